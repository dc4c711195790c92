import { migration } from "./ddl"

/**
 * Which instance renders a report's PDF ahead: the one whose row this is, held while it renders, so
 * that instances on one database do not render the same PDF twice. A row outlives its render only when
 * its instance stopped meanwhile; it is taken over once old (reportPdfs.ts).
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE pdf_ahead_claim (
      kind text NOT NULL CHECK (kind IN ('driver', 'vehicle')),
      report_id integer NOT NULL,
      language text NOT NULL CHECK (language IN ('en', 'fr')),
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, report_id, language)
    )`
})
