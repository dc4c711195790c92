import { navigate } from "../../services/navigation"
import { acceptCookieNotice, isCookieNoticeAccepted } from "../../services/session/cookieNotice"
import { announceSignIn } from "../../services/session/signInEvents"
import { forgetUserId, readRememberedUserId, rememberUserId } from "../../services/session/rememberedUserId"
import { fromLazyEffect } from "../shared/effectActor"
import { cookieNoticeMachine } from "./cookieNoticeMachine"
import { signInLookupMachine, type RedirectInput, type SignInLookupInput } from "./signInLookupMachine"

const calls = () => import("./sessionCalls")

export const signInLookupLive = signInLookupMachine.provide({
  actors: {
    lookup: fromLazyEffect(calls, (call, { userId }: { userId: string }) => call.signInLookup(userId)),
    signInSilently: fromLazyEffect(calls, (call, request: RedirectInput) => call.signInSilently(request)),
    redirect: fromLazyEffect(calls, (call, request: RedirectInput) => call.signInRedirect(request))
  },
  actions: {
    rememberUserId: (_, { userId }) => rememberUserId(userId),
    forgetUserId: () => forgetUserId(),
    goToLoginFailed: (_, { code }) => navigate(`/login-failed/${code}`),
    announceSignIn: (_, signIn) => announceSignIn(signIn)
  }
})

/** The sign-in screen starts with the remembered User ID, the invitation and the address to return to. */
export const signInLookupInput = (invitationId: string | undefined, returnUrl: string | undefined): SignInLookupInput => ({
  rememberedUserId: readRememberedUserId(),
  invitationId,
  returnUrl
})

export const cookieNoticeLive = cookieNoticeMachine.provide({
  actions: { rememberAccepted: () => acceptCookieNotice() },
  guards: { alreadyAccepted: () => isCookieNoticeAccepted() }
})
