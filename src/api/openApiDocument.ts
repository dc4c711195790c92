import { OpenApi } from "effect/http-api"
import { harvestExtension } from "./harvestLimit"
import { idempotencyKeyHours, idempotentOperations } from "./reports/reportReuse"

const description = `The calls of the Driver and Vehicle Data Portal: the ones its own browser app makes, open to the
systems of carriers and other members with the same rules.

Protected calls take an access token of the portal's OpenID provider as \`Authorization: Bearer <token>\`. Bodies
are JSON except the PDF files; dates are yyyy-MM-dd and date-times ISO 8601 with an offset. Each operation states who
may call it (Access) and the errors of its own rules.

Errors come as JSON whose \`_tag\` names them: 400 \`BadRequest\` with a \`code\` (ERROR_400_...) and a \`message\`,
401 \`Unauthorized\`, 403 \`Forbidden\` with a \`token\`, 404 \`NotFound\`, 409 \`Conflict\`, 413 \`PayloadTooLarge\`,
415 \`UnsupportedMediaType\`, 429 \`TooManyRequests\`, 500 \`InternalError\`, 503 \`ServiceUnavailable\` with \`reason\`,
\`retryAfterSeconds\` and the same \`Retry-After\` header (DATABASE_UNAVAILABLE: the database connection was lost,
nothing was done, send the request again). Every call answers 400 ERROR_400_INVALID_REQUEST when its path, query
or body breaks the schema below (an unknown query parameter or body field included; the message names the problem)
and 413 when its body is larger than the operation allows (1 MiB unless it says otherwise). Every protected call answers 401 without a valid, unexpired token or for a user
the portal does not know, with a \`WWW-Authenticate: Bearer\` challenge (RFC 6750; \`error="invalid_token"\` and its
description when a token was sent), and 403 ACCOUNT_DISABLED when the caller's account is disabled.

Reports generated (driver, regenerated and vehicle reports) and searches (driver search, report history, 90-day
list) count towards limits per user, per minute and per day, set high enough that people at work never meet them;
past one, 429 \`TooManyRequests\` with \`limit\` (reports or searches), \`retryAfterSeconds\` and the same
\`Retry-After\` header, and nothing is done. A machine client counts as the account its client id maps to. Every
answer of a counted operation (marked \`${harvestExtension}\`), 429 included, carries \`RateLimit-Limit\`,
\`RateLimit-Remaining\` and \`RateLimit-Reset\` (the IETF httpapi ratelimit headers draft's fields) for the tighter of
its minute and day windows: the one with fewer calls remaining.`

const alternatives = new Set(["anyOf", "oneOf"])

/**
 * effect's generator writes an optional nullable field (`Schema.optional(Schema.NullOr(X))`) as
 * `anyOf: [X, null, null]`: the absent value and null both become `{ type: "null" }`. Repeated
 * alternatives mean nothing, and Redocly's no-illogical-composition-keywords rule refuses them.
 */
const withoutRepeatedAlternatives = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutRepeatedAlternatives)
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => {
      const cleaned = withoutRepeatedAlternatives(member)
      if (!alternatives.has(key) || !Array.isArray(cleaned)) return [key, cleaned]
      const seen = new Set<string>()
      return [key, cleaned.filter((schema) => !seen.has(JSON.stringify(schema)) && seen.add(JSON.stringify(schema)))]
    })
  )
}

/** The RateLimit-* headers every answer of a counted operation carries, as the document's components. */
const rateLimitHeaders = {
  "RateLimit-Limit":
    "The limit of the tighter window (minute or day, the one with fewer calls remaining) on what the operation counts.",
  "RateLimit-Remaining": "How many more calls of that kind the window allows (0 on a 429).",
  "RateLimit-Reset": "Seconds until that window starts again."
}

type Operation = { readonly [key: string]: unknown; readonly responses?: Record<string, Record<string, unknown>> }

/** Gives every answer of each counted operation the RateLimit-* headers, by reference to the components. */
const withRateLimitHeaders = (
  document: Record<string, { readonly [key: string]: unknown }>
): Record<string, { readonly [key: string]: unknown }> => {
  const paths = document.paths as Record<string, Record<string, Operation>>
  const headerRefs = Object.fromEntries(
    Object.keys(rateLimitHeaders).map((name) => [name, { $ref: `#/components/headers/${name}` }])
  )
  const countedPaths = Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [
          method,
          operation[harvestExtension] === undefined || operation.responses === undefined
            ? operation
            : {
                ...operation,
                responses: Object.fromEntries(
                  Object.entries(operation.responses).map(([status, response]) => [
                    status,
                    { ...response, headers: { ...(response.headers as object | undefined), ...headerRefs } }
                  ])
                )
              }
        ])
      )
    ])
  )
  const headers = Object.fromEntries(
    Object.entries(rateLimitHeaders).map(([name, description]) => [
      name,
      { description, schema: { type: "integer", minimum: 0 } }
    ])
  )
  return {
    ...document,
    paths: countedPaths,
    components: { ...document.components, headers: { ...(document.components?.headers as object | undefined), ...headers } }
  }
}

/** The Idempotency-Key header, optional, listed on the operations that read it. */
const withIdempotencyKeyHeader = (
  document: Record<string, { readonly [key: string]: unknown }>
): Record<string, { readonly [key: string]: unknown }> => {
  const parameter = {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    description: `A key of the caller's choice (a UUID, say): sent again within ${idempotencyKeyHours} hours with the same request, the first answer comes back and nothing new is stored or counted.`,
    schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,255}$" }
  }
  const paths = document.paths as Record<string, Record<string, Operation>>
  return {
    ...document,
    paths: Object.fromEntries(
      Object.entries(paths).map(([path, item]) => [
        path,
        Object.fromEntries(
          Object.entries(item).map(([method, operation]) => [
            method,
            idempotentOperations.includes(String(operation.operationId))
              ? { ...operation, parameters: [...((operation.parameters as Array<unknown> | undefined) ?? []), parameter] }
              : operation
          ])
        )
      ])
    )
  }
}

/** The document's own parts: what carriers read first, where to ask, and the terms the calls are used under. */
export const documentAnnotations = OpenApi.annotations({
  description,
  // URLs are relative to the portal serving this document.
  servers: [{ url: "/", description: "The portal serving this document" }],
  license: { name: "Proprietary: used under the portal's terms of use", url: "/terms" },
  transform: (document) => {
    const cleaned = withIdempotencyKeyHeader(
      withRateLimitHeaders(withoutRepeatedAlternatives(document) as Record<string, { readonly [key: string]: unknown }>)
    )
    return { ...cleaned, info: { ...cleaned.info, contact: { name: "Portal support (contact us)", url: "/contactUs" } } }
  }
})
