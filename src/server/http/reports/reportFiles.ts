import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../../api/errors"
import { PortalApi } from "../../../api/portalApi"

/** Serves a generated PDF by its unguessable link. */
export const layerReportFiles = HttpApiBuilder.group(PortalApi, "reportFiles", (handlers) =>
  Effect.succeed(handlers.handle("getPdf", () => Effect.fail(new NotFound({}))))
)
