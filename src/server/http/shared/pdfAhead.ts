import { Effect } from "effect"
import { HttpServerRequest } from "effect/http"
import { aheadPdf } from "../../db/shared/reportPdfs"
import { aheadKey } from "../../pdf/pdfAhead"
import { PdfRenderer, type AheadReport } from "../../pdf/pdfRenderer"
import { requestLanguage } from "../../shared/requestLanguage"

/**
 * The report's PDF, rendered ahead in the language of the screen that pulled or opened the report (the
 * portal's language cookie, else the browser's languages), so that it is ready when Print is pressed.
 * Offered once the report is stored, to a worker of its own at the lowest priority.
 */
export const renderPdfAhead = (reportId: number, report: AheadReport) =>
  Effect.gen(function* () {
    const renderer = yield* PdfRenderer
    const language = requestLanguage((yield* HttpServerRequest.HttpServerRequest).headers)
    const pdf = yield* aheadPdf(report.kind, reportId, language)
    yield* renderer.reportAhead({ key: aheadKey(reportId, language, report.kind), report, language, pdf })
  })

/** Before a request renders the report's PDF itself: the render ahead of the same PDF is dropped or waited for. */
export const settlePdfAhead = (reportId: number, language: "en" | "fr", kind: AheadReport["kind"]) =>
  Effect.flatMap(PdfRenderer, (renderer) => renderer.settleAhead(aheadKey(reportId, language, kind)))
