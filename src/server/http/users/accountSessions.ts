import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../../api/errors"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { listAccountSessions } from "../../db/identity/accountSessions"
import { onDatabase } from "../../db/shared/onDatabase"
import { endAccountSession } from "../../identity/accountSessions"

/** GET and DELETE /api/Account/Sessions: the signed-in person's own sessions (ASVS 3.3.4). */
export const layerAccountSessions = HttpApiBuilder.group(PortalApi, "accountSessions", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers
      .handle("list", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          if (!user.sub) return []
          const rows = yield* listAccountSessions(user.sub)
          return rows.map((row) => ({
            id: row.grantId,
            userAgent: row.userAgent,
            address: row.address,
            startedAt: row.startedAt.toISOString(),
            lastUsedAt: row.lastUsedAt.toISOString(),
            current: row.grantId === user.sessionId
          }))
        }).pipe(run)
      )
      .handle("end", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const ended = user.sub ? yield* endAccountSession(user.sub, params.id) : false
          if (!ended) return yield* new NotFound({ message: "No such session" })
        }).pipe(run)
      )
  })
)
