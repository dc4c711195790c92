import { Effect } from "effect"
import { navigate } from "../../services/navigation"
import { acceptCookieNotice, isCookieNoticeAccepted } from "../../services/session/cookieNotice"
import { Auth } from "../../services/session/auth"
import { forgetUserId, readRememberedUserId, rememberUserId } from "../../services/session/rememberedUserId"
import { signInLookup } from "../../services/session/sessionApi"
import { fromEffect } from "../shared/effectActor"
import { cookieNoticeMachine } from "./cookieNoticeMachine"
import { signInLookupMachine, type RedirectInput, type SignInLookupInput } from "./signInLookupMachine"

export const signInLookupLive = signInLookupMachine.provide({
  actors: {
    lookup: fromEffect(({ userId }: { userId: string }) => signInLookup(userId)),
    redirect: fromEffect((request: RedirectInput) => Effect.flatMap(Effect.service(Auth), (auth) => auth.signInRedirect(request)))
  },
  actions: {
    rememberUserId: (_, { userId }) => rememberUserId(userId),
    forgetUserId: () => forgetUserId(),
    goToLoginFailed: (_, { code }) => navigate(`/login-failed/${code}`)
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
