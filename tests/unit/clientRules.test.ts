import { describe, expect, it } from "vitest"
import { clientLimits } from "../../src/api/clients/schemas"
import { validateClient } from "../../src/api/clients/validation"
import { clientFormIssues, clientPayload, emptyClientForm } from "../../src/machines/clients/clientForm"

/** Document 2 section 5, as the client profile checks it before sending (the server checks the same rules). */
describe("the client profile's rules in the browser", () => {
  it("requires the Client ID, both names and a type", () => {
    expect(clientFormIssues(emptyClientForm)).toEqual([
      { field: "code", code: "blank" },
      { field: "nameEn", code: "blank" },
      { field: "nameFr", code: "blank" },
      { field: "clientTypeId", code: "required" }
    ])
  })

  it("accepts letters, digits and accented letters; names may have single spaces between words, the Client ID none", () => {
    const form = { code: "QCÉ2", nameEn: "Assurances Élan 2", nameFr: "Courtiers Québec", clientTypeId: 4, isActive: false }
    expect(clientFormIssues(form)).toEqual([])
    expect(clientPayload({ ...form, nameEn: "  Assurances Élan 2 " })).toEqual({ ...form, nameEn: "Assurances Élan 2" })
    expect(validateClient({ code: "QC 2", nameEn: "Élan  2", nameFr: "Courtiers-Québec" })).toEqual([
      { field: "code", code: "notAlphanumeric" },
      { field: "nameEn", code: "notAlphanumeric" },
      { field: "nameFr", code: "notAlphanumeric" }
    ])
    for (const punctuated of ["d'Anjou", "A&B", "Nord/Sud", "Brokers."])
      expect(validateClient({ code: "A", nameEn: punctuated, nameFr: "B" })).toEqual([
        { field: "nameEn", code: "notAlphanumeric" }
      ])
  })

  it("refuses values past their limits", () => {
    expect(
      validateClient({
        code: "A".repeat(clientLimits.code + 1),
        nameEn: "B".repeat(clientLimits.name),
        nameFr: "C".repeat(clientLimits.name + 1)
      })
    ).toEqual([
      { field: "code", code: "tooLong" },
      { field: "nameFr", code: "tooLong" }
    ])
  })
})
