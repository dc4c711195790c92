/** A checked row of a file, codes turned into ids, as it is staged (the reader makes it: domain/sdc/rowRules.ts). */
export interface StagedRow {
  readonly line: number
  readonly record: "P" | "O" | "C"
  readonly txn: "A" | "C" | "D"
  readonly policyNumber: string
  readonly effectiveDate: string | null
  readonly expiryDate: string | null
  readonly policyStatusId: number | null
  readonly cancellationDate: string | null
  readonly holderName: string | null
  readonly holderAddress: string | null
  readonly licenceNumber: string | null
  readonly jurisdictionId: number | null
  readonly driverName: string | null
  readonly driverAddress: string | null
  readonly dateOfBirth: string | null
  readonly genderId: number | null
  readonly relationshipId: number | null
  readonly dateAdded: string | null
  readonly dateDeleted: string | null
  readonly claimNumber: string | null
  readonly dateOfLoss: string | null
  readonly claimStatus: "open" | "closed" | null
  readonly atFault: number | null
}

/** An error of a file as it is kept for its error report: line 0 and column "" for the file as a whole. */
export interface StagedError {
  readonly line: number
  readonly column: string
  readonly value: string
  readonly reason: string
}

/**
 * Checked rows as they are sent to staging, a column at a time: each column a PostgreSQL array
 * literal of its values, the columns one after another in the staging's column order (sdcStaging.ts)
 * as UTF-8. Made where the file is read, as bytes: they cross to the thread answering requests
 * without a copy and stay out of its heap (a batch's text, past V8's large-object size of 128 KB,
 * went straight to the old generation, and the collections that freed it paused the requests being
 * answered), which only passes them on. Arrays, not JSON: the embedded database took twice as long
 * to read a row out of JSON (42 µs against 22, the staging's indexes included).
 */
export interface StagedBatch {
  readonly size: number
  readonly columns: Uint8Array<ArrayBuffer>
  /** Where each column starts in `columns`, in bytes, and where the last ends. */
  readonly bounds: ReadonlyArray<number>
}

const valuesOf = (row: StagedRow) => [
  row.line,
  row.record,
  row.txn,
  row.policyNumber,
  row.effectiveDate,
  row.expiryDate,
  row.policyStatusId,
  row.cancellationDate,
  row.holderName,
  row.holderAddress,
  row.licenceNumber,
  row.jurisdictionId,
  row.driverName,
  row.driverAddress,
  row.dateOfBirth,
  row.genderId,
  row.relationshipId,
  row.dateAdded,
  row.dateDeleted,
  row.claimNumber,
  row.dateOfLoss,
  row.claimStatus,
  row.atFault
]

/** One value as an array literal's element: every text quoted, so that no value reads as NULL or splits. */
const element = (value: string | number | null) =>
  value === null ? "NULL" : typeof value === "number" ? String(value) : `"${value.replace(/["\\]/g, "\\$&")}"`

const utf8 = new TextEncoder()

export const stagedBatch = (rows: ReadonlyArray<StagedRow>): StagedBatch => {
  const values = rows.map(valuesOf)
  const literals = (values[0] ?? []).map((_, column) =>
    utf8.encode(`{${values.map((row) => element(row[column] ?? null)).join(",")}}`)
  )
  const bounds = [0]
  for (const literal of literals) bounds.push(bounds.at(-1)! + literal.length)
  const columns = new Uint8Array(bounds.at(-1)!)
  literals.forEach((literal, column) => columns.set(literal, bounds[column]!))
  return { size: rows.length, columns, bounds }
}
