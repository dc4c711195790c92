import { Effect } from "effect"
import { createHash } from "node:crypto"
import { isIdempotencyKey } from "../../../api/reports/reportReuse"
import { Conflict, Forbidden, NotFound } from "../../../api/errors"
import { driverReportOptionRefusal } from "../../../api/reports/driverSearchCriteria"
import { FunctionId } from "../../../api/functions"
import type { GenerateReportPayload, ReportLanguage } from "../../../api/reports/schemas"
import { CurrentUser } from "../../../api/security"
import { holdsFunction } from "../../domain/authorization"
import { generateReport } from "../../domain/reports/generateReport"
import { requestorName } from "../../shared/requestor"
import { resolveYearsOfData } from "../../domain/reports/reportOptions"
import { issuePdfLink } from "../../db/shared/reportPdfs"
import { normalizeLicence } from "../../shared/licence"
import { inTransaction } from "../../db/shared/onDatabase"
import { markReviewed } from "../../db/shared/ninetyDaysRow"
import { recordReportRead } from "../../db/reports/reportReads"
import { readSnapshotNotingCorrections } from "../../domain/reports/correctedSince"
import { PdfRenderer } from "../../pdf/pdfRenderer"
import { ReadReplica } from "../../db/readReplica"
import { ReportsRepository, withReportsOnItsClient } from "../../db/reports/reportsRepository"
import { generateOrReuse } from "../../domain/reports/reportReuse"
import { giveBackHarvest } from "../harvestGate"
import { requireTimeZone } from "../shared/requestChecks"
import { renderPdfAhead, settlePdfAhead } from "../shared/pdfAhead"
import { readableReport, reportNotFound, reportResponse, requireNinetyDaysRow } from "../shared/storedReport"
import { invalidFields } from "../../domain/invalidRequest"

const driverNotFound = new NotFound({ message: "No driver with this licence number in this jurisdiction" })

/** What an Idempotency-Key's request is compared by: the payload and the query, as sent. */
const requestDigest = (payload: GenerateReportPayload, ianaTimezone: string) =>
  createHash("sha256")
    .update(
      JSON.stringify([
        payload.jurisdictionCode,
        payload.driverLicenceNumber,
        payload.comment,
        payload.driverReportOption,
        payload.fresh ?? false,
        ianaTimezone
      ])
    )
    .digest("hex")

const keyReused = new Conflict({
  code: "IDEMPOTENCY_KEY_REUSED",
  message: "This Idempotency-Key was used with another request in the last 24 hours"
})

/** A stored report answered again: its snapshot as stored, marked reused when it was a reuse. */
const answeredAgain = (json: string, reused: boolean) => (reused ? `${json.slice(0, -1)},"reused":true}` : json)

/**
 * POST /DriverReports/GenerateReport: a new stored report on the driver named by licence and
 * jurisdiction, or the company's report within its reuse window, or an Idempotency-Key's first
 * answer; the last two give back the harvest count the call made.
 */
export const generateReportHandler = (payload: GenerateReportPayload, ianaTimezone: string, idempotencyKey?: string) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) {
      return yield* invalidFields(
        [{ field: "idempotencyKey", code: "invalidValue" }],
        "Idempotency-Key: 1 to 255 visible ASCII characters"
      )
    }
    const zone = yield* requireTimeZone(ianaTimezone)
    const years = resolveYearsOfData(payload.driverReportOption, user.userDriverReportOptions)
    if ("error" in years) return yield* invalidFields([driverReportOptionRefusal], years.error)
    const jurisdiction = payload.jurisdictionCode.trim().toUpperCase()
    const reference = payload.comment?.trim() ?? ""
    const fresh = payload.fresh === true
    const generation = generateOrReuse({
      request: {
        driver: { jurisdictionCode: jurisdiction, licenceNumber: normalizeLicence(payload.driverLicenceNumber) },
        requestor: user,
        ianaTimezone: zone,
        yearsOfData: years.yearsOfData,
        referenceNumber: reference === "" ? null : reference
      },
      fresh,
      ...(idempotencyKey !== undefined && {
        idempotency: { key: idempotencyKey, requestHash: requestDigest(payload, ianaTimezone) }
      })
    })
    // A fresh report without a key takes no turn: nothing to wait for.
    const result = yield* fresh && idempotencyKey === undefined ? generation : inTransaction(generation)
    if (result._tag === "UnknownJurisdiction") {
      return yield* invalidFields([{ field: "jurisdictionCode", code: "unknownValue" }], `Unknown jurisdiction ${jurisdiction}`)
    }
    if (result._tag === "UnknownDriver") return yield* driverNotFound
    if (result._tag === "KeyReused") return yield* keyReused
    if (result._tag === "Generated") {
      yield* renderPdfAhead(result.generated.report.id, { kind: "driver", json: result.generated.json })
      return reportResponse(result.generated.json)
    }
    // Answered again: nothing bought, so nothing counted against the limits.
    yield* giveBackHarvest(user.id, "reports")
    const reportId = result.reportId
    const reused = result._tag === "Reused" || result.reused
    const json = yield* (yield* ReportsRepository).readSnapshot(reportId)
    // A reuse is a read of the stored report by this caller (ASVS 8.3.5); a retried call was read already.
    if (result._tag === "Reused") yield* recordReportRead(reportId, user, "open")
    return reportResponse(answeredAgain(json, reused))
  })

