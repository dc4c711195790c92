import { Effect, Layer } from "effect"
import { CurrentUser } from "../../../api/security"
import { inTransaction, onDatabase } from "../../db/shared/onDatabase"
import { layerUsersRepository, UsersRepository } from "../../db/users/usersRepository"
import { AccountIdentity } from "../../domain/users/accountIdentity"
import { administratorOf, type Administrator } from "../../domain/users/administrator"
import { layerAccountIdentity } from "./accountIdentityLive"

/** The caller as the administrator of the users they manage. */
const administrator = Effect.map(CurrentUser, administratorOf)

/**
 * Runs the calls of user administration as the caller's administrator, on the users' repository and the
 * identity provider: `read` as it is, `change` in one transaction (the record, its grants, its history
 * and its invitation, or nothing).
 */
export const asAdministrator = Effect.gen(function* () {
  const run = yield* onDatabase
  const repository = yield* UsersRepository
  const identity = yield* AccountIdentity
  const withServices = <A, E, R>(body: (admin: Administrator) => Effect.Effect<A, E, R>) =>
    Effect.flatMap(administrator, body).pipe(
      Effect.provideService(UsersRepository, repository),
      Effect.provideService(AccountIdentity, identity)
    )
  return {
    read: <A, E, R>(body: (admin: Administrator) => Effect.Effect<A, E, R>) => run(withServices(body)),
    change: <A, E, R>(body: (admin: Administrator) => Effect.Effect<A, E, R>) => run(inTransaction(withServices(body)))
  }
})

/** What `asAdministrator` needs: the users' repository and the identity provider, over the SQL client. */
export const layerUsersServices = Layer.mergeAll(layerUsersRepository, layerAccountIdentity)
