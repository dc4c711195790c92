import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { VehicleReport } from "../../../api/reports/vehicleSchemas"
import { jsonColumn } from "../shared/jsonColumn"
import { maybeFirstRow } from "../shared/statements"

export interface NewVehicleReport {
  readonly requestorUserId: number
  readonly requestorName: string
  /** The machine client that generated it as the requestor, if a system did. */
  readonly machineClientId: string | null
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly unitId: number | null
  /** Without its id; the id allocated here is written into the stored snapshot. */
  readonly snapshot: VehicleReport
}

/** Stores the report as generated; the usage report counts these rows. */
export const insertVehicleReport = (report: NewVehicleReport) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`SELECT nextval('vehicle_report_id_seq')::int AS id`
    const snapshot = { ...report.snapshot, id: row!.id }
    yield* sql`
      INSERT INTO vehicle_report (id, vin, requestor_user_id, requestor_name, organization_id, reporting_company_id,
        unit_id, report_date, snapshot, machine_client_id)
      VALUES (${row!.id}, ${snapshot.vin}, ${report.requestorUserId}, ${report.requestorName}, ${report.organizationId},
        ${report.reportingCompanyId}, ${report.unitId}, ${snapshot.reportDate}, ${JSON.stringify(snapshot)}::jsonb,
        ${report.machineClientId})`
    return snapshot
  })

export interface StoredVehicleReport {
  readonly requestorUserId: number
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly snapshot: VehicleReport
}

export const readVehicleReport = (id: number) =>
  Effect.map(
    maybeFirstRow(
      (sql) => sql<Omit<StoredVehicleReport, "snapshot"> & { snapshot: VehicleReport | string }>`
        SELECT requestor_user_id, organization_id, reporting_company_id, snapshot FROM vehicle_report WHERE id = ${id}`
    ),
    (row) => (row ? ({ ...row, snapshot: jsonColumn<VehicleReport>(row.snapshot) } satisfies StoredVehicleReport) : undefined)
  )
