import type { ChangePasswordPayload } from "../../api/users/schemas"
import { validateNewPassword, type PasswordCheck, type PasswordIssueCode } from "../../api/users/password"

/** The change-password form's fields: the payload's, under the same names. */
export type ChangePasswordField = keyof ChangePasswordPayload
export const changePasswordFields: ReadonlyArray<ChangePasswordField> = ["currentPassword", "newPassword", "confirmPassword"]

export type ChangePasswordForm = ChangePasswordPayload

export const emptyChangePasswordForm: ChangePasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" }

export interface ChangePasswordFormIssue {
  readonly field: ChangePasswordField
  readonly code: PasswordIssueCode
}

/**
 * The form's own rules, checked before sending: the current password given, then the new one by the
 * shared rule of document 2 section 5 (the one the server and the embedded provider apply), with the
 * check of common passwords once its dictionaries are loaded (until then the server's refusal shows).
 */
export const changePasswordFormIssues = (
  form: ChangePasswordForm,
  check?: PasswordCheck
): ReadonlyArray<ChangePasswordFormIssue> => [
  ...(form.currentPassword === "" ? [{ field: "currentPassword", code: "required" } as const] : []),
  ...validateNewPassword(form.newPassword, form.confirmPassword, check)
]
