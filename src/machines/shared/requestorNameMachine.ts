import { assign, sendParent, setup } from "xstate"
import type { RequestorNameQuery } from "../../api/reports/schemas"
import { awaits } from "./effectActor"
import { noSelection, type ScopeSelection } from "./organizationScopeMachine"

/** Names are suggested from this many characters on. */
export const minRequestorNameLength = 2
/** The pause in typing after which the names are looked up, in milliseconds. */
export const typingPause = 300

export interface RequestorNameInput {
  /** The name as the screen has it (kept from an earlier visit, or empty). */
  readonly name: string
  readonly selection?: ScopeSelection
}

export interface RequestorNameContext {
  readonly name: string
  /** The organization, company and unit chosen on the screen: the names come from there. */
  readonly selection: ScopeSelection
  readonly suggestions: ReadonlyArray<string>
}

export type RequestorNameEvent =
  | { readonly type: "NAME_TYPED"; readonly name: string }
  /** A suggested name picked from the list. */
  | { readonly type: "NAME_CHOSEN"; readonly name: string }
  | { readonly type: "SELECTION_CHANGED"; readonly selection: ScopeSelection }
  /** The screen's Reset: no name, no suggestions. */
  | { readonly type: "RESET" }

/** What the field tells the search screen that invoked it, after every change of the name. */
export interface RequestorNameChanged {
  readonly type: "FILTER_CHANGED"
  readonly field: "reportRequestor"
  readonly value: string
}

/** The look-up of the names matching what is typed, in the scope chosen. */
export const requestorNameQuery = ({
  name,
  selection
}: Pick<RequestorNameContext, "name" | "selection">): RequestorNameQuery => ({
  name: name.trim(),
  ...(selection.organizationId !== undefined ? { organizationId: selection.organizationId } : {}),
  ...(selection.reportingCompanyId !== undefined ? { reportingCompanyId: selection.reportingCompanyId } : {}),
  ...(selection.unitId !== undefined ? { unitId: selection.unitId } : {})
})

const typed = {
  NAME_TYPED: [
    {
      guard: { type: "longEnough", params: ({ event }: { event: { name: string } }) => event.name },
      target: "waiting",
      // Each key typed starts the pause again.
      reenter: true,
      actions: [{ type: "assignName", params: ({ event }: { event: { name: string } }) => event.name }, "reportName"]
    },
    {
      target: "idle",
      actions: [
        { type: "assignName", params: ({ event }: { event: { name: string } }) => event.name },
        "clearSuggestions",
        "reportName"
      ]
    }
  ]
} as const

/**
 * The requestor name filter of the report history and 90-day screens (document 2 section 2, section 7
 * RequestorNameSearch): what is typed is the filter; after a pause, names of requestors matching it in
 * the chosen scope are suggested. A failed look-up only leaves the list empty: the typed name still filters.
 */
export const requestorNameMachine = setup({
  types: {
    input: {} as RequestorNameInput,
    context: {} as RequestorNameContext,
    events: {} as RequestorNameEvent
  },
  actors: {
    /** GET /Users/RequestorNameSearch. */
    lookUpNames: awaits<ReadonlyArray<string>, RequestorNameQuery>("lookUpNames")
  },
  actions: {
    reportName: sendParent(({ context }): RequestorNameChanged => ({
      type: "FILTER_CHANGED",
      field: "reportRequestor",
      value: context.name
    })),
    assignName: assign((_, name: string) => ({ name })),
    assignSelection: assign((_, selection: ScopeSelection) => ({ selection })),
    assignSuggestions: assign((_, suggestions: ReadonlyArray<string>) => ({ suggestions })),
    clearSuggestions: assign({ suggestions: [] }),
    clearName: assign({ name: "", suggestions: [] })
  },
  guards: {
    longEnough: (_, name: string) => name.trim().length >= minRequestorNameLength
  },
  delays: { typingPause }
}).createMachine({
  id: "requestorName",
  context: ({ input }) => ({ name: input.name, selection: input.selection ?? noSelection, suggestions: [] }),
  on: {
    NAME_CHOSEN: {
      target: ".idle",
      actions: [{ type: "assignName", params: ({ event }) => event.name }, "reportName"]
    },
    // Names of another scope no longer apply.
    SELECTION_CHANGED: {
      target: ".idle",
      actions: [{ type: "assignSelection", params: ({ event }) => event.selection }, "clearSuggestions"]
    },
    RESET: { target: ".idle", actions: "clearName" }
  },
  initial: "idle",
  states: {
    idle: { on: typed },
    waiting: {
      after: { typingPause: "lookingUp" },
      on: typed
    },
    lookingUp: {
      invoke: {
        id: "lookUpNames",
        src: "lookUpNames",
        input: ({ context }) => requestorNameQuery(context),
        onDone: { target: "idle", actions: { type: "assignSuggestions", params: ({ event }) => event.output } },
        onError: { target: "idle", actions: "clearSuggestions" }
      },
      on: typed
    }
  }
})
