import { describe, expect, it } from "vitest"
import {
  addClaimIssues,
  addOperatorIssues,
  cancellationDateFor,
  dateOfBirthIssue,
  driverInfoIssues,
  gridRatingDateIssue,
  policyStatusIssues,
  policyStatusOptions,
  yearsLicensedIssue,
  type AddClaimFields,
  type AddOperatorFields,
  type DriverFacts,
  type DriverInfoFields
} from "../../src/api/corrections/validation"
import {
  editIssues,
  editPayload,
  hasChanged,
  initialValues,
  type EditOption
} from "../../src/machines/corrections/correctionEdits"
import { sampleReport } from "./driverReportFixture"

/** The rules of document 3 section 5 for corrections, as src/api/corrections/validation.ts writes them once. */

const today = "2025-06-15"
const ontario: DriverFacts = { jurisdictionCode: "ON", yearOfBirth: null, numberOfYearsClaimsFree: null }
const alberta: DriverFacts = { ...ontario, jurisdictionCode: "AB" }

describe("years licensed", () => {
  const born1990 = "1990-06-15"
  it("accepts a whole number from 0 to 99 within the age limit", () => {
    expect(yearsLicensedIssue(0, born1990, ontario, today)).toBeUndefined()
    expect(yearsLicensedIssue(19, born1990, ontario, today)).toBeUndefined()
  })
  it("has separate messages for above 99, fractional and below 0", () => {
    expect(yearsLicensedIssue(100, null, ontario, today)).toBe("yearsLicensedAbove99")
    expect(yearsLicensedIssue(2.5, null, ontario, today)).toBe("yearsLicensedFractional")
    expect(yearsLicensedIssue(-1, null, ontario, today)).toBe("yearsLicensedBelowZero")
    expect(yearsLicensedIssue(null, null, ontario, today)).toBe("required")
  })
  it("cannot exceed the age minus 16, or minus 14 for an Alberta licence", () => {
    // 35 years old on the day.
    expect(yearsLicensedIssue(20, born1990, ontario, today)).toBe("yearsLicensedAboveAge")
    expect(yearsLicensedIssue(19, born1990, ontario, today)).toBeUndefined()
    expect(yearsLicensedIssue(21, born1990, alberta, today)).toBeUndefined()
    expect(yearsLicensedIssue(22, born1990, alberta, today)).toBe("yearsLicensedAboveAge")
  })
  it("takes the age from the year of birth when there is no date of birth", () => {
    const facts = { ...ontario, yearOfBirth: 2000 }
    expect(yearsLicensedIssue(9, null, facts, today)).toBeUndefined()
    expect(yearsLicensedIssue(10, null, facts, today)).toBe("yearsLicensedAboveAge")
  })
  it("must be consistent with the years claims free", () => {
    expect(yearsLicensedIssue(3, born1990, { ...ontario, numberOfYearsClaimsFree: 5 }, today)).toBe(
      "yearsLicensedBelowClaimsFree"
    )
    expect(yearsLicensedIssue(5, born1990, { ...ontario, numberOfYearsClaimsFree: 5 }, today)).toBeUndefined()
  })
})

describe("date of birth correction", () => {
  it("says invalid date for a date that does not exist", () => {
    expect(dateOfBirthIssue("2001-02-30", ontario, today)).toBe("invalidDate")
    expect(dateOfBirthIssue("invalid", ontario, today)).toBe("invalidDate")
  })
  it("needs a driver of at least 16, or 14 with an Alberta licence", () => {
    expect(dateOfBirthIssue("2009-06-15", ontario, today)).toBeUndefined()
    expect(dateOfBirthIssue("2009-06-16", ontario, today)).toBe("invalidDateOfBirth")
    expect(dateOfBirthIssue("2011-06-15", alberta, today)).toBeUndefined()
    expect(dateOfBirthIssue("2011-06-16", alberta, today)).toBe("invalidDateOfBirth")
    expect(dateOfBirthIssue("2009-06-16", alberta, today)).toBeUndefined()
  })
  it("refuses a date of birth before 1900", () => {
    expect(dateOfBirthIssue("1899-12-31", ontario, today)).toBe("invalidDateOfBirth")
  })
})

