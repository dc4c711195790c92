import { describe, expect, it } from "vitest"
import { companyLimits } from "../../src/api/company/schemas"
import { BadRequest } from "../../src/api/errors"
import { catalogueEntries } from "../../src/api/fieldIssues"
import en from "../../src/i18n/en/companyProfile"
import fr from "../../src/i18n/fr/companyProfile"
import {
  companySaveIssues,
  validateDomain,
  validateDriverReportOption,
  validateRecipientEmail,
  validateUnitNames
} from "../../src/api/company/validation"
import {
  canSaveItem,
  drawnItemFields,
  initialForm,
  itemFieldOf,
  itemIssues,
  itemSave,
  yearsChoices,
  type ItemForm,
  type ItemTarget
} from "../../src/machines/company/companyItems"
import { credentialsFieldOf, refusedCredentials } from "../../src/machines/company/companyProfile"

/** The dialogs check exactly what the server checks (src/api/company/validation.ts), on exactly what they send. */

const owner = { organizationId: 3, reportingCompanyId: 31 }
const form = (changes: Partial<ItemForm>, target: ItemTarget): ItemForm => ({ ...initialForm(target), ...changes })
const long = (length: number, char = "a") => char.repeat(length)

const texts: Record<"unit" | "domain" | "recipient", ReadonlyArray<string>> = {
  unit: [
    "",
    "   ",
    "Claims",
    "Claims Review",
    "Claims/Review",
    "Claims  Review",
    long(companyLimits.unitName),
    long(companyLimits.unitName + 1),
    " Ottawa "
  ],
  domain: [
    "",
    "@northwind.example",
    "northwind.example",
    "@Northwind.example",
    "@northwind",
    long(companyLimits.domain - 9) + "@x.example",
    "@" + long(companyLimits.domain) + ".ca"
  ],
  recipient: [
    "",
    "claims@northwind.example",
    "claims at northwind",
    "a@b",
    long(companyLimits.recipientEmail - 12) + "@northwind.ca",
    long(companyLimits.recipientEmail) + "@x.ca"
  ]
}

const server = {
  unit: (payload: { nameEn: string; nameFr: string }) => validateUnitNames(payload),
  domain: (payload: { domain: string }) => validateDomain(payload.domain),
  recipient: (payload: { email: string }) => validateRecipientEmail(payload.email)
}

describe("the company profile dialogs and the shared rules", () => {
  for (const kind of ["unit", "domain", "recipient"] as const) {
    it(`the ${kind} dialog shows exactly the server's issues for what it sends`, () => {
      const target = { kind, existing: null } as ItemTarget
      for (const text of texts[kind]) {
        // A unit's French name is valid here; its own checks follow.
        const values = form(kind === "unit" ? { text, textFr: "Unité" } : { text }, target)
        const save = itemSave(target, values, owner)
        expect(save.kind).toBe(kind)
        const sent = server[kind](save.payload as never)
        expect(itemIssues(target, values, owner), text).toEqual(sent)
        // Every issue has a field in the dialog.
        for (const issue of sent) expect(itemFieldOf(kind)(issue.field)).toBe("text")
        expect(save.payload).toMatchObject(owner)
      }
    })
  }

  it("sends a unit's English and French names, each trimmed, and shows each name's issues at its own field", () => {
    const target: ItemTarget = { kind: "unit", existing: null }
    const save = itemSave(target, form({ text: " Claims ", textFr: " Sinistres " }, target), owner)
    expect(save).toEqual({ kind: "unit", id: null, payload: { nameEn: "Claims", nameFr: "Sinistres", ...owner } })
    for (const textFr of texts.unit) {
      const values = form({ text: "Claims", textFr }, target)
      const sent = validateUnitNames({ nameEn: "Claims", nameFr: textFr })
      expect(itemIssues(target, values, owner), textFr).toEqual(sent)
      for (const issue of sent) expect(itemFieldOf("unit")(issue.field)).toBe("textFr")
    }
  })

  it("starts a unit's rename from both of its names", () => {
    const unit = { id: 7, nameEn: "Ottawa Claims", nameFr: "Sinistres Ottawa", ...owner, hasUsers: false }
    expect(initialForm({ kind: "unit", existing: unit })).toMatchObject({ text: "Ottawa Claims", textFr: "Sinistres Ottawa" })
  })

  it("disables Save for an empty domain only", () => {
    expect(canSaveItem({ kind: "domain", existing: null }, form({ text: "  " }, { kind: "domain", existing: null }))).toBe(false)
    expect(canSaveItem({ kind: "domain", existing: null }, form({ text: "@a.ca" }, { kind: "domain", existing: null }))).toBe(
      true
    )
    expect(canSaveItem({ kind: "unit", existing: null }, form({ text: "" }, { kind: "unit", existing: null }))).toBe(true)
  })

  it("offers the years the server accepts: 6 to 25, and the maximum", () => {
    const target: ItemTarget = { kind: "option", existing: null }
    expect(yearsChoices).toHaveLength(21)
    for (const years of yearsChoices) {
      const save = itemSave(target, form({ years }, target), owner)
      expect(save.kind === "option" && save.payload.yearsOfData).toBe(years === "max" ? null : Number(years))
      expect(validateDriverReportOption(save.payload as never)).toEqual([])
    }
    for (const years of ["5", "26"])
      expect(itemIssues(target, form({ years }, target), owner)).toEqual([{ field: "yearsOfData", code: "yearsOutOfRange" }])
  })

  it("checks the option's note and default as the server does, and sends the flags on create only", () => {
    const create: ItemTarget = { kind: "option", existing: null }
    const edit: ItemTarget = {
      kind: "option",
      existing: { id: 2, yearsOfData: 10, note: "Underwriting", ...owner, hasUsers: false, noOfUsers: 0 }
    }
    const tooLong = form({ note: long(companyLimits.driverReportOptionNote + 1) }, create)
    expect(itemIssues(create, tooLong, owner)).toEqual(
      validateDriverReportOption(itemSave(create, tooLong, owner).payload as never)
    )
    expect(itemIssues(create, tooLong, owner)).toEqual([{ field: "note", code: "tooLong" }])
    const defaultAlone = form({ makeDefault: true }, create)
    expect(itemIssues(create, defaultAlone, owner)).toEqual([{ field: "makeDefaultDRO", code: "defaultWithoutAssignToAll" }])
    expect(itemSave(create, form({ assignToAllUsers: true, makeDefault: true, note: "  " }, create), owner).payload).toEqual({
      yearsOfData: 25,
      note: null,
      ...owner,
      assignToAllUsers: true,
      makeDefaultDRO: true
    })
    expect(itemSave(edit, initialForm(edit), owner)).toEqual({
      kind: "option",
      id: 2,
      payload: { yearsOfData: 10, note: "Underwriting", ...owner }
    })
  })
})

