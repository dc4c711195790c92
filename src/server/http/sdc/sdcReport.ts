import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { sdcFileStatuses, sdcFileTypes } from "../../../api/sdc/schemas"
import { onDatabase } from "../../db/shared/onDatabase"
import { errorReportHandler } from "./errorReport"
import { sdcReportsHandler } from "./sdcReports"

/** The SDC report (document 2): its lists, the files uploaded and their error reports. */
export const layerSdcReport = HttpApiBuilder.group(PortalApi, "sdcReport", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers
      .handle("getAllFileStatus", () => Effect.succeed(sdcFileStatuses))
      .handle("getAllFileTypes", () => Effect.succeed(sdcFileTypes))
      .handle("getSdcReports", ({ query }) => run(sdcReportsHandler(query)))
      .handle("getSdcErrorReport", ({ params, query }) => run(errorReportHandler(params.id, query.lang ?? "en")))
  })
)
