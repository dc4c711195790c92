import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** How long a PDF link works. */
export const pdfLinkMinutes = 15

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Driver and vehicle report PDFs are kept alike, each beside its own reports: the rendered PDF once per
 * report and language (a stored report never changes), and the short-lived links to it.
 */
const tables = {
  driver: { documents: "report_pdf_document", links: "report_pdf" },
  vehicle: { documents: "vehicle_report_pdf_document", links: "vehicle_report_pdf" }
} as const
export type PdfKind = keyof typeof tables

export interface PdfRequest {
  readonly reportId: number
  readonly language: "en" | "fr"
  readonly createdBy: number
}

/**
 * A new unguessable link to the report's PDF in the language, valid pdfLinkMinutes. The PDF is
 * rendered only when the report has none in that language yet; expired links are dropped on the way.
 */
export const issuePdfLink = <E, R>(request: PdfRequest, render: Effect.Effect<Uint8Array, E, R>, kind: PdfKind = "driver") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const documents = sql(tables[kind].documents)
    const links = sql(tables[kind].links)
    const { reportId, language, createdBy } = request
    // A PDF rendered ahead is claimed by its first link, and so no longer dropped unasked.
    const [rendered] = yield* sql<{ found: boolean }>`
      WITH claimed AS (
        UPDATE ${documents} SET unclaimed = false WHERE report_id = ${reportId} AND language = ${language} AND unclaimed
      )
      SELECT EXISTS (SELECT 1 FROM ${documents} WHERE report_id = ${reportId} AND language = ${language}) AS found`
    if (!rendered?.found) {
      const bytes = yield* render
      // Two first requests at once both render the same report; the first stored is kept.
      yield* sql`
        INSERT INTO ${documents} (report_id, language, bytes) VALUES (${reportId}, ${language}, ${bytes})
        ON CONFLICT (report_id, language) DO NOTHING`
    }
    const id = crypto.randomUUID()
    yield* sql`DELETE FROM ${links} WHERE expires_at < now()`
    yield* sql`
      INSERT INTO ${links} (id, report_id, language, created_by, expires_at)
      VALUES (${id}::uuid, ${reportId}, ${language}, ${createdBy}, now() + make_interval(mins => ${pdfLinkMinutes}))`
    return id
  })

/** How long a PDF rendered ahead is kept while nobody asks for it. */
export const unclaimedPdfMinutes = 60

/**
 * How long an instance's claim to render a PDF ahead holds: longer than any render (a render times out
 * within a minute, and the claim is let go when it ends), so an older claim is one whose instance stopped
 * while rendering, and is taken over.
 */
const aheadClaimMinutes = 5

/** What a report's PDF rendered ahead is kept beside, and when the report still says what its PDF would. */
const aheadSources = {
  driver: {
    reports: "driver_report",
    // Not once the driver's data was corrected since the report: the PDF would not say so.
    current: "NOT EXISTS (SELECT 1 FROM data_correction c WHERE c.driver_id = r.driver_id AND c.corrected_at > r.report_date)"
  },
  vehicle: { reports: "vehicle_report", current: "true" }
} as const

/** The report's PDF in a language, to be rendered ahead: claimed, kept and let go with the caller's database. */
export interface AheadPdf {
  /**
   * Whether this instance is to render it: not if the report has a PDF in that language already, nor
   * if its data was corrected since (it is rendered, saying so, when asked), nor while another instance
   * holds the claim. A claim is let go once the render ends.
   */
  readonly claim: Effect.Effect<boolean, unknown>
  /**
   * Keeps the PDF as unclaimed, on the same conditions (a correction may have come while it rendered);
   * PDFs rendered ahead that nobody asked for within unclaimedPdfMinutes are dropped on the way.
   */
  readonly keep: (bytes: Uint8Array) => Effect.Effect<void, unknown>
  readonly release: Effect.Effect<void, unknown>
}

/** A report's PDF rendered ahead, taken with the caller's database to be run later. */
export const aheadPdf = (kind: PdfKind, reportId: number, language: "en" | "fr") =>
  Effect.map(SqlClient.SqlClient, (sql): AheadPdf => {
    const documents = sql(tables[kind].documents)
    const reports = sql(aheadSources[kind].reports)
    const current = sql.literal(aheadSources[kind].current)
    return {
      claim: sql<{ reportId: number }>`
        INSERT INTO pdf_ahead_claim (kind, report_id, language)
        SELECT ${kind}, r.id, ${language} FROM ${reports} r
        WHERE r.id = ${reportId} AND ${current}
          AND NOT EXISTS (SELECT 1 FROM ${documents} d WHERE d.report_id = r.id AND d.language = ${language})
        ON CONFLICT (kind, report_id, language) DO UPDATE SET claimed_at = now()
          WHERE pdf_ahead_claim.claimed_at < now() - make_interval(mins => ${aheadClaimMinutes})
        RETURNING report_id`.pipe(Effect.map((rows) => rows.length > 0)),
      keep: (bytes) =>
        sql`
          WITH unasked AS (
            DELETE FROM ${documents}
            WHERE unclaimed AND rendered_at < now() - make_interval(mins => ${unclaimedPdfMinutes})
          )
          INSERT INTO ${documents} (report_id, language, bytes, unclaimed)
          SELECT r.id, ${language}, ${bytes}, true FROM ${reports} r
          WHERE r.id = ${reportId} AND ${current}
          ON CONFLICT (report_id, language) DO NOTHING`.pipe(Effect.asVoid),
      release: sql`
        DELETE FROM pdf_ahead_claim WHERE kind = ${kind} AND report_id = ${reportId} AND language = ${language}`.pipe(
        Effect.asVoid
      )
    }
  })

export interface StoredPdf {
  readonly reportId: number
  readonly language: "en" | "fr"
  /** The driver's licence number or the VIN. */
  readonly subject: string
  /** The report's date in its requester's time zone, yyyy-MM-dd. */
  readonly reportDay: string
  readonly bytes: Uint8Array
}

/** What a PDF's file name is made of, read from the report it belongs to. */
const subjects = {
  driver: { column: "driver_licence_number", zone: "r.iana_timezone" },
  vehicle: { column: "vin", zone: "r.snapshot->>'ianaTimezone'" }
} as const

/** A PDF whose link has not expired, asked for by an account that is still enabled. */
export const readPdf = (id: string, kind: PdfKind = "driver") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (!uuidPattern.test(id)) return undefined
    const { column, zone } = subjects[kind]
    const rows = yield* sql<StoredPdf>`
      SELECT report_id, language, r.${sql(column)} AS subject,
        to_char(r.report_date AT TIME ZONE (${sql.literal(zone)}), 'YYYY-MM-DD') AS report_day, d.bytes
      FROM ${sql(tables[kind].links)} l
        JOIN ${sql(tables[kind].documents)} d USING (report_id, language)
        JOIN ${sql(kind === "driver" ? "driver_report" : "vehicle_report")} r ON r.id = l.report_id
        JOIN portal_user u ON u.id = l.created_by
      WHERE l.id = ${id}::uuid AND l.expires_at > now() AND NOT u.is_disabled`
    return rows[0]
  })
