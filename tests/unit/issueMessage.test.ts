import { describe, expect, it } from "vitest"
import type { TranslationFunctions } from "../../src/i18n/i18n-types"
import { i18nObject } from "../../src/i18n/i18n-util"
import { loadLocale } from "../../src/i18n/i18n-util.sync"
import { issueMessage, issueText, wordsOf, type IssueWords } from "../../src/views/ui/issueMessage"

loadLocale("en")
loadLocale("fr")
const languages = [i18nObject("en"), i18nObject("fr")]

/** The words of every form that shows the server's field refusals. */
const formWords: ReadonlyArray<readonly [string, (LL: TranslationFunctions) => IssueWords]> = [
  ["user profile", (LL) => LL.userProfile.messages],
  ["change password", (LL) => LL.changePassword.issues],
  ["client profile", (LL) => LL.dashClients.messages],
  ["company profile dialogs", (LL) => LL.companyProfile.messages],
  ["settings content tabs", (LL) => LL.settings.messages],
  ["claims providers", (LL) => LL.settings.claimsProviders.messages],
  ["client mappings", (LL) => LL.settings.clientMappings.messages],
  ["correction dialogs", (LL) => LL.correction.messages],
  ["SDC upload", (LL) => ({ ...LL.sdc.upload.issues, tooLarge: () => LL.sdc.upload.issues.tooLarge({ limit: "1 GB" }) })],
  ["driver search", (LL) => LL.driverSearch.errors]
]

describe("the words of a field refusal", () => {
  it.each(formWords)(
    "%s: a value the contract refuses (invalidValue) is worded at its field, in English and French",
    (_, pick) => {
      for (const LL of languages) {
        expect(issueText(LL, pick(LL), "invalidValue")).toBe(LL.common.invalidValue())
        expect(issueMessage([{ field: "year", code: "invalidValue" }], "year", pick(LL), LL)).toBe(LL.common.invalidValue())
      }
    }
  )

  it("a form's own words come first, a code no one words is the generic 400, a field without issue has none", () => {
    for (const LL of languages) {
      expect(issueText(LL, LL.companyProfile.messages, "unknownValue")).toBe(LL.errors.error400())
      const words = { invalidValue: () => "own", tooLong: () => "too long" }
      expect(issueText(LL, words, "invalidValue")).toBe("own")
      expect(issueText(LL, words, "notGrantable")).toBe(LL.errors.error400())
      expect(wordsOf(LL, words, "notGrantable")).toBeUndefined()
      expect(issueMessage([{ field: "name", code: "tooLong" }], "other", words, LL)).toBeUndefined()
    }
  })
})
