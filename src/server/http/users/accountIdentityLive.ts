import { Effect, Layer } from "effect"
import { onDatabase } from "../../db/shared/onDatabase"
import { AccountIdentity } from "../../domain/users/accountIdentity"
import { Invitations } from "../../identity/invitations"
import { requireRecentAuthentication } from "../../identity/recentAuthentication"

/** The identity provider's invitations and recent-authentication check, on the database the handlers run on. */
export const layerAccountIdentity = Layer.effect(
  AccountIdentity,
  Effect.gen(function* () {
    const run = yield* onDatabase
    const invitations = yield* Invitations
    return {
      invite: (userId, issuedBy) => run(invitations.issue(userId, issuedBy)),
      requireRecentAuthentication: (caller) => run(requireRecentAuthentication(caller))
    }
  })
)
