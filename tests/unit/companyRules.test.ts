import { describe, expect, it } from "vitest"
import { companyLimits } from "../../src/api/company/schemas"
import {
  isValidYearsOfData,
  storedNote,
  validateDomain,
  validateDriverReportOption,
  validateRecipientEmail,
  validateUnitName
} from "../../src/api/company/validation"
import { FieldIssueCode } from "../../src/api/fieldIssues"
import { Schema } from "effect"

const codes = (issues: ReadonlyArray<{ readonly code: string }>) => issues.map((i) => i.code)

describe("unit name (document 2 section 5)", () => {
  it("takes letters, accented letters and digits, words separated by single spaces, trimmed", () => {
    for (const name of ["Toronto Underwriting", "Équipe Montréal 2", "Fleet", "  Claims  ", "Ventes3", "a".repeat(60)])
      expect(validateUnitName(name), name).toEqual([])
  })

  it("refuses a blank name, a name over 60 and any character but letters, digits and single spaces", () => {
    expect(validateUnitName("")).toEqual([{ field: "name", code: "blank" }])
    expect(validateUnitName("   ")).toEqual([{ field: "name", code: "blank" }])
    expect(validateUnitName("a".repeat(61))).toEqual([{ field: "name", code: "tooLong" }])
    for (const name of ["Toronto-West", "Toronto  West", "R&D", "Unit_2", "Claims.", "Tab\there"])
      expect(validateUnitName(name), name).toEqual([{ field: "name", code: "notAlphanumeric" }])
  })
})

describe("permitted domain (document 2 section 5)", () => {
  it("takes @ then a lower-case host name with a top-level part, up to 60 characters", () => {
    for (const domain of ["@northwind.example", "@mail.maple-leaf.ca", "@a1.b2.com", `@${"a".repeat(55)}.com`])
      expect(validateDomain(domain), domain).toEqual([])
    expect(`@${"a".repeat(55)}.com`.length).toBe(companyLimits.domain)
  })

  it("refuses an empty domain, one over 60 characters, and anything not @host.tld in lower case", () => {
    expect(validateDomain("")).toEqual([{ field: "domain", code: "required" }])
    expect(validateDomain(`@${"a".repeat(56)}.com`)).toEqual([{ field: "domain", code: "tooLong" }])
    for (const domain of [
      "northwind.example",
      "@Northwind.example",
      "@localhost",
      "@-bad.example",
      "@bad-.example",
      "@bad..example",
      "@under_score.ca",
      "@host.c0m",
      "user@host.com",
      "@"
    ])
      expect(validateDomain(domain), domain).toEqual([{ field: "domain", code: "invalidDomain" }])
  })
})

describe("notification recipient (document 2 section 5)", () => {
  it("takes an e-mail of the user form's pattern up to 60 characters", () => {
    for (const email of [
      "claims@northwind.example",
      "o'brien@maple.ca",
      "élise.roy@laurentian.example",
      `${"a".repeat(42)}@northwind.example`
    ])
      expect(validateRecipientEmail(email), email).toEqual([])
  })

  it("refuses an empty address, one over 60, and one off the pattern", () => {
    expect(validateRecipientEmail(" ")).toEqual([{ field: "email", code: "required" }])
    expect(validateRecipientEmail(`${"a".repeat(43)}@northwind.example`)).toEqual([{ field: "email", code: "tooLong" }])
    for (const email of ["no-at.example", "a@b", "a b@c.example", "a@@c.example"])
      expect(validateRecipientEmail(email), email).toEqual([{ field: "email", code: "invalidEmail" }])
  })
})

describe("driver report option (document 2 sections 5 and 9)", () => {
  it("takes 6 to 25 years or the maximum (null)", () => {
    for (const years of [6, 15, 25, null]) expect(isValidYearsOfData(years), String(years)).toBe(true)
    for (const years of [5, 26, 0, 10.5, -6]) expect(isValidYearsOfData(years), String(years)).toBe(false)
  })

  it("refuses years out of range, a note over 100 and 'make default' without 'assign to all users'", () => {
    expect(
      validateDriverReportOption({ yearsOfData: 25, note: "n".repeat(100), assignToAllUsers: true, makeDefaultDRO: true })
    ).toEqual([])
    expect(
      codes(validateDriverReportOption({ yearsOfData: 30, note: "n".repeat(101), assignToAllUsers: false, makeDefaultDRO: true }))
    ).toEqual(["yearsOutOfRange", "tooLong", "defaultWithoutAssignToAll"])
    // An edit sends neither flag.
    expect(validateDriverReportOption({ yearsOfData: null, note: null })).toEqual([])
  })

  it("stores a note trimmed, and an empty one as none", () => {
    expect(storedNote("  Renewals ")).toBe("Renewals")
    expect(storedNote("   ")).toBeNull()
    expect(storedNote(null)).toBeNull()
  })
})

it("every code the rules answer is a field issue code of the contract", () => {
  const answered = [
    ...validateUnitName(""),
    ...validateUnitName("x".repeat(61)),
    ...validateUnitName("a-b"),
    ...validateDomain(""),
    ...validateDomain("x"),
    ...validateRecipientEmail("x"),
    ...validateDriverReportOption({ yearsOfData: 1, note: "x".repeat(101), assignToAllUsers: false, makeDefaultDRO: true })
  ]
  for (const issue of answered) expect(Schema.is(FieldIssueCode)(issue.code), issue.code).toBe(true)
})
