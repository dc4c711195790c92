import { Schema, Struct } from "effect"
import { HttpApiEndpoint, OpenApi } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
import { access, operation } from "../access"
import { BadRequest, Conflict, Forbidden, NotFound, TooManyRequests } from "../errors"
import { IanaTimezone } from "../shared/records"
import { FunctionId } from "../functions"
import { harvestExtension } from "../harvestLimit"
import { DriverReport, DriverSearchPayload, GenerateReportPayload } from "./schemas"

/** The most drivers one quote names: a household's drivers with room to spare. */
export const maxQuoteDrivers = 10

/**
 * One driver of a quote: the driver search's criteria (document 3 section 3), of which a licence number
 * with its jurisdiction is the usual pair. The comment and the years option are the quote's, not a driver's.
 */
export const QuoteDriver = Schema.Struct(Struct.omit(DriverSearchPayload.fields, ["comment", "driverReportOption"]))
export type QuoteDriver = typeof QuoteDriver.Type

/** POST /DriverReports/GenerateQuoteReports: the drivers, then the comment and years option generate takes. */
export const QuoteReportsPayload = Schema.Struct({
  drivers: Schema.Array(QuoteDriver).check(Schema.isMinLength(1), Schema.isMaxLength(maxQuoteDrivers)),
  comment: GenerateReportPayload.fields.comment,
  driverReportOption: GenerateReportPayload.fields.driverReportOption,
  /** New reports even for drivers the company pulled within its reuse window. */
  fresh: GenerateReportPayload.fields.fresh
})
export type QuoteReportsPayload = typeof QuoteReportsPayload.Type

/** What a rating system reads off a driver's report; the whole report is GET /DriverReports/GetById/{id}/0. */
export const quoteSummaryFields = [
  "id",
  "fullName",
  "dln",
  "dlnJurisdiction",
  "dateOfBirth",
  "yearOfBirth",
  "dateOfBirthMasked",
  "yearsLicensed",
  "yearsOfContinuousInsurance",
  "numberOfYearsClaimsFree",
  "claimsInLastSixYears",
  "atFaultAccidents",
  "comprehensiveLosses",
  "dcpdClaims",
  "reportDate",
  "referenceNumber",
  "yearsOfData",
  "reused"
] as const satisfies ReadonlyArray<keyof typeof DriverReport.fields>

export const QuoteReportSummary = Schema.Struct(Struct.pick(DriverReport.fields, quoteSummaryFields))
export type QuoteReportSummary = typeof QuoteReportSummary.Type

/** A driver whose report was made: its id and summary. */
export const QuoteDriverReported = Schema.Struct({
  outcome: Schema.Literal("report"),
  report: QuoteReportSummary
})

/**
 * A driver refused: the status and catalogue error the same driver alone would have been answered with
 * (400 with its field issues, 404 unknown driver), or 409 when the criteria match more than one driver.
 */
export const QuoteDriverRefused = Schema.Struct({
  outcome: Schema.Literal("refused"),
  status: Schema.Literals([400, 404, 409]),
  error: Schema.Union([BadRequest, NotFound, Conflict])
})

export const QuoteDriverAnswer = Schema.Union([QuoteDriverReported, QuoteDriverRefused])
export type QuoteDriverAnswer = typeof QuoteDriverAnswer.Type

/** Per driver, in the order the payload gave them. */
export const QuoteReports = Schema.Struct({ drivers: Schema.Array(QuoteDriverAnswer) })
export type QuoteReports = typeof QuoteReports.Type

/** A quote's drivers in one call (issue 36 point 1), beside the driver reports it makes. */
export const QuoteReportsGroup = authorizedGroup(
  "quoteReports",
  "A quote's drivers in one call: a driver report on each driver a rating system names, answered per driver.",
  HttpApiEndpoint.post("generateQuoteReports", "/DriverReports/GenerateQuoteReports", {
    query: { ianaTimezone: IanaTimezone },
    payload: QuoteReportsPayload,
    success: QuoteReports,
    error: [BadRequest, Forbidden, TooManyRequests]
  })
    .annotateMerge(
      operation(access.machineClients.functions(FunctionId.driverReport), {
        summary: "Generate the driver reports of a quote's drivers",
        description: `Generates a driver report on each of 1 to ${maxQuoteDrivers} drivers, as POST /DriverReports/GenerateReport does for one (stored, listed in report history, counted in usage), with the quote's comment as each report's reference number and its driverReportOption (null: the caller's default). A driver the caller's company already pulled with the same years and reference number within its reuse window answers that stored report, with reused true, as GenerateReport does (nothing stored, recorded in usage or counted), unless fresh is true. A driver is named by driverLicenceNumber with jurisdictionCode, or by the driver search's criteria (POST /DriverReports/Search), which must then match exactly one driver. Answers, per driver in the order given, either outcome "report" with the report's id and the summary a rating system reads (the whole report: GET /DriverReports/GetById/{id}/0), or outcome "refused" with the status and catalogue error that driver alone would get: 400 ERROR_400_INVALID_REQUEST with its field issues (an unknown jurisdiction or company code, no identifying criterion), 404 when no driver matches, 409 when the criteria match more than one driver. A refused driver does not refuse the others. Limits: each driver counts as one report against the caller's per-minute and per-day report limits, counted before any report is made; when the room left in either window is less than the number of drivers, the whole call is refused with 429 TooManyRequests (limit "reports", retryAfterSeconds, as the Retry-After header) and nothing is stored or counted. Errors of the whole call: 400 ERROR_400_INVALID_REQUEST naming drivers when there are none or more than ${maxQuoteDrivers}, and for an unknown time zone or a driverReportOption not among the caller's options; 429 as above.`
      })
    )
    // Counted in the handler, by its number of drivers (the gate counts one call as one): its answers carry RateLimit-* all the same.
    .annotate(OpenApi.Override, { [harvestExtension]: "reports" })
)
