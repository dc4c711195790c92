import { describe, expect, it } from "vitest"
import type { UsageRecord } from "../../src/server/db/usage/usageReport"
import { usageResult } from "../../src/server/domain/usage/usageReport"

const record = (values: Partial<UsageRecord>): UsageRecord => ({
  total: 2,
  organizationId: 1,
  organizationEn: "Maple Insurance",
  organizationFr: "Assurances Érable",
  reportingCompanyId: 11,
  companyEn: "Maple General",
  companyFr: "Érable Générale",
  unitId: null,
  unitEn: null,
  unitFr: null,
  userId: "ana",
  userName: "Ana Lima",
  numberOfRequest: 3,
  ...values
})

/** The usage report's rows as the screen and its CSV show them (document 2 sections 2 and 7). */
describe("the usage report's rows", () => {
  it("gives each row its organization, company and unit in both languages, and the count of all rows", () => {
    const result = usageResult([
      record({ unitId: 5, unitEn: "Claims", unitFr: "Sinistres" }),
      record({
        reportingCompanyId: null,
        companyEn: null,
        companyFr: null,
        userId: "ben",
        userName: "Ben Roy",
        numberOfRequest: 1
      })
    ])
    expect(result).toEqual({
      count: 2,
      data: [
        {
          organization: { id: 1, nameEn: "Maple Insurance", nameFr: "Assurances Érable" },
          reportingCompany: { id: 11, nameEn: "Maple General", nameFr: "Érable Générale" },
          unit: { id: 5, nameEn: "Claims", nameFr: "Sinistres" },
          userId: "ana",
          userName: "Ana Lima",
          numberOfRequest: 3
        },
        {
          organization: { id: 1, nameEn: "Maple Insurance", nameFr: "Assurances Érable" },
          reportingCompany: null,
          unit: null,
          userId: "ben",
          userName: "Ben Roy",
          numberOfRequest: 1
        }
      ]
    })
  })

  it("says how many rows there are when the page asked for is past the last, and is empty without any", () => {
    const pastTheEnd = record({ total: 41, organizationId: null, userId: null, userName: null, numberOfRequest: null })
    expect(usageResult([pastTheEnd])).toEqual({ count: 41, data: [] })
    expect(usageResult([])).toEqual({ count: 0, data: [] })
  })
})