describe("every refusal of a company profile save reaches a field its dialog draws (document 2 section 8)", () => {
  const kinds = ["unit", "option", "domain", "recipient"] as const
  const words = [en.messages, fr.messages] as ReadonlyArray<Record<string, string>>

  for (const kind of kinds)
    it.each(catalogueEntries(companySaveIssues[kind]))(`${kind}: %o is shown at a drawn field in English and French`, (issue) => {
      // 'make default' is sent only when adding, where it is drawn.
      const adding = [true, false].filter((a) => a || (issue.field as string) !== "makeDefaultDRO")
      for (const a of adding) expect(drawnItemFields(kind, a)).toContain(itemFieldOf(kind)(issue.field))
      // A code the namespace does not word shows the generic 400 words (issueMessage).
      if (issue.code === "unknownValue") return
      for (const messages of words) expect(messages[issue.code], issue.code).toEqual(expect.any(String))
    })

  it("the dialogs' own rules give only issues of their catalogue", () => {
    const cases: ReadonlyArray<[ItemTarget, Partial<ItemForm>]> = [
      [
        { kind: "unit", existing: null },
        { text: "", textFr: "a/b" }
      ],
      [
        { kind: "unit", existing: null },
        { text: long(companyLimits.unitName + 1), textFr: "" }
      ],
      [{ kind: "domain", existing: null }, { text: "northwind" }],
      [{ kind: "recipient", existing: null }, { text: "x" }],
      [
        { kind: "option", existing: null },
        { years: "5", note: long(101), makeDefault: true }
      ]
    ]
    for (const [target, changes] of cases) {
      const issues = itemIssues(target, form(changes, target), owner)
      expect(issues.length, target.kind).toBeGreaterThan(0)
      const catalogue = companySaveIssues[target.kind] as Record<string, ReadonlyArray<string>>
      for (const issue of issues) expect(catalogue[issue.field], issue.field).toContain(issue.code)
    }
  })

  it("the company an item belongs to is refused at the dialog's main field", () => {
    expect(itemFieldOf("option")("reportingCompanyId")).toBe("years")
    expect(itemFieldOf("domain")("organizationId")).toBe("text")
    expect(itemFieldOf("unit")("password")).toBeUndefined()
  })

  it("the credentials switch shows each refusal of its save at the switch, a refusal of no field as the notice", () => {
    const refused = (issues: ReadonlyArray<{ field: string; code: "required" | "unknownValue" | "invalidValue" }>) =>
      new BadRequest({ code: "ERROR_400_INVALID_REQUEST", message: "Not saved", issues })
    for (const issue of catalogueEntries(companySaveIssues.setting)) {
      expect(credentialsFieldOf(issue.field)).toBe("isIbcCredentials")
      expect(refusedCredentials(refused([issue]))).toEqual([{ field: "isIbcCredentials", code: issue.code }])
    }
    expect(refusedCredentials(refused([{ field: "isIbcCredentials", code: "invalidValue" }]))).toEqual([
      { field: "isIbcCredentials", code: "invalidValue" }
    ])
    expect(refusedCredentials(refused([{ field: "domain", code: "required" }]))).toBeUndefined()
    expect(refusedCredentials(new BadRequest({ code: "ERROR_400_INVALID_REQUEST", message: "Not saved" }))).toBeUndefined()
  })
})
