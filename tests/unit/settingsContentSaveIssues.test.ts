import { describe, expect, it } from "vitest"
import { catalogueEntries, type SaveIssueCatalogue } from "../../src/api/fieldIssues"
import {
  contentSaveIssues,
  validateContactUsText,
  validateSystemMessage,
  validateTermsOfService
} from "../../src/api/settings/contentRules"
import en from "../../src/i18n/en/settings"
import fr from "../../src/i18n/fr/settings"
import { contentFieldOf, contentFields } from "../../src/machines/settings/contentTab"

/** Document 2 section 8: every refusal of a content tab's save shows at a field the tab draws, in both languages. */

const kinds = ["contactUs", "termsOfService", "systemMessage"] as const
const listed = (kind: (typeof kinds)[number]) => contentSaveIssues[kind] as Record<string, ReadonlyArray<string>>

describe.each(kinds)("every refusal of the %s tab's save", (kind) => {
  it.each(catalogueEntries<SaveIssueCatalogue>(contentSaveIssues[kind]))(
    "%o is shown at a drawn field in English and French",
    (issue) => {
      expect(contentFields[kind]).toContain(contentFieldOf(kind)(issue.field))
      for (const messages of [en.messages, fr.messages] as ReadonlyArray<Record<string, string>>)
        expect(messages[issue.code], issue.code).toEqual(expect.any(String))
    }
  )
})

describe("the content tabs' own rules give only issues of their catalogue", () => {
  it("contact us, one text or both", () => {
    const issues = [...validateContactUsText(" "), ...validateContactUsText("x".repeat(100_001), "textFr")]
    expect(issues).toEqual([
      { field: "text", code: "blank" },
      { field: "textFr", code: "tooLong" }
    ])
    for (const issue of issues) expect(listed("contactUs")[issue.field]).toContain(issue.code)
  })

  it("the terms of service", () => {
    const issues = validateTermsOfService({ textEn: "", textFr: "" })
    expect(issues.length).toBe(2)
    for (const issue of issues) expect(listed("termsOfService")[issue.field]).toContain(issue.code)
  })

  it("the system message", () => {
    const long = "x".repeat(5000)
    const issues = validateSystemMessage({
      messageEn: long,
      messageFr: long,
      startDate: "2026-12-04T10:00:00Z",
      endDate: "2026-12-04T10:00:00Z"
    })
    expect(issues.length).toBe(3)
    for (const issue of issues) expect(listed("systemMessage")[issue.field]).toContain(issue.code)
  })
})
