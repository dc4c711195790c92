import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"

/**
 * Operations of one statement: the statement built on the SQL client the operation runs on, answered
 * as the operation needs it.
 */
type OnSql<Row> = (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<Row>, SqlError>

/** The first row the statement answers; undefined when it answers none. */
export const firstRow = <Row>(statement: OnSql<Row>) =>
  SqlClient.SqlClient.use((sql) => Effect.map(statement(sql), (rows) => rows[0]))

/** Whether the statement answers any row. */
export const anyRow = <Row>(statement: OnSql<Row>) =>
  SqlClient.SqlClient.use((sql) => Effect.map(statement(sql), (rows) => rows.length > 0))

/** The statement run for what it writes (or locks); nothing is answered. */
export const execute = <Row>(statement: OnSql<Row>) => SqlClient.SqlClient.use((sql) => Effect.asVoid(statement(sql)))

/** Every row the statement answers. */
export const allRows = <Row>(statement: OnSql<Row>) => SqlClient.SqlClient.use(statement)

/** The first row the statement answers, typed as possibly missing. */
export const maybeFirstRow = <Row>(statement: OnSql<Row>) =>
  SqlClient.SqlClient.use((sql) => Effect.map(statement(sql), (rows): Row | undefined => rows[0]))
