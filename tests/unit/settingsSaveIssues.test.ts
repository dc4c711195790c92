import { describe, expect, it } from "vitest"
import { catalogueEntries } from "../../src/api/fieldIssues"
import {
  claimsProviderSaveIssues,
  clientMappingSaveIssues,
  validateClaimsProvider,
  validateClientMapping
} from "../../src/api/settings/mappingValidation"
import en from "../../src/i18n/en/settings"
import fr from "../../src/i18n/fr/settings"
import { claimsProviderFieldOf } from "../../src/machines/settings/claimsProvidersMachine"
import { clientMappingFieldOf } from "../../src/machines/settings/clientMappingsMachine"

/** Document 2 section 8: every refusal of a settings dialog's save shows at a field the dialog draws. */

const wordsOf = (pick: (t: typeof en) => Record<string, string>) => [pick(en), pick(fr as typeof en)]

describe("every refusal of a claims provider save reaches a field its dialog draws", () => {
  const words = wordsOf((t) => t.claimsProviders.messages)
  it.each(catalogueEntries(claimsProviderSaveIssues))("%o is shown at a drawn field in English and French", (issue) => {
    expect(["emailDomainName", "b2cDomainName"]).toContain(claimsProviderFieldOf(issue.field))
    for (const messages of words) expect(messages[issue.code], issue.code).toEqual(expect.any(String))
  })

  it("the dialog's own rules give only issues of the catalogue", () => {
    const issues = validateClaimsProvider({ emailDomainName: "", b2cDomainName: "@Bad" })
    expect(issues.length).toBe(2)
    for (const issue of issues)
      expect((claimsProviderSaveIssues as Record<string, ReadonlyArray<string>>)[issue.field]).toContain(issue.code)
  })
})

describe("every refusal of a client identifier mapping save reaches a field its dialog draws", () => {
  const words = wordsOf((t) => t.clientMappings.messages)
  it.each(catalogueEntries(clientMappingSaveIssues))("%o is shown at a drawn field in English and French", (issue) => {
    expect(["clientId", "organizationId", "reportingCompanyId", "userAccountId"]).toContain(clientMappingFieldOf(issue.field))
    for (const messages of words) expect(messages[issue.code], issue.code).toEqual(expect.any(String))
  })

  it("the dialog's own rules give only issues of the catalogue", () => {
    const issues = validateClientMapping(
      { clientId: "a b", organizationId: null, reportingCompanyId: null, userAccountId: null },
      true
    )
    expect(issues.length).toBe(4)
    for (const issue of issues)
      expect((clientMappingSaveIssues as Record<string, ReadonlyArray<string>>)[issue.field]).toContain(issue.code)
  })
})
