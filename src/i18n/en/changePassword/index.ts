import type { BaseTranslation } from "../../i18n-types"

/** Change of one's own password (document 2 sections 2, 5 and 8). */
const en_changePassword = {
  title: "Change password",
  intro: "Your new password replaces the current one at once: sign in with it from now on.",
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Confirm the new password",
  rules:
    "8 to 64 characters, with at least 3 of these 4: a lower case letter, an upper case letter, a digit, a special character. Letters without accents, digits and the special characters {specials:string} only; no spaces.",
  change: "Change password",
  changing: "Changing…",
  issues: {
    required: "This field is required.",
    passwordCriteria: "The password does not meet the required criteria.",
    passwordMismatch: "The passwords do not match.",
    wrongPassword: "The current password is not correct.",
    commonPassword: "This password is too common or has appeared in a data breach. Choose one that is harder to guess.",
    personalPassword: "The password must not contain your User ID or the name of your e-mail address."
  },
  changed: "Your password has been changed. Your other sessions have been ended: sign in there again with the new password.",
  refused: "Your password was not changed. Check your input and try again."
} satisfies BaseTranslation

export default en_changePassword
