import { createLazyRoute, useCanGoBack, useParams, useRouter, useSearch } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { cookieNoticeLive, signInLookupInput, signInLookupLive } from "../../machines/session/signInLive"
import { usePortal } from "../shared/PortalContext"
import { useLanguage } from "../shared/useLanguage"
import { SystemMessageBand } from "../content/SystemMessageBand"
import { CookieNotice, SignInScreen } from "./SignInScreen"

const LiveCookieNotice = () => {
  const notice = useActorRef(cookieNoticeLive)
  const shown = useSelector(notice, (s) => s.hasTag("shown"))
  return shown ? <CookieNotice onOk={() => notice.send({ type: "ACCEPT" })} /> : null
}

const LoginScreen = ({ invitationId }: { readonly invitationId: string | undefined }) => {
  const { switchLanguage } = useLanguage()
  const { config } = usePortal()
  const search = useSearch({ strict: false }) as { redirect?: string; reason?: "idle" }
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const lookup = useActorRef(signInLookupLive, { input: signInLookupInput(invitationId, search.redirect) })
  const state = useSelector(lookup, (s) => s)

  return (
    <>
      <SignInScreen
        interactive
        userId={state.context.userId}
        remember={state.context.remember}
        busy={state.hasTag("busy")}
        invalidUserId={state.context.error === "invalidUserId"}
        idleSignedOut={search.reason === "idle"}
        back={canGoBack ? { onClick: () => router.history.back() } : { href: config.learnMoreUrl }}
        learnMoreUrl={config.learnMoreUrl}
        passwordResetUrl={config.passwordResetUrl}
        systemMessage={<SystemMessageBand />}
        onSwitchLanguage={switchLanguage}
        onUserIdChange={(value) => lookup.send({ type: "USER_ID_CHANGED", value })}
        onRememberToggle={() => lookup.send({ type: "REMEMBER_TOGGLED" })}
        onSubmit={() => lookup.send({ type: "SUBMIT" })}
      />
      <LiveCookieNotice />
    </>
  )
}

export const Route = createLazyRoute("/login")({ component: () => <LoginScreen invitationId={undefined} /> })

const InvitationLogin = () => {
  const { invitationId } = useParams({ strict: false }) as { invitationId?: string }
  return <LoginScreen invitationId={invitationId} />
}

export const InvitationRoute = createLazyRoute("/login/$invitationId")({ component: InvitationLogin })