describe("Alberta grid rating date", () => {
  it("may not be in the future nor before 1 October 1997", () => {
    expect(gridRatingDateIssue("2025-06-16", today)).toBe("gridRatingDateFuture")
    expect(gridRatingDateIssue("1997-09-30", today)).toBe("gridRatingDateTooEarly")
    expect(gridRatingDateIssue("1997-10-01", today)).toBeUndefined()
    expect(gridRatingDateIssue("2025-06-15", today)).toBeUndefined()
    expect(gridRatingDateIssue("2020-13-01", today)).toBe("invalidDate")
  })
})

describe("driver corrections", () => {
  const before: DriverInfoFields = {
    fullName: "Jordan Tremblay",
    fullAddress: "100 Main Street",
    dateOfBirth: "1985-06-02",
    genderId: null,
    maritalStatusId: 1,
    driverTrainingId: null,
    yearLicensed: 20,
    gridRatingDate: null
  }
  it("checks only the fields that changed, so a gap already in the data blocks nothing", () => {
    expect(driverInfoIssues({ ...before, fullName: "Jordan T." }, before, ontario, today)).toEqual([])
  })
  it("refuses a blank name or address after trimming", () => {
    expect(driverInfoIssues({ ...before, fullName: "   " }, before, ontario, today)).toEqual([
      { field: "fullName", code: "blank" }
    ])
    expect(driverInfoIssues({ ...before, fullAddress: "" }, before, ontario, today)).toEqual([
      { field: "fullAddress", code: "blank" }
    ])
  })
  it("checks the grid rating date only for an Alberta licence", () => {
    const fields = { ...before, gridRatingDate: "1990-01-01" }
    expect(driverInfoIssues(fields, before, ontario, today)).toEqual([])
    expect(driverInfoIssues(fields, before, alberta, today)).toEqual([
      { field: "gridRatingDate", code: "gridRatingDateTooEarly" }
    ])
  })
})

describe("policy status edit", () => {
  const statuses = [
    { id: 1, code: "ACT", descriptionEn: "Active" },
    { id: 2, code: "ADD", descriptionEn: "Active - driver deleted" },
    { id: 3, code: "EXP", descriptionEn: "Expired" },
    { id: 4, code: "CNP", descriptionEn: "Cancelled - non-payment" },
    { id: 8, code: "CIR", descriptionEn: "Cancelled - insured's request" }
  ]
  const ids = (offered: ReadonlyArray<{ id: number }>) => offered.map((s) => s.id)

  it("offers the cancelled statuses, the current one, and Active before the expiry date", () => {
    expect(ids(policyStatusOptions(statuses, { statusId: 2, expiryDate: "2025-12-31" }, today))).toEqual([1, 2, 4, 8])
  })
  it("offers Expired instead of Active on or after the expiry date", () => {
    expect(ids(policyStatusOptions(statuses, { statusId: 4, expiryDate: "2025-06-15" }, today))).toEqual([3, 4, 8])
  })

  const term = { statusId: 1, effectiveDate: "2025-01-01", expiryDate: "2026-01-01" }
  const offered = policyStatusOptions(statuses, { statusId: 1, expiryDate: term.expiryDate }, today)
  it("needs no cancellation date for Active, Active - driver deleted and Expired, and clears it", () => {
    expect(policyStatusIssues({ policyStatusId: 1, policyStatusCode: "ACT", cancellationDate: null }, offered, term)).toEqual([])
    expect(cancellationDateFor("ACT", "2025-03-01")).toBeNull()
    expect(cancellationDateFor("EXP", "2025-03-01")).toBeNull()
    expect(cancellationDateFor("ADD", "2025-03-01")).toBeNull()
    expect(cancellationDateFor("CNP", "2025-03-01")).toBe("2025-03-01")
  })
  it("requires a valid cancellation date within the term for any other status", () => {
    const cancel = (cancellationDate: string | null) =>
      policyStatusIssues({ policyStatusId: 4, policyStatusCode: "CNP", cancellationDate }, offered, term)
    expect(cancel(null)).toEqual([{ field: "cancellationDate", code: "required" }])
    expect(cancel("2025-02-30")).toEqual([{ field: "cancellationDate", code: "invalidDate" }])
    expect(cancel("2024-12-31")).toEqual([{ field: "cancellationDate", code: "cancellationDateBeforeEffective" }])
    expect(cancel("2026-01-02")).toEqual([{ field: "cancellationDate", code: "cancellationDateAfterExpiry" }])
    expect(cancel("2025-01-01")).toEqual([])
    expect(cancel("2026-01-01")).toEqual([])
  })
  it("requires a status, and one that is offered", () => {
    expect(policyStatusIssues({ policyStatusId: null, policyStatusCode: null, cancellationDate: null }, offered, term)).toEqual([
      { field: "policyStatusId", code: "required" }
    ])
    expect(policyStatusIssues({ policyStatusId: 3, policyStatusCode: "EXP", cancellationDate: null }, offered, term)).toEqual([
      { field: "policyStatusId", code: "statusNotOffered" }
    ])
  })
})

