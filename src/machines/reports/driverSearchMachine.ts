import { assign, fromPromise, setup } from "xstate"
import type { Jurisdiction, ReportingCompany } from "../../api/platform/schemas"
import type {
  DriverReport,
  DriverSearchPayload,
  DriverSearchRecord,
  DriverSearchResult,
  GenerateReportPayload
} from "../../api/reports/schemas"
import type { ApiFailure } from "../../services/api/apiError"
import {
  emptyForm,
  normalized,
  toGeneratePayload,
  toSearchPayload,
  validateDriverSearch,
  withoutErrorsOf,
  type DriverSearchErrors,
  type DriverSearchForm,
  type DriverSearchTextField
} from "./driverSearchForm"

export interface DriverSearchInput {
  /** The jurisdiction chosen on the last visit, "" for all provinces. */
  readonly jurisdictionCode: string
  /** The user's default driver report option. */
  readonly driverReportOption: number | null
  readonly currentYear: number
  /** Sent with GenerateReport: the browser's zone, in which the report date is recorded. */
  readonly ianaTimezone: string
  /** Whether the last search was made with the advanced section open: it opens so again. */
  readonly searchWithAdvanced?: boolean
}

/** The choices of the jurisdiction and insurer selects. */
export interface DriverSearchLookups {
  readonly jurisdictions: ReadonlyArray<Jurisdiction>
  readonly insurers: ReadonlyArray<ReportingCompany>
}

export interface DriverSearchContext extends DriverSearchLookups {
  readonly defaults: DriverSearchInput
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
  readonly ianaTimezone: string
}

/** An action the screen gives with `provide`, typed by its params. */
const provided =
  <Params>(name: string): ((args: unknown, params: Params) => void) =>
  () => {
    throw new Error(`${name} not provided`)
  }

