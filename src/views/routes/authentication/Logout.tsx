import { createLazyRoute } from "@tanstack/react-router"
import { useEffect } from "react"
import { useI18nContext } from "../../../i18n/i18n-react"
import { usePortal } from "../../app/PortalContext"
import { Waiting } from "../../shell/SignedInLayout"

const Logout = () => {
  const { LL } = useI18nContext()
  const { session } = usePortal()
  useEffect(() => session.send({ type: "SIGN_OUT" }), [session])
  return <Waiting label={LL.auth.signingOut()} />
}

export const Route = createLazyRoute("/authentication/logout")({ component: Logout })
