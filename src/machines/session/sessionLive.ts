import { fromCallback } from "xstate"
import { onAccountDisabled } from "../../services/api/failureWatch"
import { setNoticeSink, showFailure, showNotice, type Notice } from "../../services/notices"
import { navigate, setNavigator } from "../../services/navigation"
import { watchUserActivity } from "../../services/session/activity"
import { silentCallbackPath } from "../../api/platform/authenticationPaths"
import type { ClientConfig } from "../../api/platform/schemas"
import type { SignOutReason } from "../../services/session/auth"
import { requestShellConfig } from "../../services/session/clientConfigRequest"
import { onSignIn } from "../../services/session/signInEvents"
import { hasStoredSignIn } from "../../services/session/storedSignIn"
import { createTabSync, type TabSyncMessage } from "../../services/session/tabSync"
import { fromLazyEffect } from "../shared/effectActor"
import { idleTimeoutMachine, type TabSyncCommand } from "./idleTimeoutMachine"
import { sessionMachine, type SessionEntry, type SessionInput } from "./sessionMachine"

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

const calls = () => import("./sessionCalls")

export const sessionLive = sessionMachine.provide({
  actors: {
    restoreUser: fromLazyEffect(calls, (call) => call.restoreUser),
    completeSignIn: fromLazyEffect(calls, (call) => call.completeSignIn),
    loadProfile: fromLazyEffect(calls, (call) => call.loadSession),
    acceptTerms: fromLazyEffect(calls, (call, { version }: { version: number }) => call.acceptTerms(version)),
    signOut: fromLazyEffect(calls, (call, { reason }: { reason: SignOutReason }) =>
      call.signOut(reason, `${window.location.pathname}${window.location.search}${window.location.hash}`)
    ),
    completeSignOut: fromLazyEffect(calls, (call) => call.completeSignOut(window.location.href)),
    clearLocalState: fromLazyEffect(calls, (call) => call.clearLocalState),
    watchAccount: fromCallback<{ type: string }, void>(({ sendBack }) =>
      onAccountDisabled(() => sendBack({ type: "ACCOUNT_DISABLED" }))
    ),
    watchSignIn: fromCallback<{ type: string }, void>(({ sendBack }) =>
      onSignIn(({ returnUrl }) => sendBack({ type: "SIGNED_IN", returnUrl }))
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

/** Whether this page is the hidden frame of a silent sign-in, which only hands its answer to the portal. */
export const isSilentCallback = (pathname: string): boolean => pathname === silentCallbackPath

/** In the hidden frame of a silent sign-in: the provider's answer goes to the page that opened the frame. */
export const finishSilentSignIn = (): Promise<void> =>
  requestShellConfig().then((config) => import("../../services/session/auth").then((auth) => auth.completeSilentCallback(config)))

/** The configuration the shell starts with (links, idle period), requested once as the page starts. */
export { requestShellConfig as requestPortalConfig }

/** The session starts where the page was opened, with what this tab holds. */
export const sessionInput = (config: ClientConfig): SessionInput => ({
  entry: sessionEntry(window.location.pathname),
  idleSeconds: config.idleTimeoutSeconds,
  signInStored: hasStoredSignIn(window.sessionStorage)
})

/** The shell connects its router and toaster once, so machines can move the user and show notices. */
export const connectShell = (shell: {
  readonly navigate: Parameters<typeof setNavigator>[0]
  readonly showNotice: Parameters<typeof setNoticeSink>[0]
}): void => {
  setNavigator(shell.navigate)
  setNoticeSink(shell.showNotice)
}