describe("add claim", () => {
  const valid: AddClaimFields = {
    accidentDate: "2025-05-01",
    reportingCompanyCode: "NWD-GEN",
    firstPartyPolicyKey: 3,
    claimId: "NWDC123",
    majorCoverages: [3],
    firstPartyVIN: "2HGFC2F59LH000300",
    firstPartyOperatorDLN: "123456-789",
    firstPartyOperatorJurisdictionId: 1,
    firstPartyFullName: "Jordan Tremblay",
    firstPartyExcludedDriverId: 2,
    firstPartyAtFault: 50
  }
  it("accepts a claim with every field", () => {
    expect(addClaimIssues(valid, today)).toEqual([])
  })
  it("requires every field", () => {
    const empty: AddClaimFields = {
      accidentDate: null,
      reportingCompanyCode: null,
      firstPartyPolicyKey: null,
      claimId: " ",
      majorCoverages: [],
      firstPartyVIN: "",
      firstPartyOperatorDLN: "",
      firstPartyOperatorJurisdictionId: null,
      firstPartyFullName: "",
      firstPartyExcludedDriverId: null,
      firstPartyAtFault: null
    }
    expect(addClaimIssues(empty, today).map((issue) => issue.field)).toEqual(Object.keys(valid))
  })
  it("gives cancellationDateInvalid for a date of loss in the future", () => {
    expect(addClaimIssues({ ...valid, accidentDate: "2025-06-16" }, today)).toEqual([
      { field: "accidentDate", code: "cancellationDateInvalid" }
    ])
  })
  it("holds the claim id to 20 characters and the VIN to 17 once trimmed", () => {
    expect(addClaimIssues({ ...valid, claimId: "C".repeat(21) }, today)).toEqual([{ field: "claimId", code: "tooLong" }])
    expect(addClaimIssues({ ...valid, firstPartyVIN: ` ${"V".repeat(17)} ` }, today)).toEqual([])
    expect(addClaimIssues({ ...valid, firstPartyVIN: "V".repeat(18) }, today)).toEqual([
      { field: "firstPartyVIN", code: "tooLong" }
    ])
  })
})

describe("add operator", () => {
  const newDriver: AddOperatorFields = {
    policyTermCount: 1,
    vehicleKey: 300,
    operatorTypeId: 3,
    DLN: "R1234",
    DLNJurisdictionCode: "ON",
    fullName: "Sam Tremblay",
    relationShipId: 4,
    operatorKey: null,
    dateOfBirth: "2005-02-01",
    genderId: 1,
    maritalStatusId: 2,
    gridLevel: null,
    gridIndicator: null
  }
  it("needs a term, a vehicle, a type, the licence, jurisdiction, name and relationship", () => {
    const issues = addOperatorIssues(
      {
        ...newDriver,
        policyTermCount: 0,
        vehicleKey: null,
        operatorTypeId: null,
        DLN: "",
        DLNJurisdictionCode: null,
        fullName: "",
        relationShipId: null
      },
      today
    )
    expect(issues.map((i) => i.field)).toEqual([
      "policyTermCount",
      "vehicleKey",
      "operatorTypeId",
      "DLN",
      "DLNJurisdictionId",
      "fullName",
      "relationShipId"
    ])
  })
  it("requires date of birth, gender and marital status only for a driver not found by licence", () => {
    const blanks = { dateOfBirth: null, genderId: null, maritalStatusId: null }
    expect(addOperatorIssues({ ...newDriver, ...blanks }, today).map((i) => i.field)).toEqual([
      "dateOfBirth",
      "genderId",
      "maritalStatusId"
    ])
    expect(addOperatorIssues({ ...newDriver, ...blanks, operatorKey: 77 }, today)).toEqual([])
  })
  it("refuses a date of birth in the future", () => {
    expect(addOperatorIssues({ ...newDriver, dateOfBirth: "2025-06-16" }, today)).toEqual([
      { field: "dateOfBirth", code: "dateInFuture" }
    ])
  })
  it("requires the grid level (3 letters or digits) and indicator (1) for an Alberta licence", () => {
    const ab = { ...newDriver, DLNJurisdictionCode: "AB" }
    expect(addOperatorIssues(ab, today).map((i) => i.field)).toEqual(["gridLevel", "gridIndicator"])
    expect(addOperatorIssues({ ...ab, gridLevel: "1-2", gridIndicator: "YY" }, today)).toEqual([
      { field: "gridLevel", code: "invalidGridLevel" },
      { field: "gridIndicator", code: "invalidGridIndicator" }
    ])
    expect(addOperatorIssues({ ...ab, gridLevel: "12", gridIndicator: "Y" }, today)).toEqual([])
  })
})

