import { Effect, Layer, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound, TooManyRequests, Unauthorized } from "../../../api/errors"
import { PortalApi } from "../../../api/portalApi"
import { PortalConfig } from "../../config"
import { CurrentUser } from "../../../api/security"
import {
  addTerms,
  readContactUs,
  readSystemMessage,
  readTerms,
  recordContentChange,
  writeContactUs,
  writeSystemMessage
} from "../../db/platform/content"
import { checkSystemMessage, checkTermsOfService, contactUsAfter } from "../../domain/platform/content"
import { signInDomainOf } from "../../domain/shared/signInDomain"
import { databaseAnswers } from "../../db/shared/databaseAnswers"
import { inTransaction, onDatabase } from "../../db/shared/onDatabase"
import { findLookupAccount } from "../../db/users"
import { requireRecentAuthentication } from "../../identity/recentAuthentication"
import { layerSignInThrottle, SignInThrottle } from "../../identity/signInThrottle"
import { applicationVersion } from "../../version"

export const layerPublicContent = HttpApiBuilder.group(PortalApi, "publicContent", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const config = yield* PortalConfig
    const throttle = yield* SignInThrottle
    return handlers
      .handle("getSystemMessage", () => run(readSystemMessage))
      .handle("getTermsOfService", () => run(readTerms))
      .handle("getContactUs", ({ query }) =>
        run(Effect.map(readContactUs, (texts) => ({ lang: query.lang, text: query.lang === "fr" ? texts.textFr : texts.textEn })))
      )
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
).pipe(Layer.provide(layerSignInThrottle))

export const layerContentAdministration = HttpApiBuilder.group(PortalApi, "contentAdministration", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers
      .handle("putSystemMessage", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* checkSystemMessage(payload)
          return yield* run(
            inTransaction(
              Effect.gen(function* () {
                yield* requireRecentAuthentication(user)
                const previous = yield* readSystemMessage
                yield* writeSystemMessage(payload)
                yield* recordContentChange("systemMessage", user.id, previous, payload)
                return yield* readSystemMessage
              })
            )
          )
        })
      )
      .handle("putTermsOfService", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* checkTermsOfService(payload)
          return yield* run(
            inTransaction(
              Effect.gen(function* () {
                yield* requireRecentAuthentication(user)
                const previous = yield* readTerms
                yield* addTerms(payload, user.id)
                yield* recordContentChange("termsOfService", user.id, previous, payload)
                return yield* readTerms
              })
            )
          )
        })
      )
      .handle("putContactUs", ({ payload, query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* run(
            inTransaction(
              Effect.gen(function* () {
                const previous = yield* readContactUs
                const texts = yield* contactUsAfter(previous, query.lang, payload)
                yield* requireRecentAuthentication(user)
                yield* writeContactUs(texts)
                yield* recordContentChange("contactUs", user.id, previous, texts)
                return texts
              })
            )
          )
        })
      )
  })
)
