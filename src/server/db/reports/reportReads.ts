import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Caller } from "../../../api/security"
import { requestorName } from "../../shared/requestor"

export type ReportReadKind = "open" | "pdf"

/** Records one read of a stored driver report (ASVS 8.3.5): who, when, from which organization and company. */
export const recordReportRead = (
  reportId: number,
  reader: Caller,
  kind: ReportReadKind,
  ninetyDaysDataCorrectionId: number | null = null
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      INSERT INTO driver_report_read
        (driver_report_id, reader_user_id, reader_name, organization_id, reporting_company_id, kind, ninety_days_data_correction_id)
      VALUES (${reportId}, ${reader.id}, ${requestorName(reader)}, ${reader.organizationId}, ${reader.reportingCompanyId},
        ${kind}, ${ninetyDaysDataCorrectionId})`
  })
