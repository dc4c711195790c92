import { describe, expect, it } from "vitest"
import { catalogueEntries } from "../../src/api/fieldIssues"
import { changePasswordSaveIssues, validateNewPassword } from "../../src/api/users/password"
import en from "../../src/i18n/en/changePassword"
import fr from "../../src/i18n/fr/changePassword"
import { changePasswordFields } from "../../src/machines/users/changePasswordForm"

/** Document 2 section 8: every refusal of a password change shows at a field the screen draws. */

describe("every refusal of a password change reaches a field the screen draws", () => {
  const words = [en.issues, fr.issues] as ReadonlyArray<Record<string, string>>

  it.each(catalogueEntries(changePasswordSaveIssues))("%o is shown at a drawn field in English and French", (issue) => {
    // The screen shows each payload field under its own name (src/machines/users/changePasswordMachine.ts).
    expect(changePasswordFields).toContain(issue.field)
    for (const messages of words) expect(messages[issue.code], issue.code).toEqual(expect.any(String))
  })

  it("the shared rules give only issues of the catalogue", () => {
    for (const [next, confirm] of [
      ["", ""],
      ["short", "short"],
      ["Valid#Pass1", "Other#Pass1"]
    ] as const)
      for (const issue of validateNewPassword(next, confirm))
        expect((changePasswordSaveIssues as Record<string, ReadonlyArray<string>>)[issue.field]).toContain(issue.code)
  })
})
