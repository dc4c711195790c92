import { Context, Effect, Layer } from "effect"
import { FetchHttpClient, HttpClient, HttpClientError, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import type { Schema } from "effect"
import { PortalApi } from "../../api/portalApi"
import { ConnectionLost, isCancelled, UnexpectedAnswer, type PortalFailure } from "./portalFailure"
import { awaitReauthentication, needsReauthentication } from "./reauthentication"

/** The typed client derived from the contract: `api.users.getUserConnected()`, `api.functions.list()`, ... */
export type PortalHttpClient = HttpApiClient.ForApi<typeof PortalApi>

export interface PortalClientShape {
  readonly api: PortalHttpClient
  /** Sees every failed call but cancelled ones, e.g. the session watching for a disabled account. */
  readonly failed: (failure: PortalFailure) => void
}

/** The contract's client, with the bearer token of the signed-in user when there is one. */
export class PortalClient extends Context.Service<PortalClient, PortalClientShape>()("portal/PortalClient") {}

/** What a call fails with: the errors its endpoint declares, plus the client's own. */
export type CallFailure<E> = Exclude<E, HttpClientError.HttpClientError | Schema.SchemaError> | ConnectionLost | UnexpectedAnswer

const isClientError = (error: unknown): error is HttpClientError.HttpClientError | Schema.SchemaError =>
  HttpClientError.isHttpClientError(error) ||
  (typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === "SchemaError")

/** The client's own failures: no answer, or one the contract does not declare. */
const clientFailure = (error: HttpClientError.HttpClientError | Schema.SchemaError): ConnectionLost | UnexpectedAnswer => {
  if (!HttpClientError.isHttpClientError(error)) return new UnexpectedAnswer({ status: undefined, detail: error.message })
  const reason = error.reason
  if (reason._tag === "TransportError") return new ConnectionLost()
  const response = "response" in reason ? reason.response : undefined
  return new UnexpectedAnswer({ status: response?.status, detail: reason._tag, requestId: response?.headers["x-request-id"] })
}

/**
 * Runs calls on the typed client; the error channel keeps the contract's tagged errors. A call answered
 * 403 REAUTHENTICATION_REQUIRED waits for the shell's password dialog and is sent again once the
 * password is given (./reauthentication.ts); cancelled, it fails with that refusal as any other.
 */
export const callApi = <A, E>(
  f: (api: PortalHttpClient) => Effect.Effect<A, E>
): Effect.Effect<A, CallFailure<E>, PortalClient> =>
  Effect.gen(function* () {
    const client = yield* PortalClient
    const attempt = (): Effect.Effect<A, CallFailure<E>> =>
      f(client.api).pipe(
        Effect.mapError((error) => (isClientError(error) ? clientFailure(error) : (error as CallFailure<E>))),
        Effect.catch((failure: CallFailure<E>) =>
          needsReauthentication(failure as PortalFailure)
            ? Effect.flatMap(Effect.promise(awaitReauthentication), (given) => (given ? attempt() : Effect.fail(failure)))
            : Effect.fail(failure)
        )
      )
    return yield* attempt().pipe(Effect.tapError((failure) => Effect.sync(() => client.failed(failure as PortalFailure))))
  })

export interface PortalClientOptions {
  /** Defaults to the page's origin; the contract carries the /api prefix. */
  readonly baseUrl?: string
  /** The access token, read at each request; none for public calls. */
  readonly accessToken?: () => string | undefined
  /** Defaults to the global fetch; tests give their own. */
  readonly fetch?: typeof globalThis.fetch
  readonly failed?: (failure: PortalFailure) => void
}

/** Builds the contract's client over fetch; building only assembles functions, so it is done once. */
export const makePortalClient = (options: PortalClientOptions = {}): Effect.Effect<PortalClientShape> =>
  // Suspended: the page's origin is read when the client is built, not when the module loads.
  Effect.suspend(() => buildPortalClient(options))

const buildPortalClient = (options: PortalClientOptions): Effect.Effect<PortalClientShape> => {
  const withToken = HttpClient.mapRequest((request: HttpClientRequest.HttpClientRequest) => {
    const token = options.accessToken?.()
    return token ? HttpClientRequest.bearerToken(request, token) : request
  })
  return HttpApiClient.make(PortalApi, {
    baseUrl: options.baseUrl ?? window.location.origin,
    transformClient: withToken
  }).pipe(
    Effect.provide(FetchHttpClient.layer),
    options.fetch ? Effect.provideService(FetchHttpClient.Fetch, options.fetch) : (self) => self,
    Effect.map((api) => ({
      api,
      failed: (failure: PortalFailure) => {
        if (!isCancelled(failure)) options.failed?.(failure)
      }
    }))
  )
}

export const layerPortalClient = (options: PortalClientOptions = {}) => Layer.effect(PortalClient, makePortalClient(options))
