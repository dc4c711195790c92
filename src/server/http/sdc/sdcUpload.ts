import { Cause, Layer, Duration, Effect, Schedule, type Stream } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Forbidden, NotFound, TooManyRequests } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import type { SdcUploadQuery } from "../../../api/sdc/schemas"
import { fileNameIssue, type SdcUploadIssue } from "../../../api/sdc/uploadRules"
import { PortalConfig } from "../../config"
import { findSdcUpload } from "../../db/sdc/sdcFiles"
import { findReportingCompany, sweepStaleFiles } from "../../db/sdc/sdcStaging"
import { uploadsInLastDay } from "../../db/sdc/uploadQuota"
import { readReportScope } from "../../db/shared/reportScope"
import { onDatabaseWith } from "../../db/shared/onDatabase"
import { invalidFields } from "../../domain/invalidRequest"
import { isFileType, mayReadSdcFile, toSdcFileRow } from "../../domain/sdc/fileRows"
import { layerSdcRepository, SdcRepository } from "../../db/sdc/sdcRepository"
import { layerReaderThread, SdcFileReading } from "../../domain/sdc/fileReading"
import { finishInterruptedApplies, ingestSdcFile } from "../../domain/sdc/ingestFile"
import { sendingCompany } from "../../domain/sdc/sendingCompany"
import { requestorName } from "../../shared/requestor"
import { asBackgroundWork } from "../../shared/requestsAnswering"
import { localDate } from "../../domain/shared/dates"
import { WebhookWake } from "../../domain/shared/webhookWake"
import { defaultSearchTimeZone } from "../shared/searchFilters"

/** A file with no sign of life for this long is taken as interrupted (its reader writes one every half second). */
const staleSeconds = 30
const sweepEvery = Duration.seconds(10)

/** POST /Sdc/Upload: the caller's file for a company they hold sdcReport for, read as it streams in. */
const uploadHandler = (query: SdcUploadQuery, body: Stream.Stream<Uint8Array, unknown>, filesPerDay: number) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const chosen = sendingCompany(user, query.reportingCompanyId)
    if (chosen === "none" || chosen === "notHeld") return yield* new Forbidden({ token: "COMPANIES_NOT_ALLOWED" })
    // Every refused field at once, each named, as the upload dialog shows them (src/api/sdc/uploadRules.ts).
    const nameIssue = fileNameIssue(query.fileName)
    const issues: ReadonlyArray<SdcUploadIssue> = [
      ...(chosen === "ambiguous" ? [{ field: "reportingCompanyId", code: "required" } as const] : []),
      ...(isFileType(query.fileTypeId) ? [] : [{ field: "fileTypeId", code: "unknownValue" } as const]),
      ...(nameIssue === undefined ? [] : [{ field: "fileName", code: nameIssue } as const])
    ]
    if (chosen === "ambiguous" || issues.length > 0)
      return yield* invalidFields(issues, `Not uploaded: ${issues.map((i) => `${i.field}: ${i.code}`).join("; ")}`)
    const fileName = query.fileName.trim()
    const company = yield* findReportingCompany(chosen)
    if (!company) return yield* new Forbidden({ token: "COMPANIES_NOT_ALLOWED" })
    // No one fills the database with files: a number of files per user in 24 hours (ASVS 12.1.3).
    const recent = yield* uploadsInLastDay(user.id)
    if (recent.count >= filesPerDay) return yield* new TooManyRequests({ retryAfterSeconds: recent.secondsUntilFree })
    // The file's long work lets requests go first, and they do not wait for it (requestsAnswering.ts).
    return yield* asBackgroundWork(
      ingestSdcFile({
        uploadId: query.uploadId ?? null,
        fileName,
        fileTypeId: query.fileTypeId,
        organizationId: company.organizationId,
        reportingCompanyId: company.id,
        companyCode: company.code,
        userId: user.id,
        userName: requestorName(user),
        machineClientId: user.machineClientId ?? null,
        today: localDate(new Date().toISOString(), defaultSearchTimeZone),
        body
      })
    )
  })

