import { describe, expect, it } from "vitest"
import {
  passwordSpecials,
  passwordStrengthLevel,
  validateNewPassword,
  type PasswordIssue,
  type PasswordIssueCode
} from "../../src/api/users/password"
import { passwordCheck } from "../../src/api/users/passwordCheck"
import { changePasswordIssues, setPasswordIssues } from "../../src/server/identity/passwordRules"
import { passwordIssueText, renderSetPasswordPage } from "../../src/server/identity/signInPage"

/** 64 allowed characters that no dictionary knows. */
const sixtyFour = "Kq7wmzpvTn3xRb8hLs5yGd2cVf9jWe4uHp6tZr1nXa8kMv3sQe7bLw2gCy5dUf9j"

/** Passwords and confirmations with what the shared rule (document 2 section 5) answers for each. */
const cases: ReadonlyArray<{
  readonly name: string
  readonly newPassword: string
  readonly confirmPassword: string
  readonly issues: ReadonlyArray<PasswordIssue>
}> = [
  { name: "empty", newPassword: "", confirmPassword: "", issues: [{ field: "newPassword", code: "required" }] },
  {
    name: "7 characters",
    newPassword: "Abcde1!",
    confirmPassword: "Abcde1!",
    issues: [{ field: "newPassword", code: "passwordCriteria" }]
  },
  { name: "8 characters, 3 classes", newPassword: "Kq7wmzpv", confirmPassword: "Kq7wmzpv", issues: [] },
  { name: "64 characters", newPassword: sixtyFour, confirmPassword: sixtyFour, issues: [] },
  {
    name: "65 characters",
    newPassword: `${sixtyFour}x`,
    confirmPassword: `${sixtyFour}x`,
    issues: [{ field: "newPassword", code: "passwordCriteria" }]
  },
  {
    name: "2 classes",
    newPassword: "abcdefgh1",
    confirmPassword: "abcdefgh1",
    issues: [{ field: "newPassword", code: "passwordCriteria" }]
  },
  { name: "lower, digit and special", newPassword: "kq7wmz!p", confirmPassword: "kq7wmz!p", issues: [] },
  {
    name: "a space",
    newPassword: "Abc def12",
    confirmPassword: "Abc def12",
    issues: [{ field: "newPassword", code: "passwordCriteria" }]
  },
  {
    name: "an accented letter",
    newPassword: "Pässword1",
    confirmPassword: "Pässword1",
    issues: [{ field: "newPassword", code: "passwordCriteria" }]
  },
  { name: "every allowed special", newPassword: `Ab1${passwordSpecials}`, confirmPassword: `Ab1${passwordSpecials}`, issues: [] },
  {
    name: "a confirmation that differs",
    newPassword: "Kq7wmzpv",
    confirmPassword: "Kq7wmzpw",
    issues: [{ field: "confirmPassword", code: "passwordMismatch" }]
  },
  {
    name: "a confirmation in another case",
    newPassword: "Kq7wmzpv",
    confirmPassword: "kq7wmzpv",
    issues: [{ field: "confirmPassword", code: "passwordMismatch" }]
  },
  // The criteria come first: a weak password is named weak, whatever its confirmation.
  {
    name: "weak and different",
    newPassword: "weak",
    confirmPassword: "other",
    issues: [{ field: "newPassword", code: "passwordCriteria" }]
  }
]

describe("the password rules at the embedded provider", () => {
  it.each(cases)("the set-password page and the change-password call answer as the shared rule: $name", (c) => {
    expect(validateNewPassword(c.newPassword, c.confirmPassword)).toEqual(c.issues)
    const form = new URLSearchParams({ step: "setPassword", newPassword: c.newPassword, confirmPassword: c.confirmPassword })
    expect(setPasswordIssues(form)).toEqual(c.issues)
    const payload = { currentPassword: "Current-1", newPassword: c.newPassword, confirmPassword: c.confirmPassword }
    expect(changePasswordIssues(true, payload)).toEqual(c.issues)
    expect(changePasswordIssues(false, payload)).toEqual([{ field: "currentPassword", code: "wrongPassword" }, ...c.issues])
  })

  // ASVS 2.1.7: common and breached passwords, and small variations of them, in English and French.
  it.each(["Password123!", "Passw0rd!", "P@ssw0rd1", "Qwerty123!", "Welcome1!", "Motdepasse1!", "Azerty123!", "Abcdefg1"])(
    "refuses the common password %s on the page, in the change call and in the browser's rule alike",
    (common) => {
      const issues = [{ field: "newPassword", code: "commonPassword" }]
      const form = new URLSearchParams({ newPassword: common, confirmPassword: common })
      expect(setPasswordIssues(form)).toEqual(issues)
      expect(changePasswordIssues(true, { currentPassword: "Current-1", newPassword: common, confirmPassword: common })).toEqual(
        issues
      )
      expect(validateNewPassword(common, common, passwordCheck)).toEqual(issues)
      // Without the check (the browser before its dictionaries are loaded) only the criteria apply.
      expect(validateNewPassword(common, common)).toEqual([])
    }
  )

  it("refuses a password that contains the owner's User ID or e-mail name, without case", () => {
    const owner = { userId: "jtremblay", email: "julie.roy@northwind.example" }
    const issues = [{ field: "newPassword", code: "personalPassword" }]
    const form = (password: string) => new URLSearchParams({ newPassword: password, confirmPassword: password })
    expect(setPasswordIssues(form("Jtremblay-77x"), owner)).toEqual(issues)
    expect(setPasswordIssues(form("xJULIE.ROY#42"), owner)).toEqual(issues)
    const payload = { currentPassword: "Current-1", newPassword: "Zq-jtremblay-8", confirmPassword: "Zq-jtremblay-8" }
    expect(changePasswordIssues(true, payload, owner)).toEqual(issues)
    expect(setPasswordIssues(form("Kq7wmzpv"), owner)).toEqual([])
  })

  it("reads the meter's level from the estimate, a refused password at most 'weak'", () => {
    expect(passwordStrengthLevel("", passwordCheck)).toBe(0)
    expect(passwordStrengthLevel("Password123!", passwordCheck)).toBeLessThanOrEqual(1)
    expect(passwordStrengthLevel("Kq7wmzpv", passwordCheck)).toBe(2)
    expect(passwordStrengthLevel("Zt8v-Lm2q-Rb5x", passwordCheck)).toBe(4)
  })

  it("reads a form without the fields as empty", () => {
    expect(setPasswordIssues(new URLSearchParams())).toEqual([{ field: "newPassword", code: "required" }])
  })

  it("words every refusal on the page in both languages, at its field", () => {
    const codes: ReadonlyArray<PasswordIssueCode> = [
      "required",
      "passwordCriteria",
      "passwordMismatch",
      "commonPassword",
      "personalPassword"
    ]
    for (const code of codes) {
      const en = passwordIssueText("en", code)
      const fr = passwordIssueText("fr", code)
      expect(en).not.toBe("")
      expect(fr).not.toBe("")
      expect(fr).not.toBe(en)
    }
    const issues = [{ field: "confirmPassword", code: "passwordMismatch" }] as const
    const page = renderSetPasswordPage({ lang: "fr", action: "/oidc/interaction/x", login: "a@b.example", issues })
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain(
      `<p class="error" id="confirmPassword-error" role="alert">${passwordIssueText("fr", "passwordMismatch")}</p>`
    )
    expect(page).toContain('aria-invalid="true" aria-describedby="confirmPassword-error"')
    expect(page).not.toContain("newPassword-error")
  })
})
