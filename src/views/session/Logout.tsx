import { createLazyRoute } from "@tanstack/react-router"
import { SigningOut } from "./SigningOut"

/** Opened directly, a logout was not started inside the portal; from inside, the route signs out (router.tsx). */
export const Route = createLazyRoute("/authentication/logout")({ component: SigningOut })