/** GET /Sdc/Upload/{uploadId}: the file of an upload, for those holding sdcReport for its company. */
const uploadProgressHandler = (uploadId: string) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const file = yield* findSdcUpload(uploadId)
    const scope = yield* readReportScope(user, [FunctionId.sdcReport])
    if (!file || !mayReadSdcFile(scope, file)) return yield* new NotFound({ message: "No such upload" })
    return toSdcFileRow(file)
  })

/**
 * The messages down a failure's chain of causes, on one line: what went wrong, never where (no stack).
 * "Connection closed during startup" says enough of a sweep that met a busy embedded database.
 */
export const causeMessage = (cause: Cause.Cause<unknown>): string => {
  const messages: Array<string> = []
  let error: unknown = Cause.squash(cause)
  for (let depth = 0; depth < 8 && error !== undefined && error !== null; depth++) {
    const message = typeof error === "object" ? (error as { readonly message?: unknown }).message : String(error)
    if (typeof message === "string" && message.trim() !== "" && !messages.includes(message.trim())) messages.push(message.trim())
    if (typeof error !== "object") break
    const next = error as { readonly reason?: unknown; readonly cause?: unknown }
    error = next.reason ?? next.cause
  }
  return messages.join(": ") || "unknown failure"
}

/** One warning per file the sweep took, naming it, so that an operator can tell its company. */
const logSwept = (
  swept: ReadonlyArray<{ readonly id: number; readonly fileName: string; readonly reportingCompanyId: number }>
) =>
  Effect.forEach(
    swept,
    (file) =>
      Effect.logWarning("SDC file found interrupted: rejected as INTERRUPTED, nothing of it applied").pipe(
        Effect.annotateLogs({ fileId: file.id, fileName: file.fileName, reportingCompanyId: file.reportingCompanyId })
      ),
    { discard: true }
  )

/**
 * The upload of supplementary data files and the progress of one. At start, files left in progress
 * by a stopped server are rejected as interrupted (all of them with the embedded database, which one
 * server alone opens), and those it left half applied in steps are finished; then, every few seconds, those of any instance that stopped. Each file taken is
 * logged; a sweep that fails is one warning line and the next one tries again.
 */
export const layerSdcUpload = HttpApiBuilder.group(PortalApi, "sdcUpload", (handlers) =>
  Effect.gen(function* () {
    const onData = yield* onDatabaseWith(SdcRepository)
    const reading = yield* SdcFileReading
    const webhooks = yield* WebhookWake
    const run = <A, E, R>(effect: Effect.Effect<A, E, R>) => onData(Effect.provideService(effect, SdcFileReading, reading))
    const config = yield* PortalConfig
    yield* run(sweepStaleFiles(config.databaseUrl === undefined ? 0 : staleSeconds, true)).pipe(Effect.flatMap(logSwept))
    // Files whose apply in steps a stopped server left midway are finished while the portal answers.
    yield* run(finishInterruptedApplies).pipe(
      Effect.catchCause((cause) =>
        Cause.hasInterruptsOnly(cause)
          ? Effect.failCause(cause)
          : Effect.logError("Finishing an SDC file left half applied failed; the next start tries again").pipe(
              Effect.annotateLogs({ reason: causeMessage(cause) })
            )
      ),
      Effect.forkScoped
    )
    yield* run(sweepStaleFiles(staleSeconds, false)).pipe(
      Effect.flatMap(logSwept),
      Effect.catchCause((cause) =>
        // Stopped with the server: nothing failed.
        Cause.hasInterruptsOnly(cause)
          ? Effect.failCause(cause)
          : Effect.logWarning("Sweep of stale SDC files failed; the next sweep tries again").pipe(
              Effect.annotateLogs({ reason: causeMessage(cause) })
            )
      ),
      Effect.repeat(Schedule.spaced(sweepEvery)),
      Effect.delay(sweepEvery),
      Effect.forkScoped
    )
    return (
      handlers
        // A finished file has queued its event: the deliveries are read at once rather than at their next poll.
        .handle("uploadSdcFile", ({ query, payload }) =>
          run(uploadHandler(query, payload, config.sdcFilesPerUserPerDay)).pipe(Effect.ensuring(webhooks.wake))
        )
        .handle("getSdcUpload", ({ params }) => run(uploadProgressHandler(params.uploadId)))
    )
  })
).pipe(Layer.provide([layerSdcRepository, layerReaderThread]))
