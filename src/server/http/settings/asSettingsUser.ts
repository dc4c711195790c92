import { Effect } from "effect"
import { CurrentUser, type Caller } from "../../../api/security"
import { SettingsRepository } from "../../db/settings/settingsRepository"
import { inTransaction, onDatabase } from "../../db/shared/onDatabase"
import { requireRecentAuthentication } from "../../identity/recentAuthentication"

/** Each call of settings tabs 1 and 2 in one transaction on the settings' repository, as the signed-in user (whose changes are recorded). */
export const asSettingsUser = Effect.gen(function* () {
  const run = yield* onDatabase
  const repository = yield* SettingsRepository
  return <A, E, R>(body: (user: Caller) => Effect.Effect<A, E, R>) =>
    run(inTransaction(Effect.provideService(Effect.flatMap(CurrentUser, body), SettingsRepository, repository)))
})

/** A change of the settings: the caller must have authenticated in the last 15 minutes (ASVS 3.7.1). */
export const changing =
  <A, E, R>(body: (user: Caller) => Effect.Effect<A, E, R>) =>
  (user: Caller) =>
    Effect.andThen(requireRecentAuthentication(user), body(user))
