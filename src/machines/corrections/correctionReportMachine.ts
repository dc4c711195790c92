import { assign, sendTo, setup } from "xstate"
import type { CorrectionReportResult, CorrectionReportSearchPayload } from "../../api/corrections/schemas"
import { FunctionId } from "../../api/functions"
import type { PortalFailure } from "../../services/api/portalFailure"
import { withoutFieldError } from "../shared/dateRange"
import { awaits, given } from "../shared/effectActor"
import {
  emptyScope,
  organizationScopeMachine,
  type OrganizationScope,
  type ScopeChanged
} from "../shared/organizationScopeMachine"
import {
  pagedSearchStates,
  pagingGuards,
  pagingTransitions,
  type ExportInput,
  type PageInput,
  type PagingEvent,
  clearedSearch
} from "../shared/pagedSearch"
import {
  blankFilters,
  toPayload,
  validateFilters,
  type CorrectionReportDateField,
  type CorrectionReportFilters
} from "./correctionReportFilters"
import type { DateErrors } from "./ninetyDaysFilters"

export interface CorrectionReportInput {
  /** yyyy-MM-dd in the browser's zone: no date may pass it. */
  readonly today: string
  readonly ianaTimezone: string
  readonly pageSize: number
}

export interface CorrectionReportContext extends CorrectionReportInput {
  readonly scope: OrganizationScope
  readonly filters: CorrectionReportFilters
  readonly errors: DateErrors
  readonly query: CorrectionReportSearchPayload | undefined
  /** The page on screen and the one being fetched (1-based). */
  readonly page: number
  readonly requestedPage: number
  readonly result: CorrectionReportResult | undefined
}

export type CorrectionReportEvent =
  | { readonly type: "FILTER_CHANGED"; readonly field: CorrectionReportDateField; readonly value: string }
  | ScopeChanged
  | { readonly type: "SUBMIT" }
  | { readonly type: "CLEAR" }
  | PagingEvent

export type CorrectionPageInput = PageInput<CorrectionReportSearchPayload>
export type CorrectionExportInput = ExportInput<CorrectionReportSearchPayload>

const submit = [
  { guard: "filtersInvalid", actions: "showErrors" },
  { target: "#correctionReport.searching", actions: "startSearch" }
] as const

/**
 * The correction report of document 3: organization, company and date range (no future dates, from
 * 00:00:00 to 23:59:59), Search, Clear, a paged audit of corrected fields and its CSV export.
 */
export const correctionReportMachine = setup({
  types: {
    input: {} as CorrectionReportInput,
    context: {} as CorrectionReportContext,
    events: {} as CorrectionReportEvent
  },
  actors: {
    /** Organization → company, scoped by the correctionReport function. */
    scope: organizationScopeMachine,
    /** POST CorrectionReportSearch with a page. */
    search: awaits<CorrectionReportResult, CorrectionPageInput>("search"),
    /** The same search unpaged, saved as a CSV file. */
    exportCsv: awaits<void, CorrectionExportInput>("exportCsv")
  },
  actions: {
    /** The generic error notice of document 1 section 8. */
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure"),
    assignScope: assign((_, scope: OrganizationScope) => ({ scope })),
    /** A changed date loses its message; either date answers "from after to". */
    assignFilter: assign(({ context }, { field, value }: { field: CorrectionReportDateField; value: string }) => {
      return { filters: { ...context.filters, [field]: value }, errors: withoutFieldError(context.errors, field) }
    }),
    showErrors: assign(({ context }) => ({ errors: validateFilters(context.filters, context.today) })),
    startSearch: assign(({ context }) => ({
      errors: {},
      query: toPayload(context.filters, context.scope.selection, context.ianaTimezone),
      requestedPage: 1,
      result: undefined
    })),
    requestPage: assign((_, page: number) => ({ requestedPage: page })),
    assignResult: assign(({ context }, result: CorrectionReportResult) => ({ result, page: context.requestedPage })),
    keepPage: assign(({ context }) => ({ requestedPage: context.page })),
    /** Clear restores the dates the screen opened with and drops the result. */
    clearSearch: assign(({ context }) => ({ ...clearedSearch, filters: blankFilters(context.today) })),
    resetScope: sendTo("scope", { type: "RESET" })
  },
  guards: {
    filtersInvalid: ({ context }) => Object.keys(validateFilters(context.filters, context.today)).length > 0,
    ...pagingGuards
  }
}).createMachine({
  id: "correctionReport",
  context: ({ input }) => ({
    ...input,
    scope: emptyScope,
    filters: blankFilters(input.today),
    errors: {},
    query: undefined,
    page: 1,
    requestedPage: 1,
    result: undefined
  }),
  invoke: { id: "scope", src: "scope", input: { functionId: FunctionId.correctionReport } },
  on: {
    FILTER_CHANGED: { actions: { type: "assignFilter", params: ({ event }) => event } },
    SCOPE_CHANGED: { actions: { type: "assignScope", params: ({ event }) => event.scope } },
    CLEAR: { target: ".editing", actions: ["clearSearch", "resetScope"] }
  },
  initial: "editing",
  states: {
    editing: {
      on: { SUBMIT: submit }
    },
    ...pagedSearchStates<CorrectionReportSearchPayload, CorrectionReportResult>(),
    showingResults: {
      on: {
        SUBMIT: submit,
        ...pagingTransitions
      }
    },
    noResults: {
      on: { SUBMIT: submit }
    }
  }
})
