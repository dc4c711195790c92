import { Context, Data, Effect } from "effect"
import type { User, UserManager, UserManagerSettings } from "oidc-client-ts"
import { silentCallbackPath } from "../../api/platform/authenticationPaths"
import type { ClientConfig } from "../../api/platform/schemas"
import { toPortalLanguage } from "../../i18n/languageChoice"
import { createListeners } from "../listeners"
import { forgetSavedSearches } from "../shared/savedSearch"
import { resetSearchWithAdvanced } from "../shared/searchWithAdvanced"
import { safeReturnUrl } from "./returnUrl"
import { hasStoredSignIn } from "./storedSignIn"

export interface SignInRedirectRequest {
  readonly userId: string
  /** b2CDomainName from the sign-in lookup. */
  readonly domainHint: string
  readonly invitationId: string | undefined
  /** Where to go after sign-in; only a same-origin path is kept. */
  readonly returnUrl: string | undefined
}

/** The code of the login-failed page: /login-failed/{code}. */
export type SignInFailureCode = 401 | 404 | 500

/** The identity provider's part of a sign-in failed; the code says which login-failed page follows. */
export class SignInFailed extends Data.TaggedError("SignInFailed")<{ readonly code: SignInFailureCode }> {}

/** A logout that did not start inside the portal (document 1 section 2). */
export class LogoutNotInitiated extends Data.TaggedError("LogoutNotInitiated")<Record<never, never>> {}

/** Why a session ended: the user's own sign-out (or a disabled account), or the idle timeout. */
export type SignOutReason = "user" | "idle"

/** What the logout callback learns from the sign-out it completes. */
export interface CompletedSignOut {
  readonly reason: SignOutReason
  /** After an idle sign-out, the page to return to once signed in again. */
  readonly returnUrl: string | undefined
}

export interface SignOutRequest {
  readonly reason: SignOutReason
  /** The page the user was on (kept for an idle sign-out only). */
  readonly returnUrl: string | undefined
}

export interface CompletedSignIn {
  readonly returnUrl: string
  readonly accessToken: string
}

/** Marks a sign-out started from inside the app; the logout callback refuses any other. */
const signOutMarker = { initiatedByApp: true } as const

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/** Token renewal happens 300 seconds before expiry (document 1 section 9). */
export const tokenRenewalOffsetSeconds = 300

/** The oidc-client-ts settings: code flow with PKCE, tokens and request state in session storage. */
export const userManagerSettings = (
  config: ClientConfig,
  origin: string,
  storage: Storage,
  WebStorageStateStore: typeof import("oidc-client-ts").WebStorageStateStore
): UserManagerSettings => ({
  authority: config.authority,
  client_id: config.clientId,
  redirect_uri: `${origin}/authentication/login-callback`,
  silent_redirect_uri: `${origin}${silentCallbackPath}`,
  silentRequestTimeoutInSeconds: 10,
  post_logout_redirect_uri: `${origin}/authentication/logout-callback`,
  response_type: "code",
  scope: "openid profile email offline_access",
  userStore: new WebStorageStateStore({ store: storage }),
  stateStore: new WebStorageStateStore({ store: storage }),
  automaticSilentRenew: true,
  // The provider's access tokens are JWTs it cannot revoke (they expire within minutes); the refresh token it can.
  revokeTokenTypes: ["refresh_token"],
  accessTokenExpiringNotificationTimeInSeconds: tokenRenewalOffsetSeconds
})

/** Document 1 section 4: a provider message naming 401 or 404 goes to that page, anything else to 500. */
const signInFailureCode = (error: unknown): SignInFailureCode => {
  const text = error instanceof Error ? error.message : String(error)
  return text.includes("401") ? 401 : text.includes("404") ? 404 : 500
}

export interface AuthShape {
  /**
   * Signs in without leaving the page when the provider still has a session for this User ID
   * (document 1 section 4: silent sign-in first); null when the provider needs the user.
   */
  readonly signInSilently: (request: SignInRedirectRequest) => Effect.Effect<CompletedSignIn | null>
  readonly signInRedirect: (request: SignInRedirectRequest) => Effect.Effect<void, SignInFailed>
  /** Finishes the code flow on /authentication/login-callback; the user is stored when it succeeds. */
  readonly completeSignIn: Effect.Effect<CompletedSignIn, SignInFailed>
  /** The stored user of this tab, or null when there is none or its token has expired. */
  readonly restoreUser: Effect.Effect<{ readonly accessToken: string } | null>
  /** The current access token, synchronously, for the api client. */
  readonly accessToken: () => string | undefined
  /** Called with the new access token after each renewal; returns the unsubscribe function. */
  readonly onTokenRenewed: (listener: (accessToken: string) => void) => () => void
  /** Clears local state, then redirects to the provider's end-session endpoint. */
  readonly signOut: (request: SignOutRequest) => Effect.Effect<void>
  /** On /authentication/logout-callback: fails when the logout was not started from inside the app. */
  readonly completeSignOut: (url: string) => Effect.Effect<CompletedSignOut, LogoutNotInitiated>
  /** Removes the stored user, pending request state, everything the session kept in session storage and the kept searches. */
  readonly clearLocalState: Effect.Effect<void>
}

/** Sign-in through the identity provider (oidc-client-ts, wrapped once here). */
export class Auth extends Context.Service<Auth, AuthShape>()("portal/Auth") {}

