import { migration } from "./ddl"

/**
 * A report's PDF is rendered once per language and kept beside the report (stored reports never
 * change); PDF links name it rather than carrying bytes of their own. Links still valid keep working.
 */
export default migration(function* (sql) {
  const kinds = [
    { reports: "driver_report", links: "report_pdf", documents: "report_pdf_document" },
    { reports: "vehicle_report", links: "vehicle_report_pdf", documents: "vehicle_report_pdf_document" }
  ]
  for (const { reports, links, documents } of kinds) {
    yield* sql`
      CREATE TABLE ${sql(documents)} (
        report_id integer NOT NULL REFERENCES ${sql(reports)} (id) ON DELETE CASCADE,
        language text NOT NULL CHECK (language IN ('en', 'fr')),
        bytes bytea NOT NULL,
        rendered_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (report_id, language)
      )`
    yield* sql`DELETE FROM ${sql(links)} WHERE expires_at <= now()`
    yield* sql`
      INSERT INTO ${sql(documents)} (report_id, language, bytes)
      SELECT DISTINCT ON (report_id, language) report_id, language, bytes FROM ${sql(links)}
      ORDER BY report_id, language, expires_at DESC`
    yield* sql`ALTER TABLE ${sql(links)} DROP COLUMN bytes`
    yield* sql`
      ALTER TABLE ${sql(links)} ADD FOREIGN KEY (report_id, language)
        REFERENCES ${sql(documents)} (report_id, language) ON DELETE CASCADE`
  }
})
