import { Duration, Effect, Exit, Fiber, Option, Schedule, Stream } from "effect"
import { HttpApiError } from "effect/http-api"
import { Conflict, PayloadTooLarge } from "../../../api/errors"
import { sdcErrorsInAnswer, sdcLimits, type SdcUploadResult } from "../../../api/sdc/schemas"
import { PortalConfig } from "../../config"
import type { LineRanges } from "../../db/sdc/lineRanges"
import { SdcRepository, type ReadOutcome, type SdcRepositoryShape } from "../../db/sdc/sdcRepository"
import type { NewSdcFile } from "../../db/sdc/sdcStaging"
import type { StagedBatch } from "../../db/sdc/stagedRow"
import { ReaderStopped, SdcFileReading } from "./fileReading"
import { toSdcFileRow } from "./fileRows"
import type { RowError } from "./rowRules"
import { requestsFirst } from "../../shared/requestsAnswering"
import { withIngestionHeap } from "../../shared/ingestionHeap"

/** How often, at most, a file being received tells its progress (and that its reader is alive). */
const progressEveryMs = 500
/** The longest a batch of a file being read waits for the requests being answered. */
const othersFirstMs = 50

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
 * into staging a batch at a time, progress recorded as they go (a key repeated in the file is found
 * there); then, the company's earlier files done, the references are checked against the data and the
 * file is applied whole (one transaction on PostgreSQL, committed steps on the embedded database), or
 * rejected with its errors. An upload that fails or is cut off before its apply is rejected as
 * interrupted, its staged rows removed (the sweep of stale files does the same for a server killed
 * midway); an apply once begun goes on to its end.
 */
export const ingestSdcFile = (upload: Upload) =>
  Effect.gen(function* () {
    const fileId = yield* (yield* SdcRepository).createFile(upload)
    if (fileId === undefined) return yield* new Conflict({ message: "This upload id was used before" })
    const repository = yield* SdcRepository
    return yield* withIngestionHeap(Effect.scoped(receiveAndApply(fileId, upload))).pipe(
      // The caller went away (the connection closed): nothing was applied, and the file says so at once.
      Effect.onInterrupt(() => Effect.ignore(repository.rejectInterrupted(fileId)))
    )
  })

