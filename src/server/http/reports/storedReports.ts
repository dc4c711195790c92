import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { SqlClient } from "effect/sql"
import { Forbidden, NotFound } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import type { UserProfile } from "../../../api/platform/schemas"
import type { GenerateReportPayload, ReportLanguage } from "../../../api/reports/schemas"
import { holdsFunction, requireFunction } from "../../domain/authorization"
import { mayReadReport } from "../../domain/reports/access"
import { generateDriverReport, requestorName } from "../../domain/reports/generateReport"
import { resolveYearsOfData } from "../../domain/reports/reportOptions"
import { readReportScope } from "../../db/reports/access"
import { issuePdfLink } from "../../db/reports/reportPdfs"
import { findReport, normalizeLicence } from "../../db/reports/storedReports"
import { markReviewed } from "../../db/corrections/ninetyDaysSearch"
import { readSnapshotNotingCorrections } from "../../domain/corrections/correctedSince"
import { PdfRenderer } from "../../pdf/pdfRenderer"
import { requireNinetyDaysRow } from "../corrections/ninetyDays"
import { requireAnyFunction, requireTimeZone } from "./requests"
import { invalidRequest } from "../../domain/invalidRequest"

/** Functions under which a stored report may be opened: from the search, the history or the 90-day list. */
const readingFunctions = [FunctionId.driverReport, FunctionId.reportHistory, FunctionId.ninetyDaysReport]

const driverNotFound = new NotFound({ message: "No driver with this licence number in this jurisdiction" })

/**
 * A report answered as the JSON text it is stored as. It was built to the DriverReport schema
 * (the api tests decode every answer with it); encoding a large report again costs more than the reads.
 */
const reportResponse = (json: string) => HttpServerResponse.text(json, { contentType: "application/json" })

const reportNotFound = new NotFound({ message: "No such report" })

/** A stored report the user may read; another company's report answers exactly as a missing one, so no id is confirmed. */
export const readableReport = (user: UserProfile, reportId: number) =>
  Effect.gen(function* () {
    const stored = yield* findReport(reportId)
    if (!stored) return yield* reportNotFound
    const scope = yield* readReportScope(user, readingFunctions)
    if (!mayReadReport(scope, stored)) return yield* reportNotFound
    return stored
  })

/** POST /DriverReports/GenerateReport: a new stored report on the driver named by licence and jurisdiction. */
export const generateReportHandler = (payload: GenerateReportPayload, ianaTimezone: string) =>
  Effect.gen(function* () {
    const user = yield* requireFunction(FunctionId.driverReport)
    const zone = yield* requireTimeZone(ianaTimezone)
    const years = resolveYearsOfData(payload.driverReportOption, user.userDriverReportOptions)
    if ("error" in years) return yield* invalidRequest(years.error)
    const jurisdiction = payload.jurisdictionCode.trim().toUpperCase()
    const reference = payload.comment?.trim() ?? ""
    const result = yield* generateDriverReport({
      driver: { jurisdictionCode: jurisdiction, licenceNumber: normalizeLicence(payload.driverLicenceNumber) },
      requestor: user,
      ianaTimezone: zone,
      yearsOfData: years.yearsOfData,
      referenceNumber: reference === "" ? null : reference
    })
    if (result._tag === "UnknownJurisdiction") return yield* invalidRequest(`Unknown jurisdiction ${jurisdiction}`)
    if (result._tag === "UnknownDriver") return yield* driverNotFound
    return reportResponse(result.generated.json)
  })

/**
 * GET /DriverReports/GetById/{reportId}/{contextId}: the stored snapshot, as it was generated. A
 * contextId other than 0 and the report's own id names a 90-day row, which must be one of this
 * report's rows in the caller's 90-day list.
 */
export const getByIdHandler = (reportId: number, contextId = 0) =>
  Effect.gen(function* () {
    const user = yield* requireAnyFunction(readingFunctions)
    const stored = yield* readableReport(user, reportId)
    if (contextId !== 0 && contextId !== reportId) {
      if (!holdsFunction(user, FunctionId.ninetyDaysReport)) return yield* reportNotFound
      yield* requireNinetyDaysRow(user, contextId, reportId)
    }
    // The report as pulled, and when its driver's data was corrected since (no data from before a correction as if current).
    return reportResponse(yield* readSnapshotNotingCorrections(stored.id))
  })

/**
 * POST /DriverReports/RegenerateReport/{id}: a new snapshot of the same driver from the current data.
 * Regenerated from a 90-day row (one of this report's rows in the caller's 90-day list), it marks
 * the row reviewed by the caller, in the same transaction as the new report.
 */
export const regenerateReportHandler = (reportId: number, ianaTimezone: string, ninetyDaysDataCorrectionId: number | undefined) =>
  Effect.gen(function* () {
    const user = yield* requireAnyFunction([FunctionId.driverReport, FunctionId.ninetyDaysReport])
    const zone = yield* requireTimeZone(ianaTimezone)
    const original = yield* readableReport(user, reportId)
    if (ninetyDaysDataCorrectionId !== undefined) {
      if (!holdsFunction(user, FunctionId.ninetyDaysReport)) return yield* new Forbidden({ token: "FUNCTION_NOT_ALLOWED" })
      yield* requireNinetyDaysRow(user, ninetyDaysDataCorrectionId, original.id)
    }
    const sql = yield* SqlClient.SqlClient
    const regenerate = Effect.gen(function* () {
      const result = yield* generateDriverReport({
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
      return result.generated.json
    })
    return reportResponse(yield* sql.withTransaction(regenerate))
  })

/**
 * POST /DriverReports/GenerateReportPdf/{id}: a short-lived link to the stored report's PDF, rendered
 * (in a worker) the first time the report is asked for in that language.
 */
export const generateReportPdfHandler = (reportId: number, lng: ReportLanguage) =>
  Effect.gen(function* () {
    const user = yield* requireAnyFunction(readingFunctions)
    const stored = yield* readableReport(user, reportId)
    const language = lng === "french" ? "fr" : "en"
    const renderer = yield* PdfRenderer
    const id = yield* issuePdfLink(
      { reportId: stored.id, language, createdBy: user.id },
      // Read and rendered only when the report has no PDF in this language yet.
      readSnapshotNotingCorrections(stored.id).pipe(Effect.flatMap((json) => renderer.driverReport(json, language)))
    )
    return { link: `/api/DriverReports/Pdf/${id}` }
  })