export const makeAuth = (
  config: ClientConfig,
  options: { readonly origin?: string; readonly storage?: Storage } = {}
): AuthShape => {
  const origin = options.origin ?? window.location.origin
  const storage = options.storage ?? window.sessionStorage
  let current: User | null = null
  const renewals = createListeners<string>()
  let loaded: Promise<UserManager> | undefined

  // The OpenID library loads only once a sign-in exists or starts, so the sign-in page opens without it.
  const loadManager = () =>
    (loaded ??= import("oidc-client-ts").then(({ UserManager, WebStorageStateStore }) => {
      const created = new UserManager(userManagerSettings(config, origin, storage, WebStorageStateStore))
      created.events.addUserLoaded((user) => {
        current = user
        renewals.emit(user.access_token)
      })
      created.events.addUserUnloaded(() => {
        current = null
      })
      return created
    }))
  const manager = Effect.promise(loadManager)

  const clearLocalState = Effect.gen(function* () {
    current = null
    if (hasStoredSignIn(storage)) {
      const loadedManager = yield* manager
      yield* Effect.promise(() => loadedManager.removeUser().then(() => loadedManager.clearStaleState()))
    }
    storage.clear()
    forgetSavedSearches()
    resetSearchWithAdvanced()
  }).pipe(
    Effect.catchDefect(() =>
      Effect.sync(() => {
        storage.clear()
        forgetSavedSearches()
      })
    )
  )

  return {
    signInSilently: ({ userId, domainHint, returnUrl }) =>
      Effect.promise(async () => {
        const loadedManager = await loadManager()
        const user = await loadedManager
          .signinSilent({ login_hint: userId, extraQueryParams: { domain_hint: domainHint } })
          .catch(() => null)
        // The provider answers only for the User ID typed: another account's session makes it ask (provider.ts).
        if (!user) return null
        current = user
        return { returnUrl: safeReturnUrl(returnUrl, origin), accessToken: user.access_token }
      }).pipe(Effect.catchDefect(() => Effect.succeed(null))),
    signInRedirect: ({ userId, domainHint, invitationId, returnUrl }) =>
      Effect.tryPromise({
        try: () =>
          loadManager().then((m) =>
            m.signinRedirect({
              login_hint: userId,
              // The provider's page opens in the portal's language (the page's lang, set by the language choice).
              ui_locales: toPortalLanguage(document.documentElement.lang) ?? "en",
              extraQueryParams: invitationId
                ? { domain_hint: domainHint, invitation_id: invitationId }
                : { domain_hint: domainHint },
              state: { returnUrl: safeReturnUrl(returnUrl, origin) }
            })
          ),
        catch: () => new SignInFailed({ code: 500 })
      }),
    completeSignIn: Effect.tryPromise({
      try: () => loadManager().then((m) => m.signinRedirectCallback()),
      catch: (error) => new SignInFailed({ code: signInFailureCode(error) })
    }).pipe(
      Effect.map((user) => {
        current = user
        const returnUrl = isRecord(user.state) && typeof user.state.returnUrl === "string" ? user.state.returnUrl : undefined
        return { returnUrl: safeReturnUrl(returnUrl, origin), accessToken: user.access_token }
      })
    ),
    restoreUser: Effect.gen(function* () {
      if (!hasStoredSignIn(storage)) return null
      const loadedManager = yield* manager
      const user = yield* Effect.promise(() => loadedManager.getUser())
      current = user && !user.expired ? user : null
      return current ? { accessToken: current.access_token } : null
    }).pipe(Effect.catchDefect(() => Effect.succeed(null))),
    accessToken: () => (current && !current.expired ? current.access_token : undefined),
    onTokenRenewed: renewals.subscribe,
    signOut: (request) =>
      Effect.gen(function* () {
        // The id token goes with the request as a hint, so it is read before local state is cleared.
        const loadedManager = yield* manager
        const user = current ?? (yield* Effect.promise(() => loadedManager.getUser()))
        // The refresh token (and with it the provider's grant) is revoked first; a failure does not stop the sign-out.
        yield* Effect.promise(() => loadedManager.revokeTokens().catch(() => undefined))
        yield* clearLocalState
        const state = {
          ...signOutMarker,
          reason: request.reason,
          returnUrl: request.reason === "idle" ? safeReturnUrl(request.returnUrl, origin) : undefined
        }
        yield* Effect.promise(() => loadedManager.signoutRedirect({ id_token_hint: user?.id_token, state }))
      }).pipe(Effect.catchDefect(() => clearLocalState)),
    completeSignOut: (url) =>
      Effect.tryPromise({
        try: () => loadManager().then((m) => m.signoutRedirectCallback(url)),
        // No stored state matches the one in the URL: the logout did not start here.
        catch: () => new LogoutNotInitiated()
      }).pipe(
        Effect.flatMap((response) => {
          const state = response.userState
          if (!isRecord(state) || state.initiatedByApp !== true) return Effect.fail(new LogoutNotInitiated())
          const idle = state.reason === "idle"
          const returnUrl = idle && typeof state.returnUrl === "string" ? safeReturnUrl(state.returnUrl, origin) : undefined
          return Effect.succeed<CompletedSignOut>({ reason: idle ? "idle" : "user", returnUrl })
        })
      ),
    clearLocalState
  }
}

/** In the hidden frame of a silent sign-in: hands the provider's answer to the page that opened the frame. */
export const completeSilentCallback = async (config: ClientConfig): Promise<void> => {
  const { UserManager, WebStorageStateStore } = await import("oidc-client-ts")
  const manager = new UserManager(
    userManagerSettings(config, window.location.origin, window.sessionStorage, WebStorageStateStore)
  )
  await manager.signinSilentCallback()
}
