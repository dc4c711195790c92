import { Effect } from "effect"
import { firstRow } from "../shared/statements"

/** The tables whose first row tells that a part of the demo world is written already. */
export type DemoWorldTable = "portal_user" | "reporting_company" | "driver" | "sdc_file"

/** Whether the table holds any row: each part of the demo world is written once, into an installation without it. */
export const hasRows = (table: DemoWorldTable) =>
  Effect.map(
    firstRow((sql) => sql<{ present: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql(table)}) AS present`),
    (row) => row!.present
  )

/** Inserts one row (its columns by their own names) and answers its id. */
export const insertRow = (table: string, columns: Record<string, unknown>) =>
  Effect.map(
    firstRow((sql) => sql<{ id: number }>`INSERT INTO ${sql(table)} ${sql.insert(columns)} RETURNING id`),
    (row) => row!.id
  )
