import { Context, Data, Effect, Layer, type Scope } from "effect"
import { Worker } from "node:worker_threads"
import type { StagedBatch } from "../../db/sdc/stagedRow"
import { tsxLoader } from "../../shared/tsxWorker"
import { SdcFileReader } from "./fileReader"
import { readChunk, readEnd, type FileRead, type FromReader, type ToReader } from "./readerProtocol"
import type { RowContext } from "./rowRules"

/** The thread reading files stopped (it failed or ended): the file is taken as interrupted. */
export class ReaderStopped extends Data.TaggedError("ReaderStopped")<{ readonly message: string }> {}

/** One file being read, as its bytes come. */
export interface ReadingSession {
  /** The next bytes; a full batch of checked rows to stage, if one is ready. */
  readonly push: (chunk: Uint8Array) => Effect.Effect<StagedBatch | undefined, ReaderStopped>
  /** The end of the bytes: what the file comes to. */
  readonly finish: Effect.Effect<FileRead, ReaderStopped>
  /** Data rows read so far. */
  readonly rows: () => number
  /** Bytes received so far. */
  readonly bytes: () => number
}

export interface SdcFileReadingShape {
  /** A file to read, for as long as the scope lasts. */
  readonly open: (context: RowContext) => Effect.Effect<ReadingSession, never, Scope.Scope>
}

/** Reads on the calling thread: a seeding script's small files, and the unit tests. */
const readHere: SdcFileReadingShape = {
  open: (context) =>
    Effect.sync(() => {
      const reader = new SdcFileReader(context)
      return {
        push: (chunk) => Effect.sync(() => readChunk(reader, chunk)),
        finish: Effect.sync(() => readEnd(reader)),
        rows: () => reader.rows,
        bytes: () => reader.bytes
      }
    })
}

/** How SDC files are read; the server reads them on a thread of their own (layerReaderThread). */
export const SdcFileReading = Context.Reference<SdcFileReadingShape>("portal/SdcFileReading", { defaultValue: () => readHere })

interface ReaderThread {
  readonly worker: Worker
  readonly waiting: Map<number, (answer: FromReader) => void>
  stopped: string | undefined
  /** Files being read. */
  open: number
  idle: ReturnType<typeof setTimeout> | undefined
  /** Stops taking files at once (none is sent to a thread on its way out), then ends the thread. */
  readonly end: (reason: string) => void
}

/**
 * A thread with no file to read for this long ends, its memory given back; the next file starts
 * another (well under a second). Short: an ended thread's heap pages leave the process only in steps
 * over the next 10 to 60 s, so with 30 s a large file's heap was still resident a minute after its answer.
 */
const readerIdleMs = 5_000

/**
 * Files are parsed and checked on a thread of their own, started by an upload and ended when no file
 * has been read for a while: the thread answering requests only passes bytes in and batches out, so
 * that a large file does not hold up other requests, and the reading's memory is given back whole.
 */
export const layerReaderThread = Layer.effect(
  SdcFileReading,
  Effect.gen(function* () {
    let thread: ReaderThread | undefined
    let lastId = 0
    const start = (): ReaderThread => {
      const worker = new Worker(new URL("./readerWorker.ts", import.meta.url), {
        execArgv: ["--import", tsxLoader],
        // A batch's rows die young: a small young generation keeps the thread's peak low.
        resourceLimits: { maxYoungGenerationSizeMb: 16 }
      })
      worker.unref()
      const stop = (reason: string) => {
        if (thread === started) thread = undefined
        started.stopped ??= reason
        clearTimeout(started.idle)
        for (const [id, resume] of started.waiting) resume({ id, failed: reason })
        started.waiting.clear()
      }
      const started: ReaderThread = {
        worker,
        waiting: new Map(),
        stopped: undefined,
        open: 0,
        idle: undefined,
        end: (reason) => {
          stop(reason)
          void worker.terminate()
        }
      }
      worker.on("message", (answer: FromReader) => {
        const resume = started.waiting.get(answer.id)
        started.waiting.delete(answer.id)
        resume?.(answer)
      })
      worker.on("error", (error) => stop(`the file reader failed: ${error.message}`))
      worker.on("exit", (code) => stop(`the file reader ended (${code})`))
      return started
    }
    yield* Effect.addFinalizer(() => Effect.promise(async () => void (await thread?.worker.terminate())))

    const ask = (reader: ReaderThread, message: ToReader, transfer: ReadonlyArray<ArrayBuffer> = []) =>
      Effect.callback<FromReader>((resume) => {
        if (reader.stopped !== undefined) return resume(Effect.succeed({ id: message.id, failed: reader.stopped }))
        reader.waiting.set(message.id, (answer) => resume(Effect.succeed(answer)))
        reader.worker.postMessage(message, [...transfer])
      }).pipe(
        Effect.flatMap((answer) =>
          "failed" in answer ? Effect.fail(new ReaderStopped({ message: answer.failed })) : Effect.succeed(answer)
        )
      )

    const open = (context: RowContext) =>
      Effect.acquireRelease(
        Effect.sync(() => {
          thread ??= start()
          clearTimeout(thread.idle)
          thread.open += 1
          const id = ++lastId
          thread.worker.postMessage({ id, kind: "open", context } satisfies ToReader)
          return { id, reader: thread }
        }),
        ({ id, reader }) =>
          Effect.sync(() => {
            reader.open -= 1
            if (reader.stopped !== undefined) return
            reader.worker.postMessage({ id, kind: "close" } satisfies ToReader)
            if (reader.open === 0) reader.idle = setTimeout(() => reader.end("the file reader was idle"), readerIdleMs).unref()
          })
      ).pipe(
        Effect.map(({ id, reader }): ReadingSession => {
          let rows = 0
          let bytes = 0
          return {
            push: (chunk) => {
              bytes += chunk.length
              // A copy of its own, handed over: a chunk may share its memory with others.
              const own = new Uint8Array(chunk)
              return ask(reader, { id, kind: "chunk", chunk: own }, [own.buffer]).pipe(
                Effect.map((answer) => {
                  if (!("batch" in answer)) return undefined
                  rows = answer.rows
                  return answer.batch
                })
              )
            },
            finish: ask(reader, { id, kind: "finish" }).pipe(
              Effect.flatMap((answer) =>
                "read" in answer ? Effect.succeed(answer.read) : Effect.fail(new ReaderStopped({ message: "no end read" }))
              )
            ),
            rows: () => rows,
            bytes: () => bytes
          }
        })
      )
    return { open }
  })
)
