import { createLazyRoute } from "@tanstack/react-router"
import { useI18nContext } from "../../i18n/i18n-react"
import { Waiting } from "../ui/Waiting"

/** Back from the identity provider: the session completes the sign-in, then returns to where the user started. */
const LoginCallback = () => {
  const { LL } = useI18nContext()
  return <Waiting label={LL.auth.signingIn()} />
}

export const Route = createLazyRoute("/authentication/login-callback")({ component: LoginCallback })
