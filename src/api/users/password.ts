import type { CatalogueIssue, SaveIssueCatalogue } from "../fieldIssues"
import { userLimits } from "./schemas"

/**
 * The password rules of document 2 section 5, one definition for the change-password screen, the
 * invitation's set-password page and the embedded provider's account store.
 */
export type PasswordIssueCode = "passwordMismatch" | "passwordCriteria" | "required" | "commonPassword" | "personalPassword"

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

/** How easily a password is guessed: zxcvbn's score (0 to 4) and whether it is a common or breached one. */
export interface PasswordStrength {
  readonly score: 0 | 1 | 2 | 3 | 4
  readonly common: boolean
}

/**
 * The estimate of src/api/users/passwordCheck.ts, passed in so that this module stays light for the
 * browser's first paint: the server always gives it, a screen gives it once its dictionaries loaded.
 */
export type PasswordCheck = (password: string, userInputs: ReadonlyArray<string>) => PasswordStrength

/**
 * Below this many guesses a password is refused as common (ASVS 2.1.7): it is on the list of breached
 * passwords or a small variation of one ("Password123!", "Motdepasse1!"), or built of common words.
 * A password of 8 random characters is estimated at 10^8 guesses, so no random one is refused.
 */
export const commonPasswordGuesses = 1e7

/** Whose password it is: a new password may not contain their User ID or the local part of their e-mail. */
export interface PasswordOwner {
  readonly userId: string
  readonly email: string
}

/** The owner's names a password may not contain (3 characters or more, without case). */
export const ownerInputs = (owner: PasswordOwner | undefined): ReadonlyArray<string> =>
  owner
    ? [owner.userId, owner.email.split("@")[0] ?? ""]
        .map((input) => input.trim().toLowerCase())
        .filter((input) => input.length >= 3)
    : []

const containsOwner = (password: string, inputs: ReadonlyArray<string>) =>
  inputs.some((input) => password.toLowerCase().includes(input))

/** The new password's rule at its fields: the criteria at the new password, a mismatch at the confirmation. */
export type PasswordIssue =
  | {
      readonly field: "newPassword"
      readonly code: Extract<PasswordIssueCode, "required" | "passwordCriteria" | "commonPassword" | "personalPassword">
    }
  | { readonly field: "confirmPassword"; readonly code: Extract<PasswordIssueCode, "passwordMismatch"> }

/**
 * Document 2 section 5's rule, then ASVS 2.1.7: not the owner's User ID or e-mail name, not a common
 * or breached password (when the check is given: always on the server, once loaded in the browser).
 */
export const validateNewPassword = (
  newPassword: string,
  confirmPassword: string,
  check?: PasswordCheck,
  owner?: PasswordOwner
): ReadonlyArray<PasswordIssue> => {
  if (newPassword === "") return [{ field: "newPassword", code: "required" }]
  if (!meetsPasswordCriteria(newPassword)) return [{ field: "newPassword", code: "passwordCriteria" }]
  const inputs = ownerInputs(owner)
  if (containsOwner(newPassword, inputs)) return [{ field: "newPassword", code: "personalPassword" }]
  if (check?.(newPassword, inputs).common) return [{ field: "newPassword", code: "commonPassword" }]
  if (newPassword !== confirmPassword) return [{ field: "confirmPassword", code: "passwordMismatch" }]
  return []
}

/** The strength meter's words by level, in the dictionaries' common.passwordStrengthLevels. */
export const passwordStrengthNames = ["veryWeak", "weak", "fair", "strong", "veryStrong"] as const

/** The strength meter's level (0 to 4): a password the rule refuses reads at most 1 ('weak'). */
export const passwordStrengthLevel = (
  password: string,
  check: PasswordCheck,
  owner?: PasswordOwner
): PasswordStrength["score"] => {
  if (password === "") return 0
  const inputs = ownerInputs(owner)
  const { score, common } = check(password, inputs)
  const refused = !meetsPasswordCriteria(password) || containsOwner(password, inputs) || common
  return refused ? (Math.min(score, 1) as 0 | 1) : score
}

/**
 * Every field issue a change of one's own password can be refused with, by payload field (document 2
 * sections 5 and 8): the rules above, then the current password (src/server/identity/passwordRules.ts,
 * typed by it). The change-password screen shows each one at its field, in both languages.
 */
export const changePasswordSaveIssues = {
  currentPassword: ["wrongPassword"],
  newPassword: ["required", "passwordCriteria", "personalPassword", "commonPassword"],
  confirmPassword: ["passwordMismatch"]
} as const satisfies SaveIssueCatalogue

export type ChangePasswordIssue = CatalogueIssue<typeof changePasswordSaveIssues>
