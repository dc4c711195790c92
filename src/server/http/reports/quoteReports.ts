import { Effect, Layer, Struct } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Conflict, NotFound, type BadRequest } from "../../../api/errors"
import type { DriverReport } from "../../../api/reports/schemas"
import { PortalApi } from "../../../api/portalApi"
import { driverReportOptionRefusal } from "../../../api/reports/driverSearchCriteria"
import {
  quoteSummaryFields,
  type QuoteDriver,
  type QuoteDriverAnswer,
  type QuoteReportSummary,
  type QuoteReportsPayload
} from "../../../api/reports/quoteGroups"
import { CurrentUser } from "../../../api/security"
import { layerReportsRepository, ReportsRepository } from "../../db/reports/reportsRepository"
import { inTransaction, onDatabase } from "../../db/shared/onDatabase"
import { recordReportRead } from "../../db/reports/reportReads"
import { generateOrReuse } from "../../domain/reports/reportReuse"
import { resolveYearsOfData } from "../../domain/reports/reportOptions"
import { parseDriverSearch } from "../../domain/reports/searchCriteria"
import { invalidFields } from "../../domain/invalidRequest"
import { normalizeLicence } from "../../shared/licence"
import { requireTimeZone } from "../shared/requestChecks"
import { searchDriversHandler } from "./driverSearch"
import { reserveHarvestCalls } from "../harvestBatch"
import { giveBackHarvest } from "../harvestGate"

/** How many of a quote's reports are made at once: measured with bench:quote (docs/performance.md). */
const quoteConcurrency = 3

/** The criteria besides licence and jurisdiction: given any, the driver is found by the search first. */
const searchOnlyCriteria = [
  "fullName",
  "fullAddress",
  "yearOfBirth",
  "vehicleIdentificationNumber",
  "policyNumber",
  "policyReportingCompanyCode",
  "claimNumber",
  "claimReportingCompanyCode"
] as const satisfies ReadonlyArray<keyof QuoteDriver>

const given = (value: string | number | null | undefined) => value !== null && value !== undefined && String(value).trim() !== ""

const refused = (error: BadRequest | NotFound | Conflict): QuoteDriverAnswer => ({
  outcome: "refused",
  status: error._tag === "BadRequest" ? 400 : error._tag === "NotFound" ? 404 : 409,
  error
})

const noDriver = new NotFound({ message: "No driver matches these criteria" })
const driverNotFound = new NotFound({ message: "No driver with this licence number in this jurisdiction" })

/** The licence and jurisdiction of the one driver a quote's driver names, or why it names none. */
const driverKeyOf = (driver: QuoteDriver) =>
  Effect.gen(function* () {
    const parsed = parseDriverSearch(driver)
    if ("error" in parsed) return yield* invalidFields(parsed.issues, parsed.error)
    const { licenceNumber, jurisdictionCode } = parsed.criteria
    if (licenceNumber !== null && jurisdictionCode !== null && !searchOnlyCriteria.some((field) => given(driver[field])))
      return { jurisdictionCode, licenceNumber }
    // The search's own checks (unknown jurisdiction or company code) refuse the driver as they refuse a search.
    const found = yield* searchDriversHandler(driver)
    if (found.count === 0) return yield* noDriver
    if (found.count > 1)
      return yield* new Conflict({
        message: `${found.count} drivers match these criteria: give the licence number and its jurisdiction`
      })
    const [record] = found.data
    return { jurisdictionCode: record!.jurisdiction.code, licenceNumber: normalizeLicence(record!.licenseNumber) }
  })

/**
 * POST /DriverReports/GenerateQuoteReports: a report on each driver of a quote, made by the domain
 * function a single generation uses, answered per driver in the order given. The call's own checks
 * (time zone, years option, the room left in the report limits) come first and refuse it whole.
 */
export const generateQuoteReportsHandler = (payload: QuoteReportsPayload, ianaTimezone: string) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const zone = yield* requireTimeZone(ianaTimezone)
    const years = resolveYearsOfData(payload.driverReportOption, user.userDriverReportOptions)
    if ("error" in years) return yield* invalidFields([driverReportOptionRefusal], years.error)
    yield* reserveHarvestCalls(user, "reports", payload.drivers.length, "quoteReports.generateQuoteReports")
    const reference = payload.comment?.trim() ?? ""

    const fresh = payload.fresh === true
    const db = yield* ReportsRepository
    const summary = (report: DriverReport): QuoteDriverAnswer => ({
      outcome: "report",
      report: Struct.pick(report, quoteSummaryFields) as QuoteReportSummary
    })

    const answerFor = (driver: QuoteDriver) =>
      Effect.gen(function* () {
        const key = yield* driverKeyOf(driver)
        // The generation GenerateReport makes: the company's report within its reuse window, else a new one.
        const generation = generateOrReuse({
          request: {
            driver: key,
            requestor: user,
            ianaTimezone: zone,
            yearsOfData: years.yearsOfData,
            referenceNumber: reference === "" ? null : reference
          },
          fresh
        })
        const result = yield* fresh ? generation : inTransaction(generation)
        switch (result._tag) {
          case "UnknownJurisdiction":
            return refused(
              invalidFields([{ field: "jurisdictionCode", code: "unknownValue" }], `Unknown jurisdiction ${key.jurisdictionCode}`)
            )
          case "UnknownDriver":
            return refused(driverNotFound)
          case "KeyReused":
            // A quote takes no Idempotency-Key: never answered so.
            return refused(new Conflict({ message: "Idempotency-Key reused" }))
          case "Generated":
            return summary(result.generated.report)
          case "Reused":
          case "Replayed": {
            // Answered again: nothing bought, so this driver's count is given back, and the reuse is a read.
            yield* giveBackHarvest(user.id, "reports")
            yield* recordReportRead(result.reportId, user, "open")
            const report = JSON.parse(yield* db.readSnapshot(result.reportId)) as DriverReport
            return summary({ ...report, reused: true })
          }
        }
      }).pipe(
        Effect.catchTags({
          BadRequest: (error) => Effect.succeed(refused(error)),
          NotFound: (error) => Effect.succeed(refused(error)),
          Conflict: (error) => Effect.succeed(refused(error))
        })
      )

    return { drivers: yield* Effect.forEach(payload.drivers, answerFor, { concurrency: quoteConcurrency }) }
  })

/** A quote's drivers in one call (issue 36 point 1). */
export const layerQuoteReports = HttpApiBuilder.group(PortalApi, "quoteReports", (handlers) =>
  Effect.gen(function* () {
    const onDb = yield* onDatabase
    const reports = yield* ReportsRepository
    return handlers.handle("generateQuoteReports", ({ payload, query }) =>
      onDb(Effect.provideService(generateQuoteReportsHandler(payload, query.ianaTimezone), ReportsRepository, reports))
    )
  })
).pipe(Layer.provide(layerReportsRepository))
