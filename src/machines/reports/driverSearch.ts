import type { Jurisdiction, ReportingCompany } from "../../api/platform/schemas"
import type { DriverSearchRecord, DriverSearchResult, GenerateReportPayload } from "../../api/reports/schemas"
import type { DriverSearchErrors, DriverSearchForm, DriverSearchTextField } from "./driverSearchForm"
import type { YearsOption } from "./yearsOptions"

/** What the driver search holds, its input and events (document 3 sections 2, 4 and 5), apart from its steps. */

export interface DriverSearchInput {
  /** The jurisdiction chosen on the last visit, "" for all provinces. */
  readonly jurisdictionCode: string
  /** The user's driver report options; the default one is chosen first. */
  readonly yearsOptions: ReadonlyArray<YearsOption>
  /** In the user's zone: no year of birth may pass it. */
  readonly currentYear: number
  /** Whether the last search was made with the advanced section open: it opens so again. */
  readonly searchWithAdvanced?: boolean
}

/** What Clear goes back to. */
export interface DriverSearchDefaults {
  readonly jurisdictionCode: string
  readonly driverReportOption: number | null
}

/** The choices of the jurisdiction and insurer selects. */
export interface DriverSearchLookups {
  readonly jurisdictions: ReadonlyArray<Jurisdiction>
  readonly insurers: ReadonlyArray<ReportingCompany>
}

/**
 * Policy and claim number searches pair each number with its insurer (document 3 section 5); a user
 * whose account reports for no insurer (a broker) could not complete one, so none is offered.
 */
export const numberSearchOffered = (lookups: DriverSearchLookups): boolean => lookups.insurers.length > 0

export interface DriverSearchContext extends DriverSearchLookups {
  readonly defaults: DriverSearchDefaults
  readonly yearsOptions: ReadonlyArray<YearsOption>
  readonly currentYear: number
  readonly form: DriverSearchForm
  readonly advancedOpen: boolean
  readonly errors: DriverSearchErrors
  readonly result: DriverSearchResult | undefined
  /** The one record found, for the dialog and GenerateReport. */
  readonly found: DriverSearchRecord | undefined
}

export type DriverSearchEvent =
  | { readonly type: "FIELD_CHANGED"; readonly field: DriverSearchTextField; readonly value: string }
  | { readonly type: "OPTION_CHANGED"; readonly value: number | null }
  | { readonly type: "ADVANCED_TOGGLED" }
  | { readonly type: "CLEAR" }
  /** Search, or Enter in the form. */
  | { readonly type: "SUBMIT" }
  /** Cancel in the one-record dialog: back to editing. */
  | { readonly type: "CANCEL" }
  /** OK in the several-records or no-result dialog. */
  | { readonly type: "DISMISS" }
  | { readonly type: "GET_REPORT" }

export interface GenerateInput {
  readonly payload: GenerateReportPayload
}
