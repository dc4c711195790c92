import type { CatalogueIssue, SaveIssueCatalogue } from "../fieldIssues"
import { userLimits } from "./schemas"

/**
 * The password rules of document 2 section 5, one definition for the change-password screen, the
 * invitation's set-password page and the embedded provider's account store.
 */
export type PasswordIssueCode = "passwordMismatch" | "passwordCriteria" | "required"

/** Letters, digits and these specials; no spaces, no other characters. */
export const passwordSpecials = "!@#$%^&*()_+-=[]{}|;:',.<>/?~`\"\\"
const allowed = /^[A-Za-z0-9!@#$%^&*()_+\-=[\]{}|;:',.<>/?~`"\\]*$/

const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/]

/** 8 to 64 allowed characters, at least 3 of the 4 classes (lower, upper, digit, special). */
export const meetsPasswordCriteria = (password: string): boolean =>
  password.length >= userLimits.password.min &&
  password.length <= userLimits.password.max &&
  allowed.test(password) &&
  classes.filter((c) => c.test(password)).length >= 3

/** The new password's rule at its fields: the criteria at the new password, a mismatch at the confirmation. */
export type PasswordIssue =
  | { readonly field: "newPassword"; readonly code: Extract<PasswordIssueCode, "required" | "passwordCriteria"> }
  | { readonly field: "confirmPassword"; readonly code: Extract<PasswordIssueCode, "passwordMismatch"> }

export const validateNewPassword = (newPassword: string, confirmPassword: string): ReadonlyArray<PasswordIssue> => {
  if (newPassword === "") return [{ field: "newPassword", code: "required" }]
  if (!meetsPasswordCriteria(newPassword)) return [{ field: "newPassword", code: "passwordCriteria" }]
  if (newPassword !== confirmPassword) return [{ field: "confirmPassword", code: "passwordMismatch" }]
  return []
}

/**
 * Every field issue a change of one's own password can be refused with, by payload field (document 2
 * sections 5 and 8): the rules above, then the current password (src/server/identity/passwordRules.ts,
 * typed by it). The change-password screen shows each one at its field, in both languages.
 */
export const changePasswordSaveIssues = {
  currentPassword: ["wrongPassword"],
  newPassword: ["required", "passwordCriteria"],
  confirmPassword: ["passwordMismatch"]
} as const satisfies SaveIssueCatalogue

export type ChangePasswordIssue = CatalogueIssue<typeof changePasswordSaveIssues>
