import { validateNewPassword, type ChangePasswordIssue, type PasswordIssue } from "../../api/users/password"
import type { ChangePasswordPayload } from "../../api/users/schemas"

/**
 * Where the embedded provider applies the shared password rules (src/api/users/password.ts), so that
 * the set-password page, the change-password call and the portal's forms refuse the same passwords.
 */

/** The invitation's set-password page: the rule on the form's two fields. */
export const setPasswordIssues = (form: URLSearchParams): ReadonlyArray<PasswordIssue> =>
  validateNewPassword(form.get("newPassword") ?? "", form.get("confirmPassword") ?? "")

/** POST /Users/ChangeMyPassword: a wrong current password and the rule's refusals, all at once. */
export const changePasswordIssues = (
  currentMatches: boolean,
  payload: ChangePasswordPayload
): ReadonlyArray<ChangePasswordIssue> => [
  ...(currentMatches ? [] : [{ field: "currentPassword", code: "wrongPassword" } as const]),
  ...validateNewPassword(payload.newPassword, payload.confirmPassword)
]
