import { createLazyRoute } from "@tanstack/react-router"
import { SigningOut } from "./SigningOut"

/** Back from the provider's sign-out: valid only when the portal started it (the session checks). */
export const Route = createLazyRoute("/authentication/logout-callback")({ component: SigningOut })
