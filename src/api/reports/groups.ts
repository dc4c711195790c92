import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { access } from "../access"
import { BadRequest, Forbidden, InternalError, NotFound } from "../errors"
import { Id, IdOrZero, Text } from "../fields"
import { FunctionId } from "../functions"
import { Authorization } from "../security"
import {
  DriverReport,
  DriverSearchPayload,
  DriverSearchResult,
  GenerateReportPayload,
  PdfFileId,
  PdfLink,
  ReportHistoryQuery,
  ReportHistoryResult,
  ReportLanguage
} from "./schemas"

const IanaTimezone = Text(64).check(Schema.isMinLength(1))

/** Driver reports (document 3 section 7), under /DriverReports. */
export const DriverReportsGroup = HttpApiGroup.make("driverReports")
  .add(
    HttpApiEndpoint.post("search", "/DriverReports/Search", {
      payload: DriverSearchPayload,
      success: DriverSearchResult,
      error: [BadRequest, Forbidden]
    }).annotateMerge(access.functions(FunctionId.driverReport)),
    HttpApiEndpoint.post("generateReport", "/DriverReports/GenerateReport", {
      query: { ianaTimezone: IanaTimezone },
      payload: GenerateReportPayload,
      success: DriverReport,
      error: [BadRequest, Forbidden, NotFound]
    }).annotateMerge(access.functions(FunctionId.driverReport)),
    HttpApiEndpoint.get("getById", "/DriverReports/GetById/:reportId/:contextId", {
      params: { reportId: Id, contextId: IdOrZero },
      success: DriverReport,
      error: [Forbidden, NotFound]
    }).annotateMerge(access.companyFunctions(FunctionId.driverReport, FunctionId.reportHistory, FunctionId.ninetyDaysReport)),
    HttpApiEndpoint.post("regenerateReport", "/DriverReports/RegenerateReport/:id", {
      params: { id: Id },
      query: { ianaTimezone: IanaTimezone, ninetyDaysDataCorrectionId: Schema.optional(Id) },
      success: DriverReport,
      error: [Forbidden, NotFound]
    }).annotateMerge(access.companyFunctions(FunctionId.driverReport, FunctionId.ninetyDaysReport)),
    HttpApiEndpoint.post("generateReportPdf", "/DriverReports/GenerateReportPdf/:id", {
      params: { id: Id },
      query: { lng: ReportLanguage },
      success: PdfLink,
      error: [Forbidden, NotFound, InternalError]
    }).annotateMerge(access.companyFunctions(FunctionId.driverReport, FunctionId.reportHistory, FunctionId.ninetyDaysReport)),
    HttpApiEndpoint.get("historySearch", "/DriverReports/HistorySearch", {
      query: ReportHistoryQuery,
      success: ReportHistoryResult,
      error: [BadRequest, Forbidden]
    }).annotateMerge(access.companyFunctions(FunctionId.reportHistory))
  )
  .middleware(Authorization)

/**
 * The PDF link opens in a new window, which carries no bearer token: the link itself is the
 * credential (unguessable, short-lived, bound to the report and its requester's access).
 */
export const ReportFilesGroup = HttpApiGroup.make("reportFiles").add(
  HttpApiEndpoint.get("getPdf", "/DriverReports/Pdf/:fileId", {
    params: { fileId: PdfFileId },
    success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/pdf" })),
    error: NotFound
  }).annotateMerge(access.link)
)
