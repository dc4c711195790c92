import { Effect } from "effect"
import { Auth, type SignInRedirectRequest, type SignOutReason } from "../../services/session/auth"
import { acceptTerms, loadSession, signInLookup } from "../../services/session/sessionApi"

// The session's and the sign-in page's service calls, in one module loaded on the first call
// (src/machines/session/sessionLive.ts and signInLive.ts), so the sign-in page paints before effect loads.

const withAuth = <A, E>(f: (auth: typeof Auth.Service) => Effect.Effect<A, E>) => Effect.flatMap(Effect.service(Auth), f)

export const restoreUser = withAuth((auth) => auth.restoreUser)

export const completeSignIn = withAuth((auth) => auth.completeSignIn)

export { acceptTerms, loadSession, signInLookup }

export const signOut = (reason: SignOutReason, returnUrl: string) => withAuth((auth) => auth.signOut({ reason, returnUrl }))

export const completeSignOut = (url: string) => withAuth((auth) => auth.completeSignOut(url))

export const clearLocalState = withAuth((auth) => auth.clearLocalState)

export const signInRedirect = (request: SignInRedirectRequest) => withAuth((auth) => auth.signInRedirect(request))

export const signInSilently = (request: SignInRedirectRequest) => withAuth((auth) => auth.signInSilently(request))