/**
 * GET /DriverReports/GetById/{reportId}/{contextId}: the stored snapshot, as it was generated. A
 * contextId other than 0 and the report's own id names a 90-day row, which must be one of this
 * report's rows in the caller's 90-day list. The read is recorded.
 */
export const getByIdHandler = (reportId: number, contextId = 0) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const { read } = yield* ReadReplica
    const ninetyDaysRowId = contextId !== 0 && contextId !== reportId ? contextId : null
    if (ninetyDaysRowId !== null && !holdsFunction(user, FunctionId.ninetyDaysReport)) return yield* reportNotFound
    const opened = Effect.gen(function* () {
      const stored = yield* readableReport(user, reportId)
      if (ninetyDaysRowId !== null) yield* requireNinetyDaysRow(user, ninetyDaysRowId, reportId)
      // The report as pulled, and when its driver's data was corrected since (no data from before a correction as if current).
      return yield* readSnapshotNotingCorrections(stored.id)
    })
    // A report made by the caller's previous request may not have reached the replica yet: not found there, the primary is asked.
    const json = yield* read(withReportsOnItsClient(opened), { notYetReplicated: (error) => error instanceof NotFound })
    // A read of personal data, recorded as a generation is (ASVS 8.3.5).
    yield* recordReportRead(reportId, user, "open", ninetyDaysRowId)
    // Opened again, it may well be printed: its PDF in the reader's language, if it has none yet.
    yield* renderPdfAhead(reportId, { kind: "driver", json })
    return reportResponse(json)
  })

/**
 * POST /DriverReports/RegenerateReport/{id}: a new snapshot of the same driver from the current data.
 * Regenerated from a 90-day row (one of this report's rows in the caller's 90-day list), it marks
 * the row reviewed by the caller, in the same transaction as the new report.
 */
export const regenerateReportHandler = (reportId: number, ianaTimezone: string, ninetyDaysDataCorrectionId: number | undefined) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const zone = yield* requireTimeZone(ianaTimezone)
    const original = yield* readableReport(user, reportId)
    if (ninetyDaysDataCorrectionId !== undefined) {
      if (!holdsFunction(user, FunctionId.ninetyDaysReport)) return yield* new Forbidden({ token: "FUNCTION_NOT_ALLOWED" })
      yield* requireNinetyDaysRow(user, ninetyDaysDataCorrectionId, original.id)
    }
    const regenerate = Effect.gen(function* () {
      const result = yield* generateReport({
        driver: { driverId: original.driverId },
        requestor: user,
        ianaTimezone: zone,
        yearsOfData: original.yearsOfData,
        referenceNumber: original.referenceNumber,
        regeneratedFrom: original.id,
        ninetyDaysDataCorrectionId: ninetyDaysDataCorrectionId ?? null
      })
      if (result._tag !== "Generated") return yield* driverNotFound
      if (ninetyDaysDataCorrectionId !== undefined) {
        yield* markReviewed(ninetyDaysDataCorrectionId, { userId: user.id, name: requestorName(user) })
      }
      return result.generated
    })
    const generated = yield* inTransaction(regenerate)
    yield* renderPdfAhead(generated.report.id, { kind: "driver", json: generated.json })
    return reportResponse(generated.json)
  })

/**
 * POST /DriverReports/GenerateReportPdf/{id}: a short-lived link to the stored report's PDF, rendered
 * (in a worker) the first time the report is asked for in that language. The read is recorded.
 */
export const generateReportPdfHandler = (reportId: number, lng: ReportLanguage) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const stored = yield* readableReport(user, reportId)
    const language = lng === "french" ? "fr" : "en"
    const renderer = yield* PdfRenderer
    // Rendered ahead already, or about to be: that render is kept rather than a second one made.
    yield* settlePdfAhead(stored.id, language, "driver")
    const id = yield* issuePdfLink(
      { reportId: stored.id, language, createdBy: user.id },
      // Read and rendered only when the report has no PDF in this language yet.
      readSnapshotNotingCorrections(stored.id).pipe(Effect.flatMap((json) => renderer.driverReport(json, language)))
    )
    yield* recordReportRead(stored.id, user, "pdf")
    return { link: `/api/DriverReports/Pdf/${id}` }
  })
