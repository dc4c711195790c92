import { createLazyRoute, Link, useNavigate } from "@tanstack/react-router"
import { useEffect } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../../i18n/i18n-react"
import { usePortal } from "../../app/PortalContext"
import { button, card } from "../../ui/styles"

const returnDelayMs = 3_000

/** Signed out: session storage and stored notifications are cleared, then the login page follows. */
const LoggedOut = () => {
  const { LL } = useI18nContext()
  const { auth } = usePortal()
  const navigate = useNavigate()
  useEffect(() => {
    auth.clearLocalState()
    const timer = setTimeout(() => void navigate({ to: "/login", replace: true }), returnDelayMs)
    return () => clearTimeout(timer)
  }, [auth, navigate])
  return (
    <section className={card}>
      <p
        role="status"
        className={css({ color: "success", fontSize: "1.2rem", fontWeight: "600", mb: "8px" })}
        data-testid="logged-out"
      >
        {LL.auth.loggedOut()}
      </p>
      <p className={css({ mb: "20px" })}>{LL.auth.returningToLogin()}</p>
      <Link to="/login" className={button()}>
        {LL.loginFailed.backToLogin()}
      </Link>
    </section>
  )
}

export const Route = createLazyRoute("/authentication/logged-out")({ component: LoggedOut })
