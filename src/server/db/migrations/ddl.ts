import { Effect } from "effect"
import { SqlClient, type SqlError, Statement } from "effect/sql"

/**
 * What migrations share. Databases have run the released migrations, so what these produce must
 * stay the same text: a released statement must not change by a character.
 */

/** A migration: its statements, run in order on the portal's database. */
export const migration = (
  statements: (sql: SqlClient.SqlClient) => Generator<Effect.Effect<unknown, SqlError.SqlError, SqlClient.SqlClient>, void, never>
): Effect.Effect<void, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.gen(() => statements(sql)))

// Inside CREATE TABLE, the migrations write one column a line, six spaces in.
const columns = (...lines: ReadonlyArray<string>) => Statement.literal(lines.join(",\n      "))

const employer = [
  "organization_id integer NOT NULL REFERENCES organization (id)",
  "reporting_company_id integer REFERENCES reporting_company (id)"
]

/** The employer a row is filed under: an organization, and one of its companies where it has them. */
export const employerColumns = columns(...employer)

/** Who acted as `role`: their account, their name as shown then, and the employer they acted for. */
export const actorColumns = (role: string) =>
  columns(`${role}_user_id integer NOT NULL REFERENCES portal_user (id)`, `${role}_name text NOT NULL`, ...employer)

/** A text kept in English and in French. */
export const bilingualColumns = (name: string) => columns(`${name}_en text NOT NULL`, `${name}_fr text NOT NULL`)

/** A PDF rendered of a stored report of `reportTable`, in one language, for the user who asked. */
export const reportPdfColumns = (reportTable: string) =>
  columns(
    "id uuid PRIMARY KEY",
    `report_id integer NOT NULL REFERENCES ${reportTable} (id)`,
    "language text NOT NULL CHECK (language IN ('en', 'fr'))",
    "bytes bytea NOT NULL",
    "created_by integer NOT NULL REFERENCES portal_user (id)"
  )

/** The indexes that list a table's rows of one company, or of one organization, newest first. */
export const employerDateIndexes = (sql: SqlClient.SqlClient, table: string, dateColumn: string, name = table) =>
  Effect.gen(function* () {
    yield* sql.unsafe(`CREATE INDEX ${name}_company_date ON ${table} (reporting_company_id, ${dateColumn} DESC)`)
    yield* sql.unsafe(`CREATE INDEX ${name}_organization_date ON ${table} (organization_id, ${dateColumn} DESC)`)
  })
