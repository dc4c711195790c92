import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../../api/errors"
import { PortalApi } from "../../../api/portalApi"

/** Driver search, report generation, PDF links and report history (document 3 section 7). */
export const layerDriverReports = HttpApiBuilder.group(PortalApi, "driverReports", (handlers) =>
  Effect.succeed(
    handlers
      .handle("search", () => Effect.succeed({ count: 0, data: [] }))
      .handle("generateReport", () => Effect.fail(new NotFound({})))
      .handle("getById", () => Effect.fail(new NotFound({})))
      .handle("regenerateReport", () => Effect.fail(new NotFound({})))
      .handle("generateReportPdf", () => Effect.fail(new NotFound({})))
      .handle("historySearch", () => Effect.succeed({ count: 0, data: [] }))
  )
)
