import { describe, expect, it } from "vitest"
import { clientSaveIssues, sponsorSaveIssues, validateClient } from "../../src/api/clients/validation"
import { catalogueEntries } from "../../src/api/fieldIssues"
import en from "../../src/i18n/en/dashClients"
import fr from "../../src/i18n/fr/dashClients"
import { clientFieldOf, clientFields, sponsorFieldOf } from "../../src/machines/clients/clientForm"

/** Document 2 section 8: every refusal of a client or sponsor save shows at a field the form draws. */

const words = [en.messages, fr.messages] as ReadonlyArray<Record<string, string>>
/** Codes the namespace does not word show the generic 400 words at the field (issueMessage). */
const generic = new Set(["sponsorsNotAllowed"])

describe("every refusal of a client save reaches a field the client profile draws", () => {
  it.each(catalogueEntries(clientSaveIssues))("%o is shown at a drawn field in English and French", (issue) => {
    expect(clientFields).toContain(clientFieldOf(issue.field))
    for (const messages of words) expect(messages[issue.code], issue.code).toEqual(expect.any(String))
  })

  it("the form's own rules give only issues of the catalogue", () => {
    const issues = validateClient({ code: "a b", nameEn: "", nameFr: "x".repeat(200) })
    expect(issues.length).toBe(3)
    for (const issue of issues)
      expect((clientSaveIssues as Record<string, ReadonlyArray<string>>)[issue.field]).toContain(issue.code)
  })
})

describe("every refusal of adding a sponsor reaches a field the sponsor dialog draws", () => {
  it.each(catalogueEntries(sponsorSaveIssues))("%o is shown at a drawn field in English and French", (issue) => {
    expect(["organizationId", "reportingCompanyId"]).toContain(sponsorFieldOf(issue.field))
    if (generic.has(issue.code)) return
    for (const messages of words) expect(messages[issue.code], issue.code).toEqual(expect.any(String))
  })

  it("a client that cannot have sponsors is refused at the carrier", () => {
    expect(sponsorFieldOf("clientId")).toBe("organizationId")
    expect(sponsorFieldOf("password")).toBeUndefined()
  })
})
