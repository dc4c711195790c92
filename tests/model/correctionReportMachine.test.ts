import { describe, expect, it } from "vitest"
import type { CorrectionRecord, CorrectionReportSearchPayload } from "../../src/api/corrections/schemas"
import { InternalError } from "../../src/api/errors"
import {
  defaultFromDate,
  toPayload,
  validateFilters,
  type CorrectionReportFilters
} from "../../src/machines/corrections/correctionReportFilters"
import { correctionReportMachine } from "../../src/machines/corrections/correctionReportMachine"
import { emptyScope, type ScopeSelection } from "../../src/machines/shared/organizationScopeMachine"
import { Coverage, type SampleEvents } from "./modelHarness"
import { describePagedSearch, filter, scopeChanged } from "./support/pagedSearchHarness"
import { chosenScope, general, northwind, pagedRows } from "./support/searchFixtures"

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
const { found, secondPage, nothing } = pagedRows(record, 11)
const carrier = chosenScope(false)

const opening: CorrectionReportFilters = { fromDate: thirtyDaysAgo, toDate: today }

/** Document 3 section 5: both dates needed and valid, neither in the future, from not after to. */
const errors = ({ fromDate, toDate }: CorrectionReportFilters): Record<string, string> => {
  const found: Record<string, string> = {}
  if (fromDate === "" || fromDate > today) found.fromDate = "invalidDate"
  if (toDate === "" || toDate > today) found.toDate = "invalidDate"
  if (!found.fromDate && !found.toDate && fromDate > toDate) found.fromDate = "fromAfterTo"
  return found
}

/** POST CorrectionReportSearch: the range with the organization and company chosen (no unit). */
const query = (filters: CorrectionReportFilters, selection: ScopeSelection): CorrectionReportSearchPayload => ({
  ...filters,
  ...(selection.organizationId !== undefined ? { organizationId: selection.organizationId } : {}),
  ...(selection.reportingCompanyId !== undefined ? { reportingCompanyId: selection.reportingCompanyId } : {}),
  ianaTimezone: zone
})

const filterSamples: SampleEvents = (snapshot) => {
  const { scope, filters: f } = snapshot.context as { scope: typeof carrier; filters: CorrectionReportFilters }
  return [
    ...(scope.selection.organizationId === undefined ? [scopeChanged(carrier)] : []),
    ...(f.fromDate === thirtyDaysAgo ? [filter("fromDate", ""), filter("fromDate", "2025-08-27")] : []),
    ...(f.toDate === today ? [filter("toDate", "2025-08-28"), filter("toDate", "2025-08-01")] : []),
    ...(snapshot.matches("editing") || f.fromDate === "" ? [{ type: "SUBMIT" }] : [])
  ]
}

describePagedSearch({
  title: "correction report",
  machine: correctionReportMachine,
  coverage: new Coverage("correctionReportMachine", correctionReportMachine, {
    allow: { "correctionReport.starting": "transient: left at once for editing" }
  }),
  spec: {
    functionId: 12,
    requestor: false,
    pageSize: 10,
    opening,
    // Clear restores the dates the screen opened with.
    reset: opening,
    errors,
    query,
    searchesOnArrival: false,
    refreshesOnBack: false
  },
  input: { userId: 7, today, ianaTimezone: zone, pageSize: 10 },
  results: { found, secondPage, nothing, failure: new InternalError({}), language: "en" },
  filterSamples,
  journeys: [
    { title: "filters", samples: "filters", maxSimpleLength: 4 },
    { title: "results", samples: "results", maxSimpleLength: 5 }
  ]
})

describe("correction report dates (document 3 section 5)", () => {
  it("opens on the last 30 days, to today", () => {
    expect(defaultFromDate(today)).toBe(thirtyDaysAgo)
  })

  it("refuses a missing, invalid or future date and a reversed range", () => {
    expect(validateFilters({ fromDate: "", toDate: today }, today)).toEqual({ fromDate: "invalidDate" })
    expect(validateFilters({ fromDate: "2025-02-30", toDate: today }, today)).toEqual({ fromDate: "invalidDate" })
    expect(validateFilters({ fromDate: "2025-08-01", toDate: "2025-08-28" }, today)).toEqual({ toDate: "invalidDate" })
    expect(validateFilters({ fromDate: "2025-08-02", toDate: "2025-08-01" }, today)).toEqual({ fromDate: "fromAfterTo" })
    expect(validateFilters({ fromDate: today, toDate: today }, today)).toEqual({})
  })

  it("sends the range with the organization and company chosen", () => {
    expect(toPayload({ fromDate: "2025-08-01", toDate: today }, carrier.selection, zone)).toEqual({
      fromDate: "2025-08-01",
      toDate: today,
      organizationId: 2,
      reportingCompanyId: 5,
      ianaTimezone: zone
    })
    expect(toPayload({ fromDate: "2025-08-01", toDate: today }, emptyScope.selection, "UTC")).toEqual({
      fromDate: "2025-08-01",
      toDate: today,
      ianaTimezone: "UTC"
    })
  })
})
