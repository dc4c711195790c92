import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { BadRequest, Forbidden, InternalError, NotFound } from "../errors"
import { Authorization } from "../security"
import {
  DriverReport,
  DriverSearchPayload,
  DriverSearchResult,
  GenerateReportPayload,
  PdfLink,
  ReportHistoryQuery,
  ReportHistoryResult,
  ReportLanguage
} from "./schemas"

const IanaTimezone = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))

/** Driver reports (document 3 section 7), under /DriverReports. */
export const DriverReportsGroup = HttpApiGroup.make("driverReports")
  .add(
    HttpApiEndpoint.post("search", "/DriverReports/Search", {
      payload: DriverSearchPayload,
      success: DriverSearchResult,
      error: [BadRequest, Forbidden]
    }),
    HttpApiEndpoint.post("generateReport", "/DriverReports/GenerateReport", {
      query: { ianaTimezone: IanaTimezone },
      payload: GenerateReportPayload,
      success: DriverReport,
      error: [BadRequest, Forbidden, NotFound]
    }),
    HttpApiEndpoint.get("getById", "/DriverReports/GetById/:reportId/:contextId", {
      params: { reportId: Schema.Int, contextId: Schema.Int },
      success: DriverReport,
      error: [Forbidden, NotFound]
    }),
    HttpApiEndpoint.post("regenerateReport", "/DriverReports/RegenerateReport/:id", {
      params: { id: Schema.Int },
      query: { ianaTimezone: IanaTimezone, ninetyDaysDataCorrectionId: Schema.optional(Schema.Int) },
      success: DriverReport,
      error: [Forbidden, NotFound]
    }),
    HttpApiEndpoint.post("generateReportPdf", "/DriverReports/GenerateReportPdf/:id", {
      params: { id: Schema.Int },
      query: { lng: ReportLanguage },
      success: PdfLink,
      error: [Forbidden, NotFound, InternalError]
    }),
    HttpApiEndpoint.get("historySearch", "/DriverReports/HistorySearch", {
      query: ReportHistoryQuery,
      success: ReportHistoryResult,
      error: [BadRequest, Forbidden]
    })
  )
  .middleware(Authorization)

/**
 * The PDF link opens in a new window, which carries no bearer token: the link itself is the
 * credential (unguessable, short-lived, bound to the report and its requester's access).
 */
export const ReportFilesGroup = HttpApiGroup.make("reportFiles").add(
  HttpApiEndpoint.get("getPdf", "/DriverReports/Pdf/:fileId", {
    params: { fileId: Schema.String.check(Schema.isPattern(/^[0-9a-f-]{36}$/)) },
    success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/pdf" })),
    error: NotFound
  })
)
