import type { User, UserManager, UserManagerSettings } from "oidc-client-ts"
import type { ClientConfig } from "../../api/platform/schemas"
import { resetSearchWithAdvanced } from "../reports/searchWithAdvanced"
import { safeReturnUrl } from "./returnUrl"

export interface SignInRedirectRequest {
  readonly userId: string
  /** b2CDomainName from the sign-in lookup. */
  readonly domainHint: string
  readonly invitationId: string | undefined
  /** Where to go after sign-in; only a same-origin path is kept. */
  readonly returnUrl: string | undefined
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
  post_logout_redirect_uri: `${origin}/authentication/logout-callback`,
  response_type: "code",
  scope: "openid profile email offline_access",
  userStore: new WebStorageStateStore({ store: storage }),
  stateStore: new WebStorageStateStore({ store: storage }),
  automaticSilentRenew: true,
  accessTokenExpiringNotificationTimeInSeconds: tokenRenewalOffsetSeconds
})

export interface Auth {
  readonly signInRedirect: (request: SignInRedirectRequest) => Promise<void>
  /** Finishes the code flow on /authentication/login-callback. */
  readonly completeSignIn: () => Promise<{ readonly returnUrl: string; readonly accessToken: string }>
  /** The stored user of this tab, or null when there is none or its token has expired. */
  readonly restoreUser: () => Promise<{ readonly accessToken: string } | null>
  /** The current access token, synchronously, for the api client. */
  readonly accessToken: () => string | undefined
  /** Called with the new access token after each renewal; returns the unsubscribe function. */
  readonly onTokenRenewed: (listener: (accessToken: string) => void) => () => void
  /** Clears local state, then redirects to the provider's end-session endpoint. */
  readonly signOut: () => Promise<void>
  /** On /authentication/logout-callback: was this logout started from inside the app? (url defaults to the page's) */
  readonly completeSignOut: (url?: string) => Promise<"signedOut" | "notInitiated">
  /** Removes the stored user, pending request state and everything the session kept in session storage. */
  readonly clearLocalState: () => Promise<void>
}

export const createAuth = (
  config: ClientConfig,
  options: { readonly origin?: string; readonly storage?: Storage } = {}
): Auth => {
  const origin = options.origin ?? window.location.origin
  const storage = options.storage ?? window.sessionStorage
  let current: User | null = null
  const renewalListeners = new Set<(accessToken: string) => void>()
  let loaded: Promise<UserManager> | undefined

  // The OpenID library loads only once a sign-in exists or starts, so the sign-in page opens without it.
  const manager = () =>
    (loaded ??= import("oidc-client-ts").then(({ UserManager, WebStorageStateStore }) => {
      const created = new UserManager(userManagerSettings(config, origin, storage, WebStorageStateStore))
      created.events.addUserLoaded((user) => {
        current = user
        renewalListeners.forEach((listener) => listener(user.access_token))
      })
      created.events.addUserUnloaded(() => {
        current = null
      })
      return created
    }))

  const hasStoredSignIn = () =>
    Array.from({ length: storage.length }, (_, i) => storage.key(i)).some((key) => key?.startsWith("oidc."))

  const clearLocalState = async () => {
    current = null
    if (hasStoredSignIn()) {
      const loadedManager = await manager()
      await loadedManager.removeUser()
      await loadedManager.clearStaleState()
    }
    storage.clear()
    resetSearchWithAdvanced()
  }

  return {
    signInRedirect: ({ userId, domainHint, invitationId, returnUrl }) =>
      manager().then((m) =>
        m.signinRedirect({
          login_hint: userId,
          extraQueryParams: invitationId ? { domain_hint: domainHint, invitation_id: invitationId } : { domain_hint: domainHint },
          state: { returnUrl: safeReturnUrl(returnUrl, origin) }
        })
      ),
    completeSignIn: async () => {
      const user = await (await manager()).signinRedirectCallback()
      current = user
      const returnUrl = isRecord(user.state) && typeof user.state.returnUrl === "string" ? user.state.returnUrl : undefined
      return { returnUrl: safeReturnUrl(returnUrl, origin), accessToken: user.access_token }
    },
    restoreUser: async () => {
      if (!hasStoredSignIn()) return null
      const user = await (await manager()).getUser()
      current = user && !user.expired ? user : null
      return current ? { accessToken: current.access_token } : null
    },
    accessToken: () => (current && !current.expired ? current.access_token : undefined),
    onTokenRenewed: (listener) => {
      renewalListeners.add(listener)
      return () => renewalListeners.delete(listener)
    },
    signOut: async () => {
      // The id token goes with the request as a hint, so it is read before local state is cleared.
      const loadedManager = await manager()
      const user = current ?? (await loadedManager.getUser())
      await clearLocalState()
      await loadedManager.signoutRedirect({ id_token_hint: user?.id_token, state: signOutMarker })
    },
    completeSignOut: async (url) => {
      try {
        const response = await (await manager()).signoutRedirectCallback(url ?? window.location.href)
        return isRecord(response.userState) && response.userState.initiatedByApp === true ? "signedOut" : "notInitiated"
      } catch {
        // No stored state matches the one in the URL: the logout did not start here.
        return "notInitiated"
      }
    },
    clearLocalState
  }
}
