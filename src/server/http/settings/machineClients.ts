import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { inTransaction, onDatabase } from "../../db/shared/onDatabase"
import { issueClientSecret } from "../../domain/settings/machineClients"

export const layerMachineClients = HttpApiBuilder.group(PortalApi, "machineClients", (handlers) =>
  Effect.map(onDatabase, (run) =>
    handlers.handle("issueSecret", ({ params }) =>
      run(inTransaction(Effect.flatMap(CurrentUser, (user) => issueClientSecret(user, params.id))))
    )
  )
)