const receiveAndApply = (fileId: number, upload: Upload) =>
  Effect.gen(function* () {
    const repository = yield* SdcRepository
    // Bounded steps on the embedded database; a seeding script, which has no settings, applies its small files whole.
    const config = yield* Effect.serviceOption(PortalConfig)
    const ranges: LineRanges = { bounded: Option.isSome(config) && config.value.databaseUrl === undefined }
    const reader = yield* (yield* SdcFileReading).open({
      companyCode: upload.companyCode,
      fileTypeId: upload.fileTypeId,
      jurisdictionIds: yield* repository.jurisdictionIds,
      today: upload.today
    })
    let swept = false
    // Rows whose record key an earlier row of the file has: refused as they are staged.
    let repeated = 0
    let repeatedKept = 0
    const stage = (batch: StagedBatch) =>
      repository.stageRows(fileId, batch, Math.max(0, sdcLimits.maxStoredErrors - repeatedKept)).pipe(
        Effect.tap((counts) =>
          Effect.sync(() => {
            repeated += counts.repeated
            repeatedKept += counts.kept
          })
        )
      )
    // Progress and a sign of life every half second, whether or not bytes are arriving.
    const progress = Effect.gen(function* () {
      if (!(yield* repository.recordProgress(fileId, reader.rows(), reader.bytes()))) swept = true
    }).pipe(Effect.delay(Duration.millis(progressEveryMs)), Effect.forever)
    // A batch is staged while the next is read: the database and the reader work side by side. Before
    // the next batch is staged, the requests being answered go first, for a while at most; the reader,
    // a thread of its own, reads on meanwhile.
    let staging: Fiber.Fiber<unknown, unknown> | undefined
    const staged = Effect.suspend(() => (staging === undefined ? Effect.void : Fiber.join(staging)))
    const receive = Stream.runForEach(upload.body, (chunk) =>
      Effect.gen(function* () {
        if (swept) return yield* Effect.fail(new Swept())
        const batch = yield* reader.push(chunk)
        if (batch === undefined) return
        yield* staged
        staging = yield* Effect.forkChild(Effect.all([stage(batch), requestsFirst(othersFirstMs)], { concurrency: "unbounded" }))
      })
    ).pipe(Effect.andThen(staged), Effect.andThen(reader.finish), Effect.raceFirst(progress))
    const started = Date.now()
    const received = yield* Effect.exit(receive)
    if (Exit.isFailure(received)) {
      const tooLarge = received.cause.reasons.some(
        (reason) => reason._tag === "Fail" && HttpApiError.HttpApiPayloadTooLarge.is(reason.error)
      )
      const taken = received.cause.reasons.some((reason) => reason._tag === "Fail" && reason.error instanceof Swept)
      for (const reason of received.cause.reasons)
        if (reason._tag === "Fail" && reason.error instanceof ReaderStopped)
          yield* Effect.logWarning("SDC file reader stopped: the file is rejected as INTERRUPTED").pipe(
            Effect.annotateLogs({ fileId, reason: reason.error.message })
          )
      if (!taken) {
        const reason = tooLarge ? "FILE_TOO_LARGE" : "INTERRUPTED"
        yield* repository.insertErrors(fileId, [fileWide(reason)])
        yield* repository.markRejected(fileId, { rows: reader.rows(), bytes: reader.bytes(), errorCount: 1, sha256: null })
      }
      if (tooLarge) return yield* new PayloadTooLarge({ maxBytes: sdcLimits.maxFileBytes })
      return yield* answer(fileId)
    }

    const read = received.value
    const outcome = { rows: read.rows, bytes: read.bytes, sha256: read.sha256 }
    if (read.errorCount > 0) {
      yield* repository.insertErrors(fileId, read.errors.slice(0, Math.max(0, sdcLimits.maxStoredErrors - repeatedKept)))
      yield* repository.markRejected(fileId, { ...outcome, errorCount: read.errorCount + repeated })
      return yield* answer(fileId)
    }
    yield* stage(read.lastBatch)
    const check = (room: number) =>
      repository.checkReferences(fileId, upload.reportingCompanyId, room, ranges, signOfLife(repository, fileId))
    if (repeated > 0) {
      // Rejected: its references are still checked, so that the error report lists every error at once.
      const referenceErrors = yield* check(Math.max(0, sdcLimits.maxStoredErrors - repeatedKept))
      yield* repository.markRejected(fileId, { ...outcome, errorCount: repeated + referenceErrors })
      return yield* answer(fileId)
    }
    if ((yield* takeTurn(repository, fileId, outcome)) === "taken") return yield* answer(fileId)
    const earlier = yield* repository.findAcceptedContent(upload.reportingCompanyId, read.sha256)
    if (earlier !== undefined) return yield* rejectDuplicate(fileId, outcome, earlier)

    const readMs = Date.now() - started
    const referenceErrors = yield* check(sdcLimits.maxStoredErrors)
    if (referenceErrors > 0) {
      yield* repository.markRejected(fileId, { ...outcome, errorCount: referenceErrors })
      return yield* answer(fileId)
    }
    const checkedMs = Date.now() - started
    const applied = ranges.bounded
      ? // Once begun, the apply goes on to its end even if the caller goes away (the file is applied whole).
        yield* Fiber.join(yield* Effect.forkDetach(applyFileInSteps(repository, fileId, upload.reportingCompanyId)))
      : yield* repository.applyInOneTransaction(fileId, upload.reportingCompanyId)
    yield* Effect.logInfo("SDC file applied").pipe(
      Effect.annotateLogs({
        fileId,
        outcome: applied,
        rows: read.rows,
        readMs,
        checkMs: checkedMs - readMs,
        applyMs: Date.now() - started - checkedMs,
        steps: ranges.bounded
      })
    )
    if (applied === "duplicate") {
      const accepted = yield* repository.findAcceptedContent(upload.reportingCompanyId, read.sha256)
      return yield* rejectDuplicate(fileId, outcome, accepted)
    }
    if (applied === "recordExists") {
      // A record was added meanwhile: the checks, run again, name its line.
      const found = yield* check(sdcLimits.maxStoredErrors)
      if (found === 0) yield* repository.insertErrors(fileId, [fileWide("RECORD_EXISTS")])
      yield* repository.markRejected(fileId, { ...outcome, errorCount: Math.max(found, 1) })
    }
    return yield* answer(fileId)
  })

