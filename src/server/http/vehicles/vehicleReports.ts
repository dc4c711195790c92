import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import { PortalApi } from "../../../api/portalApi"
import { requireFunction } from "../../domain/authorization"

export const layerVehicleReports = HttpApiBuilder.group(PortalApi, "vehicleReports", (handlers) =>
  Effect.succeed(
    handlers
      .handle("generate", () =>
        Effect.gen(function* () {
          yield* requireFunction(FunctionId.vehicleReport)
          return yield* new NotFound({ message: "No vehicle data" })
        })
      )
      .handle("generatePdf", () =>
        Effect.gen(function* () {
          yield* requireFunction(FunctionId.vehicleReport)
          return yield* new NotFound({ message: "No vehicle report" })
        })
      )
  )
)
