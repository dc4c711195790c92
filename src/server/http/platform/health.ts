import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { databaseAnswers } from "../../db/shared/databaseAnswers"
import { applicationVersion } from "../../version"

/** Once this answers, every route does: Effect attaches its request listener only after building them all. */
export const layerHealth = HttpApiBuilder.group(PortalApi, "health", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return handlers
      .handle("live", () => Effect.succeed({ status: "live" as const }))
      .handle("ready", () =>
        databaseAnswers.pipe(
          Effect.as({ status: "ready" as const, version: applicationVersion }),
          Effect.provideService(SqlClient.SqlClient, sql),
          Effect.orDie
        )
      )
  })
)
