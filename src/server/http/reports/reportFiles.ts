import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../../api/errors"
import { PortalApi } from "../../../api/portalApi"
import { readPdf } from "../../db/shared/reportPdfs"
import { onDatabase } from "../../db/shared/onDatabase"
import { pdfDisposition } from "../../pdf/pdfFileName"

/** GET /DriverReports/Pdf/{fileId}: the link is the credential; it works for 15 minutes. */
export const layerReportFiles = HttpApiBuilder.group(PortalApi, "reportFiles", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers.handle("getPdf", ({ params }) =>
      Effect.gen(function* () {
        const pdf = yield* readPdf(params.fileId)
        if (!pdf) return yield* new NotFound({ message: "This link has expired" })
        return HttpServerResponse.uint8Array(pdf.bytes, {
          contentType: "application/pdf",
          headers: {
            "content-disposition": pdfDisposition("driver", pdf.subject, pdf.reportDay, pdf.language),
            "cache-control": "private, no-store"
          }
        })
      }).pipe(run)
    )
  })
)
