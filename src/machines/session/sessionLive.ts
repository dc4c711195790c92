import { Effect } from "effect"
import { fromCallback } from "xstate"
import { setNoticeSink, showFailure, showNotice, type Notice } from "../../services/notices"
import { navigate, setNavigator } from "../../services/navigation"
import { onAccountDisabled, portalRuntime } from "../../services/portalRuntime"
import { watchUserActivity } from "../../services/session/activity"
import { Auth, type SignOutReason } from "../../services/session/auth"
import { acceptTerms, ClientConfig, loadSession } from "../../services/session/sessionApi"
import { createTabSync, type TabSyncMessage } from "../../services/session/tabSync"
import { fromEffect } from "../shared/effectActor"
import { idleTimeoutMachine, type TabSyncCommand } from "./idleTimeoutMachine"
import { sessionMachine, type SessionEntry } from "./sessionMachine"

const remoteEvent = { activity: "REMOTE_ACTIVITY", stay: "REMOTE_STAY", logout: "REMOTE_LOGOUT" } as const
const broadcast: Record<TabSyncCommand["type"], TabSyncMessage> = { ACTIVITY: "activity", STAY: "stay", LOGOUT: "logout" }

export const idleTimeoutLive = idleTimeoutMachine.provide({
  actors: {
    tabSync: fromCallback<TabSyncCommand, void>(({ sendBack, receive }) => {
      const sync = createTabSync("portal-idle")
      const unsubscribe = sync.subscribe((message) => sendBack({ type: remoteEvent[message] }))
      receive((command) => sync.post(broadcast[command.type]))
      return () => {
        unsubscribe()
        sync.close()
      }
    }),
    watchActivity: fromCallback<{ type: string }, void>(({ sendBack }) => watchUserActivity(() => sendBack({ type: "ACTIVITY" })))
  }
})

/** The login page's query after an idle sign-out: it says why, and sign-in returns to the page left. */
export const loginAfterIdleSearch = (resumeUrl: string | undefined): string => {
  const search = new URLSearchParams({ reason: "idle" })
  if (resumeUrl && resumeUrl !== "/") search.set("redirect", resumeUrl)
  return search.toString()
}

const functionRefusedNotice: Notice = {
  severity: "error",
  message: (LL) => LL.errors.forbiddenFunction(),
  long: true
}

const withAuth = <A, E>(f: (auth: typeof Auth.Service) => Effect.Effect<A, E>) => Effect.flatMap(Effect.service(Auth), f)

export const sessionLive = sessionMachine.provide({
  actors: {
    restoreUser: fromEffect(() => withAuth((auth) => auth.restoreUser)),
    completeSignIn: fromEffect(() => withAuth((auth) => auth.completeSignIn)),
    loadProfile: fromEffect(() => loadSession),
    acceptTerms: fromEffect(({ version }: { version: number }) => acceptTerms(version)),
    signOut: fromEffect(({ reason }: { reason: SignOutReason }) =>
      withAuth((auth) =>
        auth.signOut({ reason, returnUrl: `${window.location.pathname}${window.location.search}${window.location.hash}` })
      )
    ),
    completeSignOut: fromEffect(() => withAuth((auth) => auth.completeSignOut(window.location.href))),
    clearLocalState: fromEffect(() => withAuth((auth) => auth.clearLocalState)),
    watchAccount: fromCallback<{ type: string }, void>(({ sendBack }) =>
      onAccountDisabled(() => sendBack({ type: "ACCOUNT_DISABLED" }))
    ),
    idleTimeout: idleTimeoutLive
  },
  actions: {
    goToReturnUrl: ({ context }) => {
      if (context.returnUrl !== undefined) navigate(context.returnUrl, { replace: true })
    },
    goToLoginFailed: (_, { code }) => navigate(`/login-failed/${code}`, { replace: true }),
    goToLoggedOut: () => navigate("/authentication/logged-out", { replace: true }),
    goToLogin: ({ context }) =>
      navigate(context.signOutReason === "idle" ? `/login?${loginAfterIdleSearch(context.resumeUrl)}` : "/login", {
        replace: true
      }),
    notifyFunctionRefused: () => showNotice(functionRefusedNotice),
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})

const entries: ReadonlyArray<readonly [string, SessionEntry]> = [
  ["/authentication/login-callback", "loginCallback"],
  ["/authentication/logout-callback", "logoutCallback"],
  ["/authentication/logged-out", "loggedOut"],
  ["/authentication/logout", "logout"]
]

/** Which part of the sign-in flow the page was opened at. */
export const sessionEntry = (pathname: string): SessionEntry =>
  entries.find(([path]) => pathname === path || pathname === `${path}/`)?.[1] ?? "app"

/** The configuration the session and the screens start with (issuer, idle timeout, links). */
export const loadPortalConfig = () => portalRuntime.runPromise(Effect.service(ClientConfig))

/** The shell connects its router and toaster once, so machines can move the user and show notices. */
export const connectShell = (shell: {
  readonly navigate: Parameters<typeof setNavigator>[0]
  readonly showNotice: Parameters<typeof setNoticeSink>[0]
}): void => {
  setNavigator(shell.navigate)
  setNoticeSink(shell.showNotice)
}
