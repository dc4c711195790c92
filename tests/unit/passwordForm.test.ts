import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { meetsPasswordCriteria, passwordSpecials, validateNewPassword } from "../../src/api/users/password"
import { ChangePasswordPayload, userLimits } from "../../src/api/users/schemas"
import {
  changePasswordFields,
  changePasswordFormIssues,
  emptyChangePasswordForm
} from "../../src/machines/users/changePasswordForm"

/** Passwords on each side of every rule of document 2 section 5, with what the rule says of them. */
const samples: ReadonlyArray<readonly [string, boolean, string]> = [
  ["Abcdef1", false, "7 characters"],
  ["Abcdefg1", true, "8 characters, lower, upper and digit"],
  ["abcdefg1", false, "2 classes: lower and digit"],
  ["abcdefg!", false, "2 classes: lower and special"],
  ["abcdef1!", true, "3 classes: lower, digit and special"],
  ["ABCDEF1!", true, "3 classes: upper, digit and special"],
  ["Abcdef1!", true, "4 classes"],
  [`Aa1${"x".repeat(61)}`, true, "64 characters"],
  [`Aa1${"x".repeat(62)}`, false, "65 characters"],
  ["Abcd efg1", false, "a space"],
  ["Abcdéfg1", false, "an accented letter"],
  ["Abcdefg1€", false, "a special character outside the list"],
  [`Ab1${passwordSpecials}`.slice(0, 64), true, "every allowed special character"]
]

describe("the change-password form and the shared password rule (document 2 section 5)", () => {
  it.each(samples)("%s: the rule says %s (%s), and the form says the same before sending", (password, meets) => {
    expect(meetsPasswordCriteria(password)).toBe(meets)
    const form = { currentPassword: "Old-pass1", newPassword: password, confirmPassword: password }
    // The form refuses exactly what the shared rule refuses, the one the server checks again.
    expect(changePasswordFormIssues(form)).toEqual(validateNewPassword(password, password))
    expect(changePasswordFormIssues(form)).toEqual(meets ? [] : [{ field: "newPassword", code: "passwordCriteria" }])
  })

  it("asks for the new password, then its confirmation to match, at their fields", () => {
    const form = { currentPassword: "Old-pass1", newPassword: "", confirmPassword: "" }
    expect(changePasswordFormIssues(form)).toEqual([{ field: "newPassword", code: "required" }])
    expect(changePasswordFormIssues({ ...form, newPassword: "Abcdefg1", confirmPassword: "Abcdefg2" })).toEqual([
      { field: "confirmPassword", code: "passwordMismatch" }
    ])
  })

  it("asks for the current password besides the shared rule", () => {
    expect(changePasswordFormIssues(emptyChangePasswordForm)).toEqual([
      { field: "currentPassword", code: "required" },
      { field: "newPassword", code: "required" }
    ])
  })

  it("sends the payload the contract decodes, its fields named as the form's", () => {
    expect([...changePasswordFields].sort()).toEqual(Object.keys(ChangePasswordPayload.fields).sort())
    const form = { currentPassword: "Old-pass1", newPassword: "Abcdefg1", confirmPassword: "Abcdefg1" }
    expect(Schema.decodeUnknownSync(ChangePasswordPayload)(form)).toEqual(form)
  })

  it("lets the inputs hold the longest password the rule accepts, and no longer", () => {
    expect(userLimits.password).toEqual({ min: 8, max: 64 })
    expect(meetsPasswordCriteria(`Aa1${"x".repeat(userLimits.password.max - 3)}`)).toBe(true)
  })
})
