import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../../api/errors"
import { PortalApi } from "../../../api/portalApi"
import { invalidRequest } from "../../domain/invalidRequest"

/** The upload of supplementary data files and the progress of one. */
export const layerSdcUpload = HttpApiBuilder.group(PortalApi, "sdcUpload", (handlers) =>
  Effect.succeed(
    handlers
      .handle("uploadSdcFile", () => Effect.fail(invalidRequest("Uploads are not open yet")))
      .handle("getSdcUpload", () => Effect.fail(new NotFound({ message: "No such upload" })))
  )
)
