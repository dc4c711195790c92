import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { FieldIssueCode } from "../../src/api/fieldIssues"
import { mappingLimits } from "../../src/api/settings/mappingSchemas"
import { emailDomainOf, validateClaimsProvider, validateClientMapping } from "../../src/api/settings/mappingValidation"
import { companyIssues, signInDomainOf } from "../../src/server/domain/settings/signInMappings"
import { claimsProviderIssues, providerSave } from "../../src/machines/settings/claimsProvidersMachine"
import { clientMappingIssues, mappingSave } from "../../src/machines/settings/clientMappingsMachine"

describe("claims provider (settings tab 1)", () => {
  it("takes two host names in lower case, without @, trimmed, up to their limits", () => {
    for (const [emailDomainName, b2cDomainName] of [
      ["laurentian.example", "login.laurentian.example"],
      ["  maple-leaf.ca ", " sso.maple-leaf.ca"],
      [`${"a".repeat(56)}.com`, `${"b".repeat(60)}.${"c".repeat(35)}.com`]
    ])
      expect(
        validateClaimsProvider({ emailDomainName: emailDomainName!, b2cDomainName: b2cDomainName! }),
        emailDomainName
      ).toEqual([])
    expect(`${"a".repeat(56)}.com`.length).toBe(mappingLimits.emailDomainName)
    expect(`${"b".repeat(60)}.${"c".repeat(35)}.com`.length).toBe(mappingLimits.b2cDomainName)
  })

  it("refuses each field with its rule: required, too long, not a lower-case host name", () => {
    const sign = "login.example"
    expect(validateClaimsProvider({ emailDomainName: " ", b2cDomainName: "" })).toEqual([
      { field: "emailDomainName", code: "required" },
      { field: "b2cDomainName", code: "required" }
    ])
    expect(validateClaimsProvider({ emailDomainName: `${"a".repeat(57)}.com`, b2cDomainName: sign })).toEqual([
      { field: "emailDomainName", code: "tooLong" }
    ])
    for (const domain of [
      "@carrier.example",
      "Carrier.example",
      "localhost",
      "carrier..example",
      "-carrier.example",
      "carrier.c0m",
      "a b.example"
    ])
      expect(validateClaimsProvider({ emailDomainName: domain, b2cDomainName: sign }), domain).toEqual([
        { field: "emailDomainName", code: "invalidDomain" }
      ])
    expect(validateClaimsProvider({ emailDomainName: "ok.example", b2cDomainName: "https://login.example" })).toEqual([
      { field: "b2cDomainName", code: "invalidDomain" }
    ])
  })

  it("keys an e-mail by its domain after the last @, in lower case", () => {
    expect(emailDomainOf("Reviewer@Laurentian.Example")).toBe("laurentian.example")
    expect(emailDomainOf("no-at-sign")).toBe("no-at-sign")
  })
})

describe("client identifier mapping (settings tab 2)", () => {
  const form = { clientId: "northwind-underwriting", organizationId: 2, reportingCompanyId: 21, userAccountId: 101 }

  it("takes a client id of letters, digits, dot, underscore and hyphen, with an organization, its company and an account", () => {
    expect(validateClientMapping(form, true)).toEqual([])
    expect(validateClientMapping({ ...form, clientId: "A1_b.c-D", reportingCompanyId: null }, false)).toEqual([])
    expect(validateClientMapping({ ...form, clientId: "c".repeat(mappingLimits.clientId) }, true)).toEqual([])
  })

  it("refuses each missing or wrong field with its rule", () => {
    expect(
      validateClientMapping({ clientId: "", organizationId: null, reportingCompanyId: null, userAccountId: null }, false)
    ).toEqual([
      { field: "clientId", code: "required" },
      { field: "organizationId", code: "required" },
      { field: "userAccountId", code: "required" }
    ])
    expect(validateClientMapping({ ...form, reportingCompanyId: null }, true)).toEqual([
      { field: "reportingCompanyId", code: "required" }
    ])
    expect(validateClientMapping({ ...form, clientId: "c".repeat(101) }, true)).toEqual([{ field: "clientId", code: "tooLong" }])
    for (const clientId of ["two words", "client/1", "clé", "a+b"])
      expect(validateClientMapping({ ...form, clientId }, true), clientId).toEqual([
        { field: "clientId", code: "invalidClientId" }
      ])
  })

  it("names only codes the contract's 400 carries, so the server can send each", () => {
    for (const code of ["invalidDomain", "invalidClientId", "userNotOfCompany", "unknownValue", "required", "tooLong"])
      expect(Schema.is(FieldIssueCode)(code), code).toBe(true)
  })
})

