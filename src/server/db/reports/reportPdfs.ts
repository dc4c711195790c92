import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** How long a PDF link works. */
export const pdfLinkMinutes = 15

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Driver report PDFs and vehicle report PDFs are kept alike, each beside its own reports. */
const tables = { driver: "report_pdf", vehicle: "vehicle_report_pdf" } as const
export type PdfKind = keyof typeof tables

/** Stores a rendered PDF under a new unguessable id, dropping expired ones on the way. */
export const storePdf = (
  pdf: { readonly reportId: number; readonly language: "en" | "fr"; readonly bytes: Uint8Array; readonly createdBy: number },
  kind: PdfKind = "driver"
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = crypto.randomUUID()
    const table = sql(tables[kind])
    yield* sql`DELETE FROM ${table} WHERE expires_at < now()`
    yield* sql`
      INSERT INTO ${table} (id, report_id, language, bytes, created_by, expires_at)
      VALUES (${id}::uuid, ${pdf.reportId}, ${pdf.language}, ${pdf.bytes}, ${pdf.createdBy},
        now() + make_interval(mins => ${pdfLinkMinutes}))`
    return id
  })

/** The bytes of a PDF whose link has not expired. */
export const readPdf = (id: string, kind: PdfKind = "driver") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (!uuidPattern.test(id)) return undefined
    const rows = yield* sql<{ reportId: number; bytes: Uint8Array }>`
      SELECT report_id, bytes FROM ${sql(tables[kind])} WHERE id = ${id}::uuid AND expires_at > now()`
    return rows[0]
  })
