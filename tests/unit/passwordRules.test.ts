import { describe, expect, it } from "vitest"
import { passwordSpecials, validateNewPassword, type PasswordIssue, type PasswordIssueCode } from "../../src/api/users/password"
import { changePasswordIssues, setPasswordIssues } from "../../src/server/identity/passwordRules"
import { passwordIssueText, renderSetPasswordPage } from "../../src/server/identity/signInPage"

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
  { name: "8 characters, 3 classes", newPassword: "Abcdefg1", confirmPassword: "Abcdefg1", issues: [] },
  { name: "64 characters", newPassword: `Aa1${"x".repeat(61)}`, confirmPassword: `Aa1${"x".repeat(61)}`, issues: [] },
  {
    name: "65 characters",
    newPassword: `Aa1${"x".repeat(62)}`,
    confirmPassword: `Aa1${"x".repeat(62)}`,
    issues: [{ field: "newPassword", code: "passwordCriteria" }]
  },
  {
    name: "2 classes",
    newPassword: "abcdefgh1",
    confirmPassword: "abcdefgh1",
    issues: [{ field: "newPassword", code: "passwordCriteria" }]
  },
  { name: "lower, digit and special", newPassword: "abcdef1!", confirmPassword: "abcdef1!", issues: [] },
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
    newPassword: "Abcdefg1",
    confirmPassword: "Abcdefg2",
    issues: [{ field: "confirmPassword", code: "passwordMismatch" }]
  },
  {
    name: "a confirmation in another case",
    newPassword: "Abcdefg1",
    confirmPassword: "abcdefg1",
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

  it("reads a form without the fields as empty", () => {
    expect(setPasswordIssues(new URLSearchParams())).toEqual([{ field: "newPassword", code: "required" }])
  })

  it("words every refusal on the page in both languages, at its field", () => {
    const codes: ReadonlyArray<PasswordIssueCode> = ["required", "passwordCriteria", "passwordMismatch"]
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
