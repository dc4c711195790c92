import { execute } from "../shared/statements"

/** Dates a file's receipt and the end of its processing. */
export const dateSdcFile = (fileId: number, receivedAt: Date, completedAt: Date) =>
  execute(
    (sql) =>
      sql`UPDATE sdc_file SET received_at = ${receivedAt.toISOString()}, completed_at = ${completedAt.toISOString()}
        WHERE id = ${fileId}`
  )
