import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
import { companiesRefused, pagedEither, search } from "../shared/search"
import { access, operation } from "../access"
import { harvest } from "../harvestLimit"
import { BadRequest, Conflict, Forbidden, NotFound } from "../errors"
import { Id, IdOrZero } from "../fields"
import { IanaTimezone } from "../shared/records"
import { FunctionId } from "../functions"
import {
  DriverReport,
  DriverSearchPayload,
  DriverSearchResult,
  GenerateReportPayload,
  PdfLink,
  maxRequestorNames,
  ReportHistoryQuery,
  ReportHistoryResult,
  ReportLanguage,
  RequestorNameQuery,
  RequestorNames
} from "./schemas"
import { idempotencyKeyText } from "./reportReuse"
import { pdfFilesGroup, pdfRenderRefusals, pdfRequestErrors } from "./pdfFiles"

const readableReport =
  "404 when the report is unknown or was requested for a company or organization the caller holds none of the reading functions for (answered as missing)"

/** Driver reports (document 3 section 7), under /DriverReports. */
export const DriverReportsGroup = authorizedGroup(
  "driverReports",
  "Driver search, driver reports and their PDF (document 3 section 7), report history and its requestor names (document 2).",
  search
    .post(
      "search",
      "/DriverReports/Search",
      { payload: DriverSearchPayload, success: DriverSearchResult },
      access.machineClients.functions(FunctionId.driverReport),
      {
        summary: "Search drivers by licence or by advanced criteria",
        description:
          "Needs at least one identifying criterion: licence number (its letters and digits, in any case), full name, address, VIN, policy number with its reporting company code, or claim number with its reporting company code. The jurisdiction and the year of birth only narrow a search. Answers the true count and at most 100 records. Errors: 400 ERROR_400_INVALID_REQUEST when no identifying criterion is given, a policy or claim number comes without its company code or the reverse, the year of birth is before 1900 or in the future, the jurisdiction or a company code is unknown, or driverReportOption is not one of the caller's options."
      }
    )
    .annotateMerge(harvest.searches),
  HttpApiEndpoint.post("generateReport", "/DriverReports/GenerateReport", {
    query: { ianaTimezone: IanaTimezone },
    payload: GenerateReportPayload,
    success: DriverReport,
    error: [BadRequest, Conflict, Forbidden, NotFound]
  })
    .annotateMerge(
      operation(access.machineClients.functions(FunctionId.driverReport), {
        summary: "Generate a driver report",
        description: `Builds a report on the driver with this licence number in this jurisdiction from the current data, stores it (report history lists it) and answers it. Its dates are given in ianaTimezone, the requester's time zone. driverReportOption, the years of data, must be one of the caller's options; null takes the caller's default option. The comment becomes the report's reference number. The same report is not bought twice: when the caller's company already pulled a report on this driver with the same years of data and reference number within its reuse window (the company profile's setting: the same calendar day in ianaTimezone by default, 24 hours, or never) and the driver's data was not corrected since, that stored report answers, with reused true, and nothing is stored, recorded in the usage report or counted against the harvest limits; fresh true asks for a new report anyway. ${idempotencyKeyText} Errors: 400 ERROR_400_INVALID_REQUEST for an unknown jurisdiction, time zone or option; 404 when no driver has this licence number in this jurisdiction; 409 IDEMPOTENCY_KEY_REUSED.`
      })
    )
    .annotateMerge(harvest.reports),
  HttpApiEndpoint.get("getById", "/DriverReports/GetById/:reportId/:contextId", {
    params: { reportId: Id, contextId: IdOrZero },
    success: DriverReport,
    error: [Forbidden, NotFound]
  }).annotateMerge(
    operation(
      access.machineClients.companyFunctions(FunctionId.driverReport, FunctionId.reportHistory, FunctionId.ninetyDaysReport),
      {
        summary: "Read a stored driver report",
        description: `The report as it was generated, not regenerated. contextId is 0 (or the report's own id) when it is opened from the search or report history, or the id of one of this report's rows in the caller's 90-day list when it is opened from there. Each opening is recorded (who, when, from which organization and company, and the 90-day row) and counted in the report history row's reads. Errors: ${readableReport}, or when contextId names no such 90-day row.`
      }
    )
  ),
  HttpApiEndpoint.post("regenerateReport", "/DriverReports/RegenerateReport/:id", {
    params: { id: Id },
    query: { ianaTimezone: IanaTimezone, ninetyDaysDataCorrectionId: Schema.optional(Id) },
    success: DriverReport,
    error: [Forbidden, NotFound]
  })
    .annotateMerge(
      operation(access.machineClients.companyFunctions(FunctionId.driverReport, FunctionId.ninetyDaysReport), {
        summary: "Generate a new report on the driver of a stored report",
        description: `Builds a new report on the same driver from the current data, with the years of data and reference number of the report {id}, dates in ianaTimezone, stores it and answers it. With ninetyDaysDataCorrectionId, one of this report's rows in the caller's 90-day list, the row is marked reviewed by the caller in the same transaction. Errors: 400 ERROR_400_INVALID_REQUEST for an unknown time zone; 403 FUNCTION_NOT_ALLOWED when ninetyDaysDataCorrectionId is given without ninetyDaysReport; ${readableReport}, or when ninetyDaysDataCorrectionId names no such 90-day row.`
      })
    )
    .annotateMerge(harvest.reports),
  HttpApiEndpoint.post("generateReportPdf", "/DriverReports/GenerateReportPdf/:id", {
    params: { id: Id },
    query: { lng: ReportLanguage },
    success: PdfLink,
    error: pdfRequestErrors
  }).annotateMerge(
    operation(
      access.machineClients.companyFunctions(FunctionId.driverReport, FunctionId.reportHistory, FunctionId.ninetyDaysReport),
      {
        summary: "Get a link to a stored driver report's PDF",
        description: `Renders the PDF of the report {id} in the language lng (english or french) the first time it is asked for (a report pulled in the portal's screens usually has it already: it is rendered ahead, in the screen's language, while the PDF workers are idle), and answers a link, /api/DriverReports/Pdf/{fileId}, that opens it without a token for 15 minutes. Each call is recorded as a read of the report, as an opening is. Errors: ${readableReport}; ${pdfRenderRefusals}`
      }
    )
  ),
  search
    .get(
      "historySearch",
      "/DriverReports/HistorySearch",
      { query: ReportHistoryQuery, success: ReportHistoryResult },
      access.machineClients.companyFunctions(FunctionId.reportHistory),
      {
        summary: "Search report history",
        description: `Driver reports requested for the organizations and companies the caller holds reportHistory for, newest first, filtered by organization, company, unit, requestor, reference number, licence number, driver name and report date. fromDate and toDate (yyyy-MM-dd, neither in the future) are days in ianaTimezone (America/Toronto when absent); without them the last 3 months. Each row's reads counts the times the report was opened or its PDF asked for, by anyone. ${pagedEither(100)} (the CSV export). Errors: 400 ERROR_400_INVALID_REQUEST for an invalid or future date, a from date after the to date or an unknown time zone; ${companiesRefused("reportHistory")}`
      }
    )
    .annotateMerge(harvest.searches),
  search.get(
    "requestorNameSearch",
    "/Users/RequestorNameSearch",
    { query: RequestorNameQuery, success: RequestorNames },
    access.companyFunctions(FunctionId.reportHistory, FunctionId.ninetyDaysReport),
    {
      summary: "Suggest requestor names for the report history and 90-day filters",
      description: `The distinct names of the users who requested driver reports for the organizations and companies the caller holds reportHistory or ninetyDaysReport for, whose name contains name (2 to 100 characters; case, accents and extra spaces ignored, as the requestor filter of HistorySearch matches), narrowed to organizationId, reportingCompanyId and unitId when given; at most ${maxRequestorNames}, sorted alphabetically. Errors: 400 ERROR_400_INVALID_REQUEST for a name shorter than 2 or longer than 100 characters or an invalid id; 403 COMPANIES_NOT_ALLOWED for an organization or company the caller holds neither function for.`
    }
  )
)

export const ReportFilesGroup = pdfFilesGroup("reportFiles", "/DriverReports/Pdf/:fileId", {
  group: "The driver report PDFs behind the short-lived links.",
  summary: "Open a driver report's PDF",
  linkAnsweredBy: "POST /api/DriverReports/GenerateReportPdf/{id}"
})
