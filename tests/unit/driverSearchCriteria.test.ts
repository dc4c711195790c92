import { describe, expect, it } from "vitest"
import { driverSearchIssues } from "../../src/api/reports/driverSearchCriteria"
import type { DriverSearchPayload } from "../../src/api/reports/schemas"
import { toSearchPayload, validateDriverSearch, type DriverSearchForm } from "../../src/machines/reports/driverSearchForm"
import { parseDriverSearch } from "../../src/server/domain/reports/searchCriteria"

const currentYear = 2025

const form = (overrides: Partial<DriverSearchForm>): DriverSearchForm => ({
  driverLicenceNumber: "",
  jurisdictionCode: "",
  fullName: "",
  fullAddress: "",
  yearOfBirth: "",
  vehicleIdentificationNumber: "",
  policyNumber: "",
  policyReportingCompanyCode: "",
  claimNumber: "",
  claimReportingCompanyCode: "",
  comment: "",
  driverReportOption: null,
  ...overrides
})

/** Searches as a user types them; each is refused or run the same in the browser and on the server. */
const cases: ReadonlyArray<{ readonly title: string; readonly typed: Partial<DriverSearchForm>; readonly refused: boolean }> = [
  { title: "nothing", typed: {}, refused: true },
  { title: "a year of birth alone", typed: { yearOfBirth: "1985" }, refused: true },
  { title: "a year of birth and a jurisdiction", typed: { yearOfBirth: "1985", jurisdictionCode: "QC" }, refused: true },
  { title: "a jurisdiction alone", typed: { jurisdictionCode: "ON" }, refused: true },
  { title: "dashes for a licence", typed: { driverLicenceNumber: "- -" }, refused: true },
  { title: "a licence", typed: { driverLicenceNumber: "T1234-85030" }, refused: false },
  { title: "a name and a year of birth", typed: { fullName: "Jean Tremblay", yearOfBirth: "1985" }, refused: false },
  { title: "an address", typed: { fullAddress: "12 rue Principale" }, refused: false },
  { title: "a VIN", typed: { vehicleIdentificationNumber: "2HGFC2F59JH000001" }, refused: false },
  { title: "a name and a future year", typed: { fullName: "Jean", yearOfBirth: "2026" }, refused: true },
  { title: "a policy number alone", typed: { policyNumber: "P-1" }, refused: true },
  { title: "a policy insurer alone", typed: { driverLicenceNumber: "T1", policyReportingCompanyCode: "NWD-GEN" }, refused: true },
  { title: "a policy with its insurer", typed: { policyNumber: "P-1", policyReportingCompanyCode: "NWD-GEN" }, refused: false },
  { title: "a claim number alone", typed: { claimNumber: "C-1" }, refused: true },
  { title: "a claim with its insurer", typed: { claimNumber: "C-1", claimReportingCompanyCode: "NWD-GEN" }, refused: false }
]

describe("the driver search rule, one definition for the browser and the server", () => {
  for (const { title, typed, refused } of cases) {
    it(`${refused ? "refuses" : "runs"} a search by ${title}, in the form and on the server alike`, () => {
      const browserRefuses = Object.keys(validateDriverSearch(form(typed), currentYear).errors).length > 0
      const payload: DriverSearchPayload = toSearchPayload(form(typed))
      const serverRefuses = "error" in parseDriverSearch(payload, currentYear)
      expect({ browserRefuses, serverRefuses }).toEqual({ browserRefuses: refused, serverRefuses: refused })
    })
  }

  it("names the field each issue belongs to", () => {
    expect(driverSearchIssues({ yearOfBirth: 1985 }, currentYear)).toEqual([
      { field: "driverLicenceNumber", code: "criteriaRequired" }
    ])
    expect(driverSearchIssues({ fullName: "Jean", yearOfBirth: 1899 }, currentYear)).toEqual([
      { field: "yearOfBirth", code: "yearOfBirthMin" }
    ])
    expect(driverSearchIssues({ claimReportingCompanyCode: "NWD-GEN", fullName: "Jean" }, currentYear)).toEqual([
      { field: "claimNumber", code: "claimNumberRequired" }
    ])
  })
})
