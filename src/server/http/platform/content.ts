import { Effect, Layer, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound, TooManyRequests, Unauthorized } from "../../../api/errors"
import { PortalApi } from "../../../api/portalApi"
import { PortalConfig } from "../../config"
import { CurrentUser, type Caller } from "../../../api/security"
import { ContentRepository, layerContentRepository } from "../../db/platform/contentRepository"
import * as content from "../../domain/platform/content"
import { signInDomainOf } from "../../domain/shared/signInDomain"
import { databaseAnswers } from "../../db/shared/databaseAnswers"
import { inTransaction, onDatabase, onDatabaseWith } from "../../db/shared/onDatabase"
import { findLookupAccount } from "../../db/users"
import { requireRecentAuthentication } from "../../identity/recentAuthentication"
import { layerSignInThrottle, SignInThrottle } from "../../identity/signInThrottle"
import { applicationVersion } from "../../version"

/** Runs a call of the content on the database and the content's repository. */
const onContent = onDatabaseWith(ContentRepository)

export const layerPublicContent = HttpApiBuilder.group(PortalApi, "publicContent", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const read = yield* onContent
    const config = yield* PortalConfig
    const throttle = yield* SignInThrottle
    return handlers
      .handle("getSystemMessage", () => read(content.readSystemMessage))
      .handle("getTermsOfService", () => read(content.readTermsOfService))
      .handle("getContactUs", ({ query }) => read(content.readContactUs(query.lang)))
      .handle("signInLookup", ({ query, request }) =>
        Effect.gen(function* () {
          // Its answers differ by account (document 1 section 8), so one address may ask only so often.
          const address = Option.getOrElse(request.remoteAddress, () => "unknown")
          if (!(yield* throttle.lookup(address).pipe(Effect.orDie))) return yield* new TooManyRequests({})
          const account = yield* findLookupAccount(query.userId).pipe(Effect.orDie)
          if (!account) return yield* new NotFound({ message: "User is not authorized to log in" })
          if (account.isDisabled) return yield* new Unauthorized({ message: "Account disabled" })
          return { b2CDomainName: signInDomainOf(account) }
        }).pipe(run)
      )
      .handle("health", () => run(Effect.as(databaseAnswers, { status: "ok" as const, version: applicationVersion })))
      .handle("clientConfig", () =>
        Effect.succeed({
          authority: config.oidcIssuer,
          clientId: config.oidcClientId,
          audience: config.oidcAudience,
          idleTimeoutSeconds: config.idleTimeoutSeconds,
          passwordResetUrl: config.passwordResetUrl,
          learnMoreUrl: config.learnMoreUrl,
          version: applicationVersion
        })
      )
  })
).pipe(Layer.provide([layerSignInThrottle, layerContentRepository]))

/** Each change in one transaction on the content's repository, as the signed-in user, who must have authenticated lately. */
const asChanger = Effect.map(
  onContent,
  (run) =>
    <A, E, R>(body: (user: Caller, authorized: ReturnType<typeof requireRecentAuthentication>) => Effect.Effect<A, E, R>) =>
      run(inTransaction(Effect.flatMap(CurrentUser, (user) => body(user, requireRecentAuthentication(user)))))
)

export const layerContentAdministration = HttpApiBuilder.group(PortalApi, "contentAdministration", (handlers) =>
  Effect.map(asChanger, (as) =>
    handlers
      .handle("putSystemMessage", ({ payload }) => as((user, authorized) => content.saveSystemMessage(user, payload, authorized)))
      .handle("putTermsOfService", ({ payload }) =>
        as((user, authorized) => content.publishTermsOfService(user, payload, authorized))
      )
      .handle("putContactUs", ({ payload, query }) =>
        as((user, authorized) => content.saveContactUs(user, query.lang, payload, authorized))
      )
  )
).pipe(Layer.provide(layerContentRepository))