describe("the edit dialogs' rules", () => {
  const facts = { report: sampleReport, today }
  it("offers Save only once the value differs from the report", () => {
    const target = { kind: "driver", field: "fullName" } as const
    const initial = initialValues(sampleReport, target)
    expect(initial.value).toBe("Jordan Tremblay")
    expect(hasChanged(target, initial, initial, [])).toBe(false)
    expect(hasChanged(target, { ...initial, value: "Jordan Roy" }, initial, [])).toBe(true)
  })
  it("gives the years-licensed messages for the driver of the report (Alberta, 40 years old, 2 years claims free)", () => {
    const target = { kind: "driver", field: "yearsLicensed" } as const
    const issues = (value: string) => editIssues(target, { value, cancellationDate: "" }, [], facts)
    expect(issues("27")).toEqual([{ field: "value", code: "yearsLicensedAboveAge" }])
    expect(issues("26")).toEqual([])
    expect(issues("1")).toEqual([{ field: "value", code: "yearsLicensedBelowClaimsFree" }])
    expect(issues("")).toEqual([{ field: "value", code: "required" }])
  })
  const statuses: ReadonlyArray<EditOption> = [
    { value: "1", code: "ACT", en: "Active", fr: "Active" },
    { value: "4", code: "CNP", en: "Cancelled - non-payment", fr: "Résiliée - non-paiement" }
  ]
  it("sends a cancelled status with its date and clears the date for an active one", () => {
    // Policy 3 runs 2024-01-01 to 2025-01-01 and is active.
    const target = { kind: "policy", policyKey: 3 } as const
    const values = { value: "4", cancellationDate: "2024-08-01" }
    expect(editIssues(target, values, statuses, facts)).toEqual([])
    expect(editIssues(target, { ...values, cancellationDate: "" }, statuses, facts)).toEqual([
      { field: "cancellationDate", code: "required" }
    ])
    expect(editPayload(target, values, statuses, sampleReport)).toEqual({
      call: "updatePolicy",
      payload: {
        reportId: 41,
        operatorKey: 7,
        policyKey: 3,
        policyStatusId: 4,
        policyStatusCode: "CNP",
        cancellationDate: "2024-08-01"
      }
    })
    expect(
      hasChanged(target, { value: "1", cancellationDate: "2024-08-01" }, initialValues(sampleReport, target), statuses)
    ).toBe(false)
  })
  it("sends a claim's other first-party values as the report shows them", () => {
    const target = { kind: "claim", claimId: 501, field: "firstPartyFaultDegree" } as const
    expect(editPayload(target, { value: "100", cancellationDate: "" }, [], sampleReport)).toEqual({
      call: "updateClaim",
      payload: {
        claimKey: 501,
        operatorKey: 7,
        reportId: 41,
        firstPartyDegreeAtFault: 100,
        firstPartyOperatorKey: 20,
        firstPartyVehicleKey: 200,
        firstPartyVehicleLossId: 1,
        firstPartyExcludedDriverId: 2
      }
    })
  })
})
