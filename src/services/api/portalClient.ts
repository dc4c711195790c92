import { Effect, Exit } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { PortalApi } from "../../api/portalApi"
import { fromCause, isCancelled, type ApiFailure } from "./apiError"

/** The typed client derived from the contract: `client.users.getUserConnected()`, `client.functions.list()`, ... */
export type PortalHttpClient = HttpApiClient.ForApi<typeof PortalApi>

export interface PortalClient {
  /** Runs calls on the typed client; the promise rejects with an ApiFailure. */
  readonly run: <A, E>(
    f: (client: PortalHttpClient) => Effect.Effect<A, E>,
    options?: { readonly signal?: AbortSignal }
  ) => Promise<A>
}

export interface PortalClientOptions {
  /** Defaults to the page's origin; the contract carries the /api prefix. */
  readonly baseUrl?: string
  /** Defaults to the global fetch; tests give their own. */
  readonly fetch?: typeof globalThis.fetch
  /** Sees every failed call but cancelled ones, e.g. to sign out a user whose account was disabled. */
  readonly onFailure?: (failure: ApiFailure) => void
}

/** Builds the contract's client over fetch, adding the bearer token (read at each request) when there is one. */
export const createPortalClient = (getAccessToken: () => string | undefined, options: PortalClientOptions = {}): PortalClient => {
  const withToken = HttpClient.mapRequest((request: HttpClientRequest.HttpClientRequest) => {
    const token = getAccessToken()
    return token ? HttpClientRequest.bearerToken(request, token) : request
  })
  const built = HttpApiClient.make(PortalApi, {
    baseUrl: options.baseUrl ?? window.location.origin,
    transformClient: withToken
  }).pipe(
    Effect.provide(FetchHttpClient.layer),
    options.fetch ? Effect.provideService(FetchHttpClient.Fetch, options.fetch) : (self) => self
  )
  // Building the client only assembles functions from the contract; doing it once keeps calls cheap.
  let client: PortalHttpClient | undefined
  const getClient = () => (client ??= Effect.runSync(built))

  return {
    run: (f, runOptions) =>
      Effect.runPromiseExit(
        Effect.suspend(() => f(getClient())),
        { signal: runOptions?.signal }
      ).then((exit) => {
        if (Exit.isSuccess(exit)) return exit.value
        const failure = fromCause(exit.cause)
        if (!isCancelled(failure)) options.onFailure?.(failure)
        return Promise.reject(failure)
      })
  }
}
