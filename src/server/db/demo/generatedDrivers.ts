import { Effect } from "effect"
import { execute, firstRow } from "../shared/statements"

/** What the driver generator has produced in this database: its seed and how many drivers. */
export const readGeneratedDrivers = firstRow(
  (sql) => sql<{ seed: number; drivers: number }>`SELECT seed, drivers FROM generated_drivers WHERE id = 1`
)

export const saveGeneratedDrivers = (seed: number, drivers: number) =>
  execute(
    (sql) =>
      sql`
      INSERT INTO generated_drivers (id, seed, drivers) VALUES (1, ${seed}, ${drivers})
      ON CONFLICT (id) DO UPDATE SET seed = EXCLUDED.seed, drivers = EXCLUDED.drivers`
  )

/** Whether the connected role may skip the foreign-key triggers (a superuser may). */
export const isSuperuser = Effect.map(
  firstRow((sql) => sql<{ superuser: boolean }>`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`),
  (role) => role?.superuser ?? false
)

/**
 * After a bulk load: fresh statistics for the planner, and the rows marked visible once here
 * rather than by the first reads of each page (and by autovacuum in the middle of the day).
 */
export const vacuumDriverTables = execute(
  (
    sql
  ) => sql`VACUUM (ANALYZE) driver, policy, policy_term, policy_vehicle, policy_operator, policy_operator_vehicle, claim, claim_loss,
    claim_first_party, claim_third_party`
)
