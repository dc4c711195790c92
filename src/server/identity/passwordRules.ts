import { validateNewPassword, type ChangePasswordIssue, type PasswordIssue, type PasswordOwner } from "../../api/users/password"
import { passwordCheck } from "../../api/users/passwordCheck"
import type { ChangePasswordPayload } from "../../api/users/schemas"

/**
 * Where the embedded provider applies the shared password rules (src/api/users/password.ts), so that
 * the set-password page, the change-password call and the portal's forms refuse the same passwords.
 * The server always applies the check of common and breached passwords (ASVS 2.1.7), offline, and
 * refuses a password containing the owner's User ID or e-mail name when the owner is known.
 */

/** A page that sets a password (the invitation's, a reset link's): the rule on the form's two fields. */
export const setPasswordIssues = (form: URLSearchParams, owner?: PasswordOwner): ReadonlyArray<PasswordIssue> =>
  validateNewPassword(form.get("newPassword") ?? "", form.get("confirmPassword") ?? "", passwordCheck, owner)

/** POST /Users/ChangeMyPassword: a wrong current password and the rule's refusals, all at once. */
export const changePasswordIssues = (
  currentMatches: boolean,
  payload: ChangePasswordPayload,
  owner?: PasswordOwner
): ReadonlyArray<ChangePasswordIssue> => [
  ...(currentMatches ? [] : [{ field: "currentPassword", code: "wrongPassword" } as const]),
  ...validateNewPassword(payload.newPassword, payload.confirmPassword, passwordCheck, owner)
]
