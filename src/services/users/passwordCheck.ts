import type { PasswordCheck } from "../../api/users/password"

let loading: Promise<PasswordCheck> | undefined

/**
 * The check of common passwords and of strength (src/api/users/passwordCheck.ts), loaded once as its
 * own chunk when a screen with a new password opens: its dictionaries stay out of the first paint.
 * A failed load is tried again at the next screen; meanwhile the server's refusal shows at the field.
 */
export const loadPasswordCheck = (): Promise<PasswordCheck> =>
  (loading ??= import("../../api/users/passwordCheck").then(
    (module) => module.passwordCheck,
    (error: unknown) => {
      loading = undefined
      throw error
    }
  ))
