import { Schema } from "effect"
import type { HttpRouter } from "effect/http"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { access, operation } from "../access"
import { Forbidden, InternalError, NotFound, ServiceUnavailable } from "../errors"
import { apiGroup } from "../shared/apiGroup"
import { PdfFileId } from "./schemas"

/**
 * What asking for a stored report's PDF may answer besides the link: a function not held (403), an unknown
 * report or one out of the caller's reach (404), a PDF not rendered (500), the PDF workers busy or the
 * database lost (503).
 */
export const pdfRequestErrors = [Forbidden, NotFound, InternalError, ServiceUnavailable] as const

/** The render failures of a report's PDF, as driver and vehicle reports describe them. */
export const pdfRenderRefusals =
  "500 when the PDF could not be rendered; 503 ServiceUnavailable (reason PDF_BUSY) with Retry-After in seconds, at once, when the PDF workers and their short queue are full (PDF_WORKERS, PDF_QUEUE), or (reason DATABASE_UNAVAILABLE) when the database connection was lost: nothing was done, send the same request again after Retry-After; the body carries message and messageFr."

/**
 * The group behind a report's PDF links. The link opens in a new window, which carries no bearer token:
 * the link itself is the credential (unguessable, short-lived, bound to the report and its requester's access).
 */
export const pdfFilesGroup = <const Id extends string, const Path extends HttpRouter.PathInput>(
  id: Id,
  path: Path,
  text: { readonly group: string; readonly summary: string; readonly linkAnsweredBy: string }
) =>
  apiGroup(
    id,
    text.group,
    HttpApiEndpoint.get("getPdf", path, {
      params: { fileId: PdfFileId },
      success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/pdf" })),
      error: NotFound
    }).annotateMerge(
      operation(access.link, {
        summary: text.summary,
        description: `The PDF behind a link answered by ${text.linkAnsweredBy}, shown inline and not cached. Errors: 404 when the link is unknown or older than 15 minutes.`
      })
    )
  )
