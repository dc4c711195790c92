import { createLazyRoute } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { usePortal } from "../shared/PortalContext"
import { button } from "../ui/styles"
import { PageCard } from "../ui/PageCard"

/** Signed out: the session clears session storage and stored notifications, then returns to the login page. */
const LoggedOut = () => {
  const { LL } = useI18nContext()
  const { session } = usePortal()
  const idle = useSelector(session, (s) => s.context.signOutReason === "idle")
  return (
    <PageCard titleId="logged-out-title" title={LL.pageTitles.loggedOut()}>
      <p
        role="status"
        className={css({ color: "success", fontSize: "1.2rem", fontWeight: "600", mb: "8px" })}
        data-testid="logged-out"
      >
        {idle ? LL.auth.loggedOutIdle() : LL.auth.loggedOut()}
      </p>
      <p className={css({ mb: "20px" })}>{LL.auth.returningToLogin()}</p>
      <button type="button" className={button()} onClick={() => session.send({ type: "GO_TO_LOGIN" })}>
        {LL.loginFailed.backToLogin()}
      </button>
    </PageCard>
  )
}

export const Route = createLazyRoute("/authentication/logged-out")({ component: LoggedOut })