/** Driver search of document 3 sections 2 and 4: the form, the result dialog and report generation. */
export const driverSearchMachine = setup({
  types: {
    input: {} as DriverSearchInput,
    context: {} as DriverSearchContext,
    events: {} as DriverSearchEvent
  },
  actors: {
    /** GET /jurisdictions and the insurers; rejects with an ApiFailure. */
    loadLookups: fromPromise<DriverSearchLookups>(async () => {
      throw new Error("loadLookups not provided")
    }),
    /** POST Search; rejects with an ApiFailure. */
    search: fromPromise<DriverSearchResult, { payload: DriverSearchPayload }>(async () => {
      throw new Error("search not provided")
    }),
    /** POST GenerateReport?ianaTimezone; rejects with an ApiFailure. */
    generate: fromPromise<DriverReport, GenerateInput>(async () => {
      throw new Error("generate not provided")
    })
  },
  actions: {
    /** The last jurisdiction chosen is remembered between visits. */
    rememberJurisdiction: provided<{ jurisdictionCode: string }>("rememberJurisdiction"),
    /** Whether a search was made with the advanced section open is remembered until sign-out. */
    rememberSearchWithAdvanced: provided<{ searchWithAdvanced: boolean }>("rememberSearchWithAdvanced"),
    /** Opens /reports/{id} with origin /driver-report. */
    openReport: provided<{ reportId: number }>("openReport"),
    /** The generic error notice of document 1 section 8. */
    notifyFailure: provided<{ failure: ApiFailure }>("notifyFailure")
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(validateDriverSearch(context.form, context.defaults.currentYear).errors).length > 0,
    jurisdictionField: ({ event }) => event.type === "FIELD_CHANGED" && event.field === "jurisdictionCode",
    severalFound: (_, result: DriverSearchResult) => result.count > 1 || result.data.length > 1,
    oneFound: (_, result: DriverSearchResult) => result.data.length === 1
  }
}).createMachine({
  id: "driverSearch",
  context: ({ input }) => ({
    defaults: input,
    form: emptyForm(input),
    jurisdictions: [],
    insurers: [],
    advancedOpen: input.searchWithAdvanced ?? false,
    errors: {},
    result: undefined,
    found: undefined
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadLookups",
        src: "loadLookups",
        onDone: {
          target: "editing",
          actions: assign(({ context, event }) => {
            const known = event.output.jurisdictions.some((j) => j.jurisdictionCode === context.form.jurisdictionCode)
            // A remembered jurisdiction that no longer exists falls back to all provinces.
            const jurisdictionCode = known ? context.form.jurisdictionCode : ""
            return {
              ...event.output,
              defaults: { ...context.defaults, jurisdictionCode },
              form: { ...context.form, jurisdictionCode }
            }
          })
        },
        onError: {
          target: "editing",
          actions: { type: "notifyFailure", params: ({ event }) => ({ failure: event.error as ApiFailure }) }
        }
      }
    },
    editing: {
      on: {
        FIELD_CHANGED: [
          {
            guard: "jurisdictionField",
            actions: [
              assign(({ context, event }) => ({
                form: { ...context.form, jurisdictionCode: event.value },
                errors: withoutErrorsOf(context.errors, event.field)
              })),
              { type: "rememberJurisdiction", params: ({ event }) => ({ jurisdictionCode: event.value }) }
            ]
          },
          {
            actions: assign(({ context, event }) => ({
              form: { ...context.form, [event.field]: normalized(event.field, event.value) },
              errors: withoutErrorsOf(context.errors, event.field)
            }))
          }
        ],
        OPTION_CHANGED: {
          actions: assign({ form: ({ context, event }) => ({ ...context.form, driverReportOption: event.value }) })
        },
        ADVANCED_TOGGLED: {
          actions: assign({ advancedOpen: ({ context }) => !context.advancedOpen })
        },
        CLEAR: {
          actions: assign(({ context }) => ({ form: emptyForm(context.defaults), errors: {} }))
        },
        SUBMIT: [
          {
            guard: "formInvalid",
            actions: assign(({ context }) => {
              const validation = validateDriverSearch(context.form, context.defaults.currentYear)
              return { errors: validation.errors, advancedOpen: context.advancedOpen || validation.openAdvanced }
            })
          },
          {
            target: "searching",
            actions: [
              assign({ errors: {} }),
              { type: "rememberSearchWithAdvanced", params: ({ context }) => ({ searchWithAdvanced: context.advancedOpen }) }
            ]
          }
        ]
      }
    },
    searching: {
      invoke: {
        id: "search",
        src: "search",
        input: ({ context }) => ({ payload: toSearchPayload(context.form) }),
        onDone: [
          {
            guard: { type: "severalFound", params: ({ event }) => event.output },
            target: "showingResult.several",
            actions: assign({ result: ({ event }) => event.output })
          },
          {
            guard: { type: "oneFound", params: ({ event }) => event.output },
            target: "showingResult.one",
            actions: assign({ result: ({ event }) => event.output, found: ({ event }) => event.output.data[0] })
          },
          { target: "showingResult.none", actions: assign({ result: ({ event }) => event.output }) }
        ],
        onError: {
          target: "editing",
          actions: { type: "notifyFailure", params: ({ event }) => ({ failure: event.error as ApiFailure }) }
        }
      }
    },
    /** The result dialog; it is entered at the case the search found. */
    showingResult: {
      initial: "none",
      states: {
        several: {
          on: { DISMISS: { target: "#driverSearch.editing", actions: assign({ result: undefined }) } }
        },
        none: {
          on: { DISMISS: { target: "#driverSearch.editing", actions: assign({ result: undefined }) } }
        },
        one: {
          on: {
            CANCEL: { target: "#driverSearch.editing", actions: assign({ result: undefined, found: undefined }) },
            GET_REPORT: { target: "generating" }
          }
        },
        generating: {
          invoke: {
            id: "generate",
            src: "generate",
            input: ({ context }) => ({
              payload: toGeneratePayload(context.form, context.found!),
              ianaTimezone: context.defaults.ianaTimezone
            }),
            onDone: {
              target: "#driverSearch.reportOpened",
              actions: { type: "openReport", params: ({ event }) => ({ reportId: event.output.id }) }
            },
            onError: {
              target: "one",
              actions: { type: "notifyFailure", params: ({ event }) => ({ failure: event.error as ApiFailure }) }
            }
          }
        }
      }
    },
    /** The report view takes over. */
    reportOpened: { type: "final" }
  }
})