/**
 * Waits until no other file of the company is processing, then takes the file into processing: the
 * checks of a file then see the data as the company's previous file left it (docs/sdc-format.md,
 * "Files sent at the same time"). A sign of life every half second meanwhile.
 */
const takeTurn = (repository: SdcRepositoryShape, fileId: number, outcome: ReadOutcome) =>
  Effect.gen(function* () {
    for (;;) {
      const turn = yield* repository.markProcessing(fileId, outcome)
      if (turn !== "busy") return turn
      yield* Effect.sleep(Duration.millis(progressEveryMs))
      if (!(yield* repository.recordProgress(fileId, outcome.rows, outcome.bytes))) return "taken" as const
    }
  })

/** The file's sign of life while it is checked, at most every half second. */
const signOfLife = (repository: SdcRepositoryShape, fileId: number) => {
  let last = 0
  return Effect.suspend(() => {
    if (Date.now() - last < progressEveryMs) return Effect.void
    last = Date.now()
    return repository.heartbeat(fileId)
  })
}

/** Tries again after a failed step (the database busy or restarting); the file goes on where it stood. */
const applyFileInSteps = (repository: SdcRepositoryShape, fileId: number, reportingCompanyId: number) =>
  repository.applyInSteps(fileId, reportingCompanyId).pipe(
    Effect.tapError((error) =>
      Effect.logWarning("SDC file apply step failed; trying again").pipe(
        Effect.annotateLogs({ fileId, reason: error instanceof Error ? error.message : String(error) })
      )
    ),
    Effect.retry({ schedule: Schedule.exponential(Duration.seconds(1)), times: 5 })
  )

/**
 * At start: files whose apply in steps began before the server stopped are finished from where they
 * stood (their checks had passed; the embedded database).
 */
export const finishInterruptedApplies = Effect.gen(function* () {
  const repository = yield* SdcRepository
  for (const file of yield* repository.filesBeingApplied) {
    yield* Effect.logWarning("SDC file found half applied at start: finishing it").pipe(
      Effect.annotateLogs({ fileId: file.id, fileName: file.fileName, reportingCompanyId: file.reportingCompanyId })
    )
    const applied = yield* applyFileInSteps(repository, file.id, file.reportingCompanyId)
    yield* Effect.logInfo("SDC file applied").pipe(Effect.annotateLogs({ fileId: file.id, outcome: applied, steps: true }))
  }
})

const rejectDuplicate = (fileId: number, outcome: ReadOutcome, earlier?: number) =>
  Effect.gen(function* () {
    const repository = yield* SdcRepository
    yield* repository.insertErrors(fileId, [fileWide("DUPLICATE_FILE")])
    yield* repository.markRejected(fileId, {
      ...outcome,
      errorCount: 1,
      ...(earlier === undefined ? {} : { duplicateOf: earlier })
    })
    return yield* answer(fileId)
  })

/** The file as the SDC report lists it, and its first errors. */
const answer = (fileId: number) =>
  Effect.gen(function* () {
    const repository = yield* SdcRepository
    const file = yield* repository.findFile(fileId)
    const errors = yield* repository.readErrors(fileId, sdcErrorsInAnswer)
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
