import { createLazyRoute, Link, useNavigate } from "@tanstack/react-router"
import { useEffect, useRef, useState } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../../i18n/i18n-react"
import { usePortal } from "../../app/PortalContext"
import { Waiting } from "../../shell/SignedInLayout"
import { button, card } from "../../ui/styles"

/** A logout is valid only when the portal started it; anything else is refused with the spec's message. */
const LogoutCallback = () => {
  const { LL } = useI18nContext()
  const { auth } = usePortal()
  const navigate = useNavigate()
  const [notInitiated, setNotInitiated] = useState(false)
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void auth.completeSignOut().then((outcome) => {
      if (outcome === "signedOut") void navigate({ to: "/authentication/logged-out", replace: true })
      else setNotInitiated(true)
    })
  }, [auth, navigate])
  if (!notInitiated) return <Waiting label={LL.auth.signingOut()} />
  return (
    <section className={card}>
      <p role="alert" className={css({ color: "danger", mb: "20px" })} data-testid="logout-error">
        {LL.auth.logoutNotInitiated()}
      </p>
      <Link to="/login" className={button()}>
        {LL.loginFailed.backToLogin()}
      </Link>
    </section>
  )
}

export const Route = createLazyRoute("/authentication/logout-callback")({ component: LogoutCallback })
