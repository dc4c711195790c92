import { setPriority } from "node:os"
import { parentPort } from "node:worker_threads"
import { SdcFileReader } from "./fileReader"
import type { StagedBatch } from "../../db/sdc/stagedRow"
import { readChunk, readEnd, type FromReader, type ToReader } from "./readerProtocol"

/**
 * The thread reading SDC files: parses and checks their rows, any number of files side by side. It
 * takes the CPU the threads answering requests and the database leave (nice 19; on Linux a thread's
 * own): on two cores, at the server's priority, a file read at full speed doubled the requests' p99.
 */
try {
  setPriority(0, 19)
} catch {
  // Not permitted here: the thread keeps the server's priority.
}

const readers = new Map<number, SdcFileReader>()
// A batch's bytes are handed over, not copied.
const answer = (message: FromReader, batch?: StagedBatch) =>
  parentPort!.postMessage(message, batch === undefined ? [] : [batch.columns.buffer])

parentPort!.on("message", (message: ToReader) => {
  try {
    if (message.kind === "open") readers.set(message.id, new SdcFileReader(message.context))
    else if (message.kind === "close") readers.delete(message.id)
    else {
      const reader = readers.get(message.id)
      if (reader === undefined) return answer({ id: message.id, failed: "no such file being read" })
      if (message.kind === "chunk") {
        const batch = readChunk(reader, message.chunk)
        answer({ id: message.id, batch, rows: reader.rows }, batch)
      } else {
        readers.delete(message.id)
        const read = readEnd(reader)
        answer({ id: message.id, read }, read.lastBatch)
      }
    }
  } catch (error) {
    readers.delete(message.id)
    answer({ id: message.id, failed: error instanceof Error ? error.message : String(error) })
  }
})
