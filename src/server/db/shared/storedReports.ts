import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { execute, firstRow } from "./statements"

/** Names of the requestor's company, or organization when they have none, as a report shows them. */
export const readRequestorContext = (organizationId: number, reportingCompanyId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ companyNameEn: string; companyNameFr: string }>`
      SELECT coalesce(rc.name_en, o.name_en) AS company_name_en, coalesce(rc.name_fr, o.name_fr) AS company_name_fr
      FROM organization o LEFT JOIN reporting_company rc ON rc.id = ${reportingCompanyId}
      WHERE o.id = ${organizationId}`
    return row!
  })

export interface NewReport {
  readonly id: number
  readonly driverId: number
  readonly requestorUserId: number
  readonly requestorName: string
  /** The machine client that generated it as the requestor, if a system did. */
  readonly machineClientId?: string | null
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly unitId: number | null
  readonly referenceNumber: string | null
  readonly reportDate: string
  readonly ianaTimezone: string
  readonly yearsOfData: number | null
  readonly regeneratedFrom: number | null
  readonly ninetyDaysDataCorrectionId: number | null
  readonly driverLicenceNumber: string
  readonly driverJurisdictionCode: string
  readonly driverName: string
  /** The report as JSON text: stored as it will be answered. */
  readonly snapshotJson: string
}

/** Stores the snapshot; every stored report counts towards the usage report. */
export const insertReport = (report: NewReport) =>
  execute(
    (sql) => sql`
      INSERT INTO driver_report (id, driver_id, requestor_user_id, requestor_name, organization_id, reporting_company_id,
        unit_id, reference_number, report_date, iana_timezone, years_of_data, driver_licence_number,
        driver_jurisdiction_code, driver_name, regenerated_from, ninety_days_data_correction_id, snapshot, machine_client_id)
      VALUES (${report.id}, ${report.driverId}, ${report.requestorUserId}, ${report.requestorName}, ${report.organizationId},
        ${report.reportingCompanyId}, ${report.unitId}, ${report.referenceNumber}, ${report.reportDate}::timestamptz,
        ${report.ianaTimezone}, ${report.yearsOfData}, ${report.driverLicenceNumber}, ${report.driverJurisdictionCode},
        ${report.driverName}, ${report.regeneratedFrom}, ${report.ninetyDaysDataCorrectionId}, ${report.snapshotJson}::json,
        ${report.machineClientId ?? null})`
  )

export interface StoredReport {
  readonly id: number
  readonly driverId: number
  readonly requestorUserId: number
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  readonly referenceNumber: string | null
  readonly yearsOfData: number | null
}

/** Who a stored report belongs to and how it was asked for; its snapshot is read on its own, when needed. */
export const findReport = (reportId: number) =>
  firstRow(
    (sql) => sql<StoredReport>`
      SELECT id, driver_id, requestor_user_id, organization_id, reporting_company_id, reference_number, years_of_data
      FROM driver_report WHERE id = ${reportId}`
  )

/** A stored report's snapshot as JSON text, answered as it is. */
export const readSnapshot = (reportId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{
      snapshotJson: string
    }>`SELECT snapshot::text AS snapshot_json FROM driver_report WHERE id = ${reportId}`
    return row!.snapshotJson
  })

/**
 * When the driver's data was last corrected after the report was generated (ISO instant), or
 * undefined: the report then still shows the data as it is.
 */
export const dataCorrectedSince = (reportId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ correctedOn: string | null }>`
      SELECT to_char(max(c.corrected_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS corrected_on
      FROM driver_report r JOIN data_correction c ON c.driver_id = r.driver_id AND c.corrected_at > r.report_date
      WHERE r.id = ${reportId}`
    return rows[0]?.correctedOn ?? undefined
  })
