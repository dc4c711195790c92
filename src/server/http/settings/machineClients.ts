import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { layerSettingsRepository } from "../../db/settings/settingsRepository"
import { issueClientSecret } from "../../domain/settings/machineClients"
import { asSettingsUser, changing } from "./asSettingsUser"

export const layerMachineClients = HttpApiBuilder.group(PortalApi, "machineClients", (handlers) =>
  Effect.map(asSettingsUser, (as) =>
    handlers.handle("issueSecret", ({ params }) => as(changing((user) => issueClientSecret(user, params.id))))
  )
).pipe(Layer.provide(layerSettingsRepository))
