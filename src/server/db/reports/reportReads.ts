import type { Caller } from "../../../api/security"
import { requestorName } from "../../shared/requestor"
import { execute } from "../shared/statements"

export type ReportReadKind = "open" | "pdf"

/**
 * Records one read of a stored driver report (ASVS 8.3.5): who, when, from which organization and
 * company. Its commit does not wait for the WAL flush (like the log's own lines, a database crash may
 * lose the last moment's reads): behind a large write, such as an SDC file being applied, a flush
 * waits for that write's WAL too, and every opened report would wait with it.
 */
export const recordReportRead = (
  reportId: number,
  reader: Caller,
  kind: ReportReadKind,
  ninetyDaysDataCorrectionId: number | null = null
) =>
  execute(
    (sql) => sql`
      INSERT INTO driver_report_read
        (driver_report_id, reader_user_id, reader_name, organization_id, reporting_company_id, kind, ninety_days_data_correction_id)
      SELECT ${reportId}, ${reader.id}, ${requestorName(reader)}, ${reader.organizationId}, ${reader.reportingCompanyId},
        ${kind}, ${ninetyDaysDataCorrectionId}
      FROM (SELECT set_config('synchronous_commit', 'off', true)) unflushed`
  )
