import { Array as Arr, Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { RecentReport } from "../../domain/corrections/ninetyDayRows"

/** One audit record of the correction report: one corrected field. */
type CorrectionRecordRow = {
  readonly correctedAt: string
  readonly correctorUserId: number
  readonly correctorName: string
  readonly correctorOrganizationId: number
  /** The company owning the corrected data; the record is filed under its organization. */
  readonly reportingCompanyId: number
  readonly driverId: number
  readonly fieldId: number
  readonly fieldNameEn: string
  readonly fieldNameFr: string
  readonly oldValueEn: string | null
  readonly oldValueFr: string | null
  readonly newValueEn: string | null
  readonly newValueFr: string | null
  readonly dln: string
  readonly policyNumber: string | null
  readonly policyEffectiveDate: string | null
  readonly claimNumber: string | null
  readonly accidentDate: string | null
  readonly sourceReportId: number
  readonly generatedReportId: number
}

/** The audit records, each under the organization of the company that owns the corrected data. */
export const insertCorrectionRecords = (rows: ReadonlyArray<CorrectionRecordRow>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (!Arr.isReadonlyArrayNonEmpty(rows)) return
    const owners = yield* sql<{ id: number; organizationId: number }>`
      SELECT id, organization_id FROM reporting_company WHERE ${sql.in("id", [...new Set(rows.map((r) => r.reportingCompanyId))])}`
    const organizationOf = new Map(owners.map((o) => [o.id, o.organizationId]))
    const filed = Arr.map(rows, (row) => ({ ...row, organizationId: organizationOf.get(row.reportingCompanyId)! }))
    yield* sql`INSERT INTO data_correction ${sql.insert(filed)}`
  })

/** The driver's reports dated after `since`, as the 90-day rule reads them. */
export const driverReportsSince = (driverId: number, since: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql<RecentReport>`
      SELECT id, requestor_user_id, from_correction,
        to_char(report_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS report_date
      FROM driver_report
      WHERE driver_id = ${driverId} AND report_date > ${since}::timestamptz`
  })

/** A 90-day row opened by this correction: whom to tell about it. */
export interface OpenedRow {
  readonly id: number
  readonly reportId: number
  readonly reportDate: string
  readonly ianaTimezone: string
  readonly dln: string
  readonly jurisdictionCode: string
  readonly notificationEmails: ReadonlyArray<string>
}

/**
 * A 90-day row for each of these reports, for the company, organization and unit that pulled it. A
 * report whose row is still open (not reviewed) keeps that row: the fields are added and the change
 * date moves. The driver is locked by the correction, so no other correction of these reports runs
 * meanwhile.
 */
export const recordNinetyDayRows = (input: {
  readonly reportIds: ReadonlyArray<number>
  readonly correctedAt: string
  readonly fieldIds: ReadonlyArray<number>
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (input.reportIds.length === 0) return []
    const fields = `{${[...new Set(input.fieldIds)].sort((a, b) => a - b).join(",")}}`
    const reports = [...input.reportIds]
    yield* sql`
      UPDATE ninety_days_data_correction n
      SET change_date = ${input.correctedAt}::timestamptz,
        field_ids = (SELECT array_agg(DISTINCT f ORDER BY f) FROM unnest(n.field_ids || ${fields}::int[]) AS f)
      WHERE n.reviewed_at IS NULL AND ${sql.in("n.report_id", reports)}`
    return yield* sql<OpenedRow>`
      WITH opened AS (
        INSERT INTO ninety_days_data_correction (report_id, organization_id, reporting_company_id, unit_id, change_date, field_ids)
        SELECT r.id, r.organization_id, r.reporting_company_id, r.unit_id, ${input.correctedAt}::timestamptz, ${fields}::int[]
        FROM driver_report r
        WHERE ${sql.in("r.id", reports)}
          AND NOT EXISTS (SELECT 1 FROM ninety_days_data_correction n WHERE n.report_id = r.id AND n.reviewed_at IS NULL)
        RETURNING id, report_id, reporting_company_id)
      SELECT o.id, o.report_id, to_char(r.report_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS report_date,
        r.iana_timezone, r.driver_licence_number AS dln, r.driver_jurisdiction_code AS jurisdiction_code,
        coalesce((SELECT array_agg(nr.email ORDER BY nr.id) FROM notification_recipient nr
          WHERE nr.reporting_company_id = o.reporting_company_id AND NOT nr.is_disabled), '{}') AS notification_emails
      FROM opened o JOIN driver_report r ON r.id = o.report_id
      ORDER BY o.report_id`
  })

export interface OutboxMail {
  readonly recipients: ReadonlyArray<string>
  readonly subject: string
  readonly body: string
}

/** Mail for the deliverer (SMTP when set, else kept here and logged). */
export const queueMail = (mail: OutboxMail) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO mail_outbox (recipients, subject, body) VALUES (${[...mail.recipients]}::text[], ${mail.subject}, ${mail.body})`
  })

/**
 * The PDFs kept for the driver's reports were rendered without the note that the data was corrected
 * since; they are dropped (with their links) and rendered again, with the note, when next asked for.
 */
export const dropDriverReportPdfs = (driverId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      DELETE FROM report_pdf_document WHERE report_id IN (SELECT id FROM driver_report WHERE driver_id = ${driverId})`
  })

/** Marks the report a correction generated (the usage report leaves such reports out). */
export const markReportFromCorrection = (reportId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE driver_report SET from_correction = true WHERE id = ${reportId}`
  })
