import { assign, setup } from "xstate"
import type { DriverReport, DriverSearchPayload, DriverSearchResult } from "../../api/reports/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, failureOf, given } from "../shared/effectActor"
import { failureNoticeAction, notifyFailure } from "../shared/loadStep"
import {
  emptyForm,
  normalized,
  refusedSearch,
  toGeneratePayload,
  toSearchPayload,
  validateDriverSearch,
  withoutErrorsOf,
  type DriverSearchTextField
} from "./driverSearchForm"
import { defaultYearsOption } from "./yearsOptions"
import type {
  DriverSearchContext,
  DriverSearchEvent,
  DriverSearchInput,
  DriverSearchLookups,
  GenerateInput
} from "./driverSearch"

export * from "./driverSearch"

/** Driver search of document 3 sections 2 and 4: the form, the result dialog and report generation. */
export const driverSearchMachine = setup({
  types: {
    input: {} as DriverSearchInput,
    context: {} as DriverSearchContext,
    events: {} as DriverSearchEvent,
    /** For the view: `busy` while the form is locked, one `result…` tag per case of the result dialog. */
    tags: {} as "loading" | "editing" | "searching" | "busy" | "resultSeveral" | "resultOne" | "resultGenerating" | "resultNone"
  },
  actors: {
    /** GET /jurisdictions and the insurers. */
    loadLookups: awaits<DriverSearchLookups>("loadLookups"),
    /** POST Search. */
    search: awaits<DriverSearchResult, { payload: DriverSearchPayload }>("search"),
    /** POST GenerateReport, in the user's zone. */
    generate: awaits<DriverReport, GenerateInput>("generate")
  },
  actions: {
    /** The last jurisdiction chosen is remembered between visits. */
    rememberJurisdiction: given<{ jurisdictionCode: string }>("rememberJurisdiction"),
    /** Whether a search was made with the advanced section open is remembered until sign-out. */
    rememberSearchWithAdvanced: given<{ searchWithAdvanced: boolean }>("rememberSearchWithAdvanced"),
    /** Opens /reports/{id} with origin /driver-report, saying whether the company's stored report was answered again. */
    openReport: given<{ reportId: number; reused: boolean }>("openReport"),
    ...failureNoticeAction,
    /** A remembered jurisdiction that no longer exists falls back to all provinces. */
    assignLookups: assign(({ context }, lookups: DriverSearchLookups) => {
      const known = lookups.jurisdictions.some((j) => j.jurisdictionCode === context.form.jurisdictionCode)
      const jurisdictionCode = known ? context.form.jurisdictionCode : ""
      return {
        ...lookups,
        defaults: { ...context.defaults, jurisdictionCode },
        form: { ...context.form, jurisdictionCode }
      }
    }),
    /** A typed value, normalized; its message (and its pair's) goes. */
    assignField: assign(({ context }, { field, value }: { field: DriverSearchTextField; value: string }) => ({
      form: { ...context.form, [field]: normalized(field, value) },
      errors: withoutErrorsOf(context.errors, field)
    })),
    assignOption: assign(({ context }, driverReportOption: number | null) => ({ form: { ...context.form, driverReportOption } })),
    toggleAdvanced: assign({ advancedOpen: ({ context }) => !context.advancedOpen }),
    clearForm: assign(({ context }) => ({ form: emptyForm(context.defaults), errors: {} })),
    showErrors: assign(({ context }) => {
      const validation = validateDriverSearch(context.form, context.currentYear)
      return { errors: validation.errors, advancedOpen: context.advancedOpen || validation.openAdvanced }
    }),
    clearErrors: assign({ errors: {} }),
    /** The server's refusal at the fields it names, as the form's own check would show it. */
    showRefusal: assign(({ context }, failure: PortalFailure) => {
      const refusal = refusedSearch(failure)
      return refusal ? { errors: refusal.errors, advancedOpen: context.advancedOpen || refusal.openAdvanced } : {}
    }),
    assignResult: assign((_, result: DriverSearchResult) => ({
      result,
      found: result.data.length === 1 ? result.data[0] : undefined
    })),
    clearResult: assign({ result: undefined, found: undefined })
  },
  guards: {
    isFieldRefusal: (_, failure: PortalFailure) => refusedSearch(failure) !== undefined,
    formInvalid: ({ context }) => Object.keys(validateDriverSearch(context.form, context.currentYear).errors).length > 0,
    jurisdictionField: ({ event }) => event.type === "FIELD_CHANGED" && event.field === "jurisdictionCode",
    severalFound: (_, result: DriverSearchResult) => result.count > 1 || result.data.length > 1,
    oneFound: (_, result: DriverSearchResult) => result.data.length === 1
  }
}).createMachine({
  id: "driverSearch",
  context: ({ input }) => {
    const defaults = { jurisdictionCode: input.jurisdictionCode, driverReportOption: defaultYearsOption(input.yearsOptions) }
    return {
      defaults,
      yearsOptions: input.yearsOptions,
      currentYear: input.currentYear,
      form: emptyForm(defaults),
      jurisdictions: [],
      insurers: [],
      advancedOpen: input.searchWithAdvanced ?? false,
      errors: {},
      result: undefined,
      found: undefined
    }
  },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading", "busy"],
      invoke: {
        id: "loadLookups",
        src: "loadLookups",
        onDone: { target: "editing", actions: { type: "assignLookups", params: ({ event }) => event.output } },
        onError: { target: "editing", actions: notifyFailure }
      }
    },
    editing: {
      tags: ["editing"],
      on: {
        FIELD_CHANGED: [
          {
            guard: "jurisdictionField",
            actions: [
              { type: "assignField", params: ({ event }) => event },
              { type: "rememberJurisdiction", params: ({ event }) => ({ jurisdictionCode: event.value }) }
            ]
          },
          { actions: { type: "assignField", params: ({ event }) => event } }
        ],
        OPTION_CHANGED: { actions: { type: "assignOption", params: ({ event }) => event.value } },
        ADVANCED_TOGGLED: { actions: "toggleAdvanced" },
        CLEAR: { actions: "clearForm" },
        SUBMIT: [
          { guard: "formInvalid", actions: "showErrors" },
          {
            target: "searching",
            actions: [
              "clearErrors",
              { type: "rememberSearchWithAdvanced", params: ({ context }) => ({ searchWithAdvanced: context.advancedOpen }) }
            ]
          }
        ]
      }
    },
    searching: {
      tags: ["searching", "busy"],
      invoke: {
        id: "search",
        src: "search",
        input: ({ context }) => ({ payload: toSearchPayload(context.form) }),
        onDone: [
          {
            guard: { type: "severalFound", params: ({ event }) => event.output },
            target: "showingResult.several",
            actions: { type: "assignResult", params: ({ event }) => event.output }
          },
          {
            guard: { type: "oneFound", params: ({ event }) => event.output },
            target: "showingResult.one",
            actions: { type: "assignResult", params: ({ event }) => event.output }
          },
          { target: "showingResult.none", actions: { type: "assignResult", params: ({ event }) => event.output } }
        ],
        onError: [
          {
            guard: { type: "isFieldRefusal", params: ({ event }) => failureOf(event) },
            target: "editing",
            actions: { type: "showRefusal", params: ({ event }) => failureOf(event) }
          },
          { target: "editing", actions: notifyFailure }
        ]
      }
    },
    /** The result dialog; it is entered at the case the search found. */
    showingResult: {
      tags: ["busy"],
      initial: "none",
      states: {
        several: {
          tags: ["resultSeveral"],
          on: { DISMISS: { target: "#driverSearch.editing", actions: "clearResult" } }
        },
        none: {
          tags: ["resultNone"],
          on: { DISMISS: { target: "#driverSearch.editing", actions: "clearResult" } }
        },
        one: {
          tags: ["resultOne"],
          on: {
            CANCEL: { target: "#driverSearch.editing", actions: "clearResult" },
            GET_REPORT: { target: "generating" }
          }
        },
        generating: {
          tags: ["resultGenerating"],
          invoke: {
            id: "generate",
            src: "generate",
            input: ({ context }) => ({ payload: toGeneratePayload(context.form, context.found!) }),
            onDone: {
              target: "#driverSearch.reportOpened",
              actions: {
                type: "openReport",
                params: ({ event }) => ({ reportId: event.output.id, reused: event.output.reused === true })
              }
            },
            onError: { target: "one", actions: notifyFailure }
          }
        }
      }
    },
    /** The report view takes over. */
    reportOpened: { type: "final", tags: ["busy"] }
  }
})
