import { describe, expect, it } from "vitest"
import type { CorrectionRecord, CorrectionReportSearchPayload } from "../../src/api/corrections/schemas"
import * as corrections from "../../src/machines/corrections/correctionReportFilters"
import { correctionReportMachine } from "../../src/machines/corrections/correctionReportMachine"
import { emptyScope, type ScopeSelection } from "../../src/machines/shared/organizationScopeMachine"
import { describePagedSearch, filter } from "./support/pagedSearchHarness"
import { chosenScope, general, northwind, pagedRows, selectionFields } from "./support/searchFixtures"

const today = "2025-08-27"
const thirtyDaysAgo = "2025-07-28"
const zone = "America/Toronto"

const record = (id: number): CorrectionRecord => ({
  id,
  organizationEn: northwind.nameEn,
  organizationFr: northwind.nameFr,
  companyEn: general.nameEn,
  companyFr: general.nameFr,
  correctionDate: "2025-08-20T14:00:00Z",
  correctorUserName: "Alex Tremblay",
  correction: {
    fieldId: 4,
    fieldNameEn: "Gender",
    fieldNameFr: "Sexe",
    oldValue: { valueEn: "Male", valueFr: "Masculin" },
    newValue: { valueEn: "Female", valueFr: "Féminin" }
  },
  dln: "C90012345670004",
  policyId: null,
  policyEffectiveDate: null,
  claimId: null,
  accidentDate: null
})
const carrier = chosenScope(false)

const opening: corrections.CorrectionReportFilters = { fromDate: thirtyDaysAgo, toDate: today }

/** Document 3 section 5: both dates needed and valid, neither in the future, from not after to. */
const errors = ({ fromDate, toDate }: corrections.CorrectionReportFilters): Record<string, string> => {
  const found: Record<string, string> = {}
  if (fromDate === "" || fromDate > today) found.fromDate = "invalidDate"
  if (toDate === "" || toDate > today) found.toDate = "invalidDate"
  if (!found.fromDate && !found.toDate && fromDate > toDate) found.fromDate = "fromAfterTo"
  return found
}

/** POST CorrectionReportSearch: the range with the organization and company chosen (no unit). */
const query = (filters: corrections.CorrectionReportFilters, selection: ScopeSelection): CorrectionReportSearchPayload => ({
  ...filters,
  ...selectionFields(selection),
  ianaTimezone: zone
})

/** Dates emptied, in the future or reversed; Search from the results only with a date emptied. */
const filterSamples = (f: corrections.CorrectionReportFilters, editing: boolean) => [
  ...(f.fromDate === thirtyDaysAgo ? [filter("fromDate", ""), filter("fromDate", "2025-08-27")] : []),
  ...(f.toDate === today ? [filter("toDate", "2025-08-28"), filter("toDate", "2025-08-01")] : []),
  ...(editing || f.fromDate === "" ? [{ type: "SUBMIT" }] : [])
]

// Clear restores the dates the screen opened with; no row opens a report, so nothing is kept.
describePagedSearch("correction report", correctionReportMachine, {
  scopes: [carrier],
  filterSamples,
  pathLengths: [4, 5],
  results: { ...pagedRows(record, 11), language: "en" },
  spec: { functionId: 12, today, opening, reset: opening, errors, query, arrival: "waits", back: "startsOver" }
})

describe("correction report dates (document 3 section 5)", () => {
  it("opens on the last 30 days, to today", () => {
    expect(corrections.defaultFromDate(today)).toBe(thirtyDaysAgo)
  })

  it("refuses a missing, invalid or future date and a reversed range", () => {
    expect(corrections.validateFilters({ fromDate: "", toDate: today }, today)).toEqual({ fromDate: "invalidDate" })
    expect(corrections.validateFilters({ fromDate: "2025-02-30", toDate: today }, today)).toEqual({ fromDate: "invalidDate" })
    expect(corrections.validateFilters({ fromDate: "2025-08-01", toDate: "2025-08-28" }, today)).toEqual({
      toDate: "invalidDate"
    })
    expect(corrections.validateFilters({ fromDate: "2025-08-02", toDate: "2025-08-01" }, today)).toEqual({
      fromDate: "fromAfterTo"
    })
    expect(corrections.validateFilters({ fromDate: today, toDate: today }, today)).toEqual({})
  })

  it("sends the range with the organization and company chosen", () => {
    expect(corrections.toPayload({ fromDate: "2025-08-01", toDate: today }, carrier.selection, zone)).toEqual({
      fromDate: "2025-08-01",
      toDate: today,
      organizationId: 2,
      reportingCompanyId: 5,
      ianaTimezone: zone
    })
    expect(corrections.toPayload({ fromDate: "2025-08-01", toDate: today }, emptyScope.selection, "UTC")).toEqual({
      fromDate: "2025-08-01",
      toDate: today,
      ianaTimezone: "UTC"
    })
  })
})
