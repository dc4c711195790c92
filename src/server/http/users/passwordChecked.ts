import { Effect, Option } from "effect"
import type { HttpServerRequest } from "effect/http"
import { CurrentUser, type Caller } from "../../../api/security"
import { onDatabase } from "../../db/shared/onDatabase"
import { SignInThrottle } from "../../identity/signInThrottle"

/**
 * Runs a call in which the signed-in person gives their password again: on the database, counted by
 * the sign-in throttle by account and by the client's address, as a sign-in is.
 */
export const passwordChecked = Effect.gen(function* () {
  const run = yield* onDatabase
  const throttle = yield* SignInThrottle
  return <A, E, R>(
    request: HttpServerRequest.HttpServerRequest,
    body: (user: Caller, address: string) => Effect.Effect<A, E, R>
  ) =>
    Effect.flatMap(CurrentUser, (user) =>
      body(
        user,
        Option.getOrElse(request.remoteAddress, () => "unknown")
      )
    ).pipe(run, Effect.provideService(SignInThrottle, throttle))
})
