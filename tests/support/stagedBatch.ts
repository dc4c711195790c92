import type { StagedBatch } from "../../src/server/db/sdc/stagedRow"

/** One column's array literal read back: quoted elements are texts, NULL is null, the rest numbers. */
const elementsOf = (literal: string): Array<string | number | null> => {
  const elements: Array<string | number | null> = []
  for (const [, quoted, bare] of literal.slice(1, -1).matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g))
    elements.push(quoted !== undefined ? quoted.replace(/\\(.)/g, "$1") : bare === "NULL" ? null : Number(bare))
  return elements
}

/** A staged batch's rows, each as its values in the staging's column order, as the database reads them. */
export const stagedRowsOf = (batch: StagedBatch): Array<ReadonlyArray<string | number | null>> => {
  const decoder = new TextDecoder()
  const columns = batch.bounds
    .slice(1)
    .map((end, column) => elementsOf(decoder.decode(batch.columns.subarray(batch.bounds[column], end))))
  return Array.from({ length: batch.size }, (_, row) => columns.map((values) => values[row] ?? null))
}
