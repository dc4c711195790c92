import { useSelector } from "@xstate/react"
import { useI18nContext } from "../../i18n/i18n-react"
import { usePortal } from "../shared/PortalContext"
import { Waiting } from "../ui/Waiting"
import { LogoutRefused } from "./LogoutRefused"

/** The wait while the session signs out, or the refusal when the portal did not start the logout. */
export const SigningOut = () => {
  const { LL } = useI18nContext()
  const { session } = usePortal()
  const refused = useSelector(session, (s) => s.hasTag("logoutNotInitiated"))
  return refused ? <LogoutRefused /> : <Waiting label={LL.auth.signingOut()} />
}
