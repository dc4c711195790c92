import { migration } from "./ddl"

/**
 * A driver report's PDF may be rendered ahead, before anyone asks for it: kept as unclaimed until a
 * link to it is first issued, and dropped if nobody asks for it within the hour (the partial index
 * finds those without reading the rest). Vehicle report PDFs, kept alike, have the column too.
 */
export default migration(function* (sql) {
  for (const documents of ["report_pdf_document", "vehicle_report_pdf_document"]) {
    yield* sql`ALTER TABLE ${sql(documents)} ADD COLUMN unclaimed boolean NOT NULL DEFAULT false`
    yield* sql`CREATE INDEX ${sql(`${documents}_unclaimed`)} ON ${sql(documents)} (rendered_at) WHERE unclaimed`
  }
})
