import { execute } from "./statements"

/** The cheapest query: succeeds once the database answers at all. */
export const databaseAnswers = execute((sql) => sql`SELECT 1`)
