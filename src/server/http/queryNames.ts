import { Effect, SchemaAST } from "effect"
import { HttpServerRequest } from "effect/http"
import type { HttpApiEndpoint } from "effect/http-api"
import { BadRequest } from "../../api/errors"

const namesCache = new WeakMap<HttpApiEndpoint.Top, ReadonlyMap<string, string>>()

/** The endpoint's query parameter names, by their lower-case form. */
const queryNames = (endpoint: HttpApiEndpoint.Top): ReadonlyMap<string, string> => {
  const cached = namesCache.get(endpoint)
  if (cached) return cached
  const ast = endpoint.query?.ast
  const names = new Map<string, string>()
  if (ast && SchemaAST.isObjects(ast)) {
    for (const property of ast.propertySignatures) names.set(String(property.name).toLowerCase(), String(property.name))
  }
  namesCache.set(endpoint, names)
  return names
}

/**
 * Query parameters the contract does not name are refused with 400, not ignored (a misspelt
 * `PageSize` would otherwise return the whole result). Names match without regard to case, since
 * the spec writes some of them `PageSize` and others `pageSize`; each is passed on as the contract
 * spells it.
 */
export const withKnownQuery = <A, E, R>(endpoint: HttpApiEndpoint.Top, httpEffect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const received = yield* HttpServerRequest.ParsedSearchParams
    const names = queryNames(endpoint)
    const normalized: Record<string, string | Array<string>> = {}
    for (const [key, value] of Object.entries(received)) {
      const name = names.get(key.toLowerCase())
      if (name === undefined) {
        return yield* new BadRequest({
          code: "ERROR_400_INVALID_REQUEST",
          message: `Unknown query parameter ${key.slice(0, 64)}`
        })
      }
      if (Object.hasOwn(normalized, name) || Array.isArray(value)) {
        return yield* new BadRequest({
          code: "ERROR_400_INVALID_REQUEST",
          message: `Query parameter ${name} given more than once`
        })
      }
      normalized[name] = value
    }
    return yield* Effect.provideService(httpEffect, HttpServerRequest.ParsedSearchParams, normalized)
  })
