import { createLazyRoute, useNavigate } from "@tanstack/react-router"
import { useEffect, useRef } from "react"
import { useI18nContext } from "../../../i18n/i18n-react"
import { usePortal } from "../../app/PortalContext"
import { Waiting } from "../../shell/SignedInLayout"

/** Back from the identity provider: finish the code flow, then return to where the user started. */
const LoginCallback = () => {
  const { LL } = useI18nContext()
  const { auth, session } = usePortal()
  const navigate = useNavigate()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    auth
      .completeSignIn()
      .then(({ returnUrl, accessToken }) => {
        session.send({ type: "SIGNED_IN", accessToken })
        void navigate({ to: returnUrl, replace: true })
      })
      .catch((error: unknown) => {
        const text = String((error as Error)?.message ?? error)
        const code = text.includes("401") ? "401" : text.includes("404") ? "404" : "500"
        void navigate({ to: "/login-failed/$code", params: { code }, replace: true })
      })
  }, [auth, session, navigate])
  return <Waiting label={LL.auth.signingIn()} />
}

export const Route = createLazyRoute("/authentication/login-callback")({ component: LoginCallback })
