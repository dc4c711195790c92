import { Duration, Effect, Exit, Fiber, Stream } from "effect"
import { HttpApiError } from "effect/http-api"
import { Conflict, PayloadTooLarge } from "../../../api/errors"
import { sdcErrorsInAnswer, sdcLimits, type SdcUploadResult } from "../../../api/sdc/schemas"
import { applyStagedFile, checkReferences } from "../../db/sdc/sdcApply"
import { findSdcFile, readSdcErrors } from "../../db/sdc/sdcFiles"
import {
  createSdcFile,
  findAcceptedContent,
  heartbeat,
  insertErrors,
  markProcessing,
  markRejected,
  readJurisdictionIds,
  recordProgress,
  rejectInterrupted,
  stageRows,
  type NewSdcFile
} from "../../db/sdc/sdcStaging"
import { SdcFileReader } from "./fileReader"
import { toSdcFileRow } from "./fileRows"
import type { RowError } from "./rowRules"

/** How often, at most, a file being received tells its progress (and that its reader is alive). */
const progressEveryMs = 500

export interface Upload extends NewSdcFile {
  readonly companyCode: string
  /** Today in the sender's zone: no date of loss or date added after it. */
  readonly today: string
  readonly body: Stream.Stream<Uint8Array, unknown>
}

const fileWide = (reason: RowError["reason"]): RowError => ({ line: 0, column: "", value: "", reason })

/** The reader stopped: the file was swept as stale meanwhile (it is already rejected). */
class Swept {
  readonly _tag = "Swept"
}

/**
 * Receives, checks and applies one file (docs/sdc-format.md): its rows stream through the reader
 * into staging a batch at a time, progress recorded as they go; then the references are checked
 * against the data and the file is applied in one transaction, or rejected with its errors. An
 * upload that fails or is cut off midway is rejected as interrupted, its staged rows removed (the
 * sweep of stale files does the same for a server killed midway). Driver data changes only in the
 * final transaction.
 */
export const ingestSdcFile = (upload: Upload) =>
  Effect.gen(function* () {
    const fileId = yield* createSdcFile(upload)
    if (fileId === undefined) return yield* new Conflict({ message: "This upload id was used before" })
    return yield* receiveAndApply(fileId, upload).pipe(
      // The caller went away (the connection closed): nothing was applied, and the file says so at once.
      Effect.onInterrupt(() => Effect.ignore(rejectInterrupted(fileId)))
    )
  })

const receiveAndApply = (fileId: number, upload: Upload) =>
  Effect.gen(function* () {
    const reader = new SdcFileReader({
      companyCode: upload.companyCode,
      fileTypeId: upload.fileTypeId,
      jurisdictionIds: yield* readJurisdictionIds,
      today: upload.today
    })
    let swept = false
    // Progress and a sign of life every half second, whether or not bytes are arriving.
    const progress = Effect.gen(function* () {
      if (!(yield* recordProgress(fileId, reader.rows, reader.bytes))) swept = true
    }).pipe(Effect.delay(Duration.millis(progressEveryMs)), Effect.forever)
    // A batch is staged while the next is read: the database and the reader work side by side.
    let staging: Fiber.Fiber<void, unknown> | undefined
    const staged = Effect.suspend(() => (staging === undefined ? Effect.void : Fiber.join(staging)))
    const receive = Stream.runForEach(upload.body, (chunk) =>
      Effect.gen(function* () {
        if (swept) return yield* Effect.fail(new Swept())
        const batch = reader.push(chunk)
        if (batch === undefined) return
        yield* staged
        staging = yield* Effect.forkChild(stageRows(fileId, batch))
      })
    ).pipe(Effect.andThen(staged), Effect.raceFirst(progress))
    const started = Date.now()
    const received = yield* Effect.exit(receive)
    if (Exit.isFailure(received)) {
      const tooLarge = received.cause.reasons.some(
        (reason) => reason._tag === "Fail" && HttpApiError.HttpApiPayloadTooLarge.is(reason.error)
      )
      const taken = received.cause.reasons.some((reason) => reason._tag === "Fail" && reason.error instanceof Swept)
      if (!taken) {
        const reason = tooLarge ? "FILE_TOO_LARGE" : "INTERRUPTED"
        yield* insertErrors(fileId, [fileWide(reason)])
        yield* markRejected(fileId, { rows: reader.rows, bytes: reader.bytes, errorCount: 1, sha256: null })
      }
      if (tooLarge) return yield* new PayloadTooLarge({ maxBytes: sdcLimits.maxFileBytes })
      return yield* answer(fileId)
    }

    const read = reader.finish()
    const outcome = { rows: read.rows, bytes: read.bytes, sha256: read.sha256 }
    if (read.errorCount > 0) {
      yield* insertErrors(fileId, read.errors)
      yield* markRejected(fileId, { ...outcome, errorCount: read.errorCount })
      return yield* answer(fileId)
    }
    yield* stageRows(fileId, read.lastBatch)
    const earlier = yield* findAcceptedContent(upload.reportingCompanyId, read.sha256)
    if (earlier !== undefined) return yield* rejectDuplicate(fileId, outcome, earlier)
    if (!(yield* markProcessing(fileId, outcome))) return yield* answer(fileId)

    const readMs = Date.now() - started
    const referenceErrors = yield* checkReferences(
      fileId,
      upload.reportingCompanyId,
      sdcLimits.maxStoredErrors,
      heartbeat(fileId)
    )
    if (referenceErrors > 0) {
      yield* markRejected(fileId, { ...outcome, errorCount: referenceErrors })
      return yield* answer(fileId)
    }
    const checkedMs = Date.now() - started
    const applied = yield* applyStagedFile(fileId, upload.reportingCompanyId)
    yield* Effect.logInfo("SDC file applied").pipe(
      Effect.annotateLogs({
        fileId,
        outcome: applied,
        rows: read.rows,
        readMs,
        checkMs: checkedMs - readMs,
        applyMs: Date.now() - started - checkedMs
      })
    )
    if (applied === "duplicate") {
      const accepted = yield* findAcceptedContent(upload.reportingCompanyId, read.sha256)
      return yield* rejectDuplicate(fileId, outcome, accepted)
    }
    return yield* answer(fileId)
  })

const rejectDuplicate = (fileId: number, outcome: { rows: number; bytes: number; sha256: string }, earlier?: number) =>
  Effect.gen(function* () {
    yield* insertErrors(fileId, [fileWide("DUPLICATE_FILE")])
    yield* markRejected(fileId, { ...outcome, errorCount: 1, ...(earlier === undefined ? {} : { duplicateOf: earlier }) })
    return yield* answer(fileId)
  })

/** The file as the SDC report lists it, and its first errors. */
const answer = (fileId: number) =>
  Effect.gen(function* () {
    const file = yield* findSdcFile(fileId)
    const errors = yield* readSdcErrors(fileId, sdcErrorsInAnswer)
    const result: SdcUploadResult = {
      file: toSdcFileRow(file!),
      errors: errors.map((e) => ({
        line: e.line,
        column: e.columnName,
        value: e.value,
        reason: e.reason as RowError["reason"]
      }))
    }
    return result
  })
