import { stagedBatch, type StagedBatch } from "../../db/sdc/stagedRow"
import type { FileReading, SdcFileReader } from "./fileReader"
import type { RowContext } from "./rowRules"

/** What a file read to its end comes to, its last rows ready to stage. */
export interface FileRead extends Omit<FileReading, "lastBatch"> {
  readonly lastBatch: StagedBatch
}

/** What the thread answering requests asks of the thread reading files, one file (`id`) at a time each. */
export type ToReader =
  | { readonly id: number; readonly kind: "open"; readonly context: RowContext }
  | { readonly id: number; readonly kind: "chunk"; readonly chunk: Uint8Array }
  | { readonly id: number; readonly kind: "finish" }
  | { readonly id: number; readonly kind: "close" }

/** Its answers: after a chunk, a batch if one is full and the rows read; after the end, the file read. */
export type FromReader =
  | { readonly id: number; readonly batch: StagedBatch | undefined; readonly rows: number }
  | { readonly id: number; readonly read: FileRead }
  | { readonly id: number; readonly failed: string }

/** The next bytes read: a full batch of checked rows, ready to stage, if one is. */
export const readChunk = (reader: SdcFileReader, chunk: Uint8Array): StagedBatch | undefined => {
  const rows = reader.push(chunk)
  return rows === undefined ? undefined : stagedBatch(rows)
}

/** The end of the bytes: what the file comes to. */
export const readEnd = (reader: SdcFileReader): FileRead => {
  const read = reader.finish()
  return { ...read, lastBatch: stagedBatch(read.lastBatch) }
}
