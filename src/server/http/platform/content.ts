import { Effect, Layer, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { BadRequest, NotFound, TooManyRequests, Unauthorized } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import type { SystemMessage, TermsOfService } from "../../../api/platform/schemas"
import { PortalApi } from "../../../api/portalApi"
import { PortalConfig } from "../../config"
import { requireFunction } from "../../domain/authorization"
import { findSignInAccount } from "../../db/users"
import { layerSignInThrottle, SignInThrottle } from "../../identity/signInThrottle"
import { applicationVersion } from "../../version"

const toIso = (date: Date | null) => (date ? date.toISOString() : null)

const readSystemMessage = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<{ startDate: Date | null; endDate: Date | null; messageEn: string; messageFr: string }>`
    SELECT start_date, end_date, message_en, message_fr FROM system_message WHERE id = 1`
  return {
    startDate: toIso(row!.startDate),
    endDate: toIso(row!.endDate),
    messageEn: row!.messageEn,
    messageFr: row!.messageFr
  } satisfies SystemMessage
}).pipe(Effect.orDie)

const readTerms = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<TermsOfService>`
    SELECT version, text_en, text_fr FROM terms_of_service ORDER BY version DESC LIMIT 1`
  return row!
}).pipe(Effect.orDie)

export const layerPublicContent = HttpApiBuilder.group(PortalApi, "publicContent", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const config = yield* PortalConfig
    const throttle = yield* SignInThrottle
    return handlers
      .handle("getSystemMessage", () => Effect.provideService(readSystemMessage, SqlClient.SqlClient, sql))
      .handle("getTermsOfService", () => Effect.provideService(readTerms, SqlClient.SqlClient, sql))
      .handle("getContactUs", ({ query }) =>
        sql<{ textEn: string; textFr: string }>`SELECT text_en, text_fr FROM contact_us WHERE id = 1`.pipe(
          Effect.map(([row]) => ({ lang: query.lang, text: query.lang === "fr" ? row!.textFr : row!.textEn })),
          Effect.orDie
        )
      )
      .handle("signInLookup", ({ query, request }) =>
        Effect.gen(function* () {
          // Its answers differ by account (document 1 section 8), so one address may ask only so often.
          const address = Option.getOrElse(request.remoteAddress, () => "unknown")
          if (!(yield* throttle.lookup(address).pipe(Effect.orDie))) return yield* new TooManyRequests({})
          const account = yield* findSignInAccount(query.userId).pipe(Effect.orDie)
          if (!account) return yield* new NotFound({ message: "User is not authorized to log in" })
          if (account.isDisabled) return yield* new Unauthorized({ message: "Account disabled" })
          return { b2CDomainName: account.isIbcCredentials ? "bureau-credentials" : account.identityDomain }
        }).pipe(Effect.provideService(SqlClient.SqlClient, sql))
      )
      .handle("health", () => sql`SELECT 1`.pipe(Effect.as({ status: "ok" as const, version: applicationVersion }), Effect.orDie))
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

const recordChange = (content: string, userId: number, previous: unknown, current: unknown) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO content_change (content, changed_by, previous, current)
      VALUES (${content}, ${userId}, ${JSON.stringify(previous)}::jsonb, ${JSON.stringify(current)}::jsonb)`
  })

export const layerContentAdministration = HttpApiBuilder.group(PortalApi, "contentAdministration", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const inTransaction = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) =>
      sql.withTransaction(effect).pipe(Effect.provideService(SqlClient.SqlClient, sql), Effect.orDie)
    return handlers
      .handle("putSystemMessage", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* requireFunction(FunctionId.manageSystemFunction)
          if (payload.startDate && payload.endDate && Date.parse(payload.endDate) < Date.parse(payload.startDate)) {
            return yield* new BadRequest({ code: "ERROR_400_INVALID_REQUEST", message: "endDate is before startDate" })
          }
          return yield* inTransaction(
            Effect.gen(function* () {
              const previous = yield* readSystemMessage
              yield* sql`UPDATE system_message SET start_date = ${payload.startDate}, end_date = ${payload.endDate},
                message_en = ${payload.messageEn}, message_fr = ${payload.messageFr} WHERE id = 1`
              yield* recordChange("systemMessage", user.id, previous, payload)
              return yield* readSystemMessage
            })
          )
        })
      )
      .handle("putTermsOfService", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* requireFunction(FunctionId.manageSystemFunction)
          return yield* inTransaction(
            Effect.gen(function* () {
              const previous = yield* readTerms
              yield* sql`INSERT INTO terms_of_service (text_en, text_fr, created_by)
                VALUES (${payload.textEn}, ${payload.textFr}, ${user.id})`
              yield* recordChange("termsOfService", user.id, previous, payload)
              return yield* readTerms
            })
          )
        })
      )
      .handle("putContactUs", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* requireFunction(FunctionId.manageSystemFunction)
          return yield* inTransaction(
            Effect.gen(function* () {
              const [previous] = yield* sql`SELECT text_en, text_fr FROM contact_us WHERE id = 1`
              yield* sql`UPDATE contact_us SET text_en = ${payload.textEn}, text_fr = ${payload.textFr} WHERE id = 1`
              yield* recordChange("contactUs", user.id, previous, payload)
              return payload
            })
          )
        })
      )
  })
)