describe("the same rules in the dialogs", () => {
  const blankDialog = { existing: null, submitted: true, serverIssues: [], duplicate: false }

  it("shows tab 1's rules once Save was pressed and sends the values trimmed", () => {
    const dialog = { ...blankDialog, form: { emailDomainName: " Carrier.Example ", b2cDomainName: "" } }
    expect(claimsProviderIssues(dialog).map((i) => `${i.field}:${i.code}`)).toEqual([
      "emailDomainName:invalidDomain",
      "b2cDomainName:required"
    ])
    expect(claimsProviderIssues({ ...dialog, submitted: false })).toEqual([])
    expect(providerSave({ ...dialog, form: { emailDomainName: " carrier.example ", b2cDomainName: " login.example " } })).toEqual(
      {
        id: null,
        payload: { emailDomainName: "carrier.example", b2cDomainName: "login.example" }
      }
    )
  })

  it("asks a carrier's mapping for its company, and not another organization's", () => {
    const organizations = [
      { id: 2, organizationType: "Carrier" as const, nameEn: "N", nameFr: "N", code: "NWD" },
      { id: 6, organizationType: "ThirdParty" as const, nameEn: "C", nameFr: "C", code: "CDP" }
    ]
    const dialog = {
      ...blankDialog,
      companies: [],
      users: [],
      form: { clientId: " system-1 ", organizationId: 2, reportingCompanyId: null, userAccountId: 101, isVendor: true }
    }
    expect(clientMappingIssues({ organizations }, dialog).map((i) => `${i.field}:${i.code}`)).toEqual([
      "reportingCompanyId:required"
    ])
    expect(clientMappingIssues({ organizations }, { ...dialog, form: { ...dialog.form, organizationId: 6 } })).toEqual([])
    expect(mappingSave({ ...dialog, form: { ...dialog.form, organizationId: 6 } })).toEqual({
      id: null,
      payload: { clientId: "system-1", organizationId: 6, reportingCompanyId: null, userAccountId: 101, isVendor: true }
    })
  })
})

describe("the sign-in lookup's answer (settings tab 1)", () => {
  it("is bureau credentials for an account that signs in with them, else the mapped domain, else the organization's", () => {
    expect(signInDomainOf({ isIbcCredentials: true, identityDomain: "bureau.example", mappedDomain: "sso.bureau.example" })).toBe(
      "bureau-credentials"
    )
    expect(
      signInDomainOf({ isIbcCredentials: false, identityDomain: "laurentian.example", mappedDomain: "login.laurentian.example" })
    ).toBe("login.laurentian.example")
    expect(signInDomainOf({ isIbcCredentials: false, identityDomain: "northwind.example", mappedDomain: null })).toBe(
      "northwind.example"
    )
  })
})

describe("the organization and company a mapping names (the server's check)", () => {
  const carrier = { organizationType: "Carrier", companyOfOrganization: true }
  const thirdParty = { organizationType: "ThirdParty", companyOfOrganization: false }

  it("asks a carrier for one of its own companies, and an organization without companies for none", () => {
    expect(companyIssues(carrier, 21)).toEqual([])
    expect(companyIssues(thirdParty, null)).toEqual([])
    expect(companyIssues(carrier, null)).toEqual([{ field: "reportingCompanyId", code: "required" }])
    expect(companyIssues({ ...carrier, companyOfOrganization: false }, 31)).toEqual([
      { field: "reportingCompanyId", code: "unknownValue" }
    ])
    expect(companyIssues(thirdParty, 21)).toEqual([{ field: "reportingCompanyId", code: "unknownValue" }])
    expect(companyIssues(undefined, null)).toEqual([{ field: "organizationId", code: "unknownValue" }])
  })
})
