import { createLazyRoute } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useI18nContext } from "../../i18n/i18n-react"
import { usePortal } from "../shared/PortalContext"
import { Waiting } from "../ui/Waiting"
import { LogoutRefused } from "./LogoutRefused"

/** Back from the provider's sign-out: valid only when the portal started it (the session checks). */
const LogoutCallback = () => {
  const { LL } = useI18nContext()
  const { session } = usePortal()
  const refused = useSelector(session, (s) => s.hasTag("logoutNotInitiated"))
  return refused ? <LogoutRefused /> : <Waiting label={LL.auth.signingOut()} />
}

export const Route = createLazyRoute("/authentication/logout-callback")({ component: LogoutCallback })
