import { assign, sendParent, setup } from "xstate"
import type { Organization, ReportingCompany, Unit } from "../../api/platform/schemas"
import { awaits, failureOf } from "./effectActor"
import {
  afterReset,
  emptyScope,
  noSelection,
  onlyOne,
  organizationHasCompanies,
  organizationOf,
  reselectsOnlyOrganization,
  resetKeepsSelection,
  scopeOf,
  unitsFollow,
  unitsInput,
  type CompaniesInput,
  type OrganizationScopeContext,
  type OrganizationScopeEvent,
  type OrganizationScopeInput,
  type ScopeChanged,
  type ScopeSelection,
  type UnitsInput
} from "./organizationScope"
import { failureNoticeAction } from "./loadStep"

export * from "./organizationScope"

/** A change of the scope's, then the scope as it now is to the machine that invoked it. */
const reported = <const Type extends string, Event, Params>(type: Type, params: (args: { event: Event }) => Params) =>
  [{ type, params }, "reportScope"] as const

const organizationChosen = reported(
  "selectOrganization",
  ({ event }: { event: { organizationId: number | undefined } }) => event.organizationId
)
const companyChosen = reported(
  "selectCompany",
  ({ event }: { event: { reportingCompanyId: number | undefined } }) => event.reportingCompanyId
)
const organizationsReceived = reported(
  "receiveOrganizations",
  ({ event }: { event: { output: ReadonlyArray<Organization> } }) => event.output
)
const companiesReceived = reported(
  "receiveCompanies",
  ({ event }: { event: { output: ReadonlyArray<ReportingCompany> } }) => event.output
)
const reset = ["resetSelection", "reportScope"] as const

/**
 * A list loaded: it is kept (`received`), then the first next level whose guard holds on the list
 * loads (a single organization's companies or units, a single company's units), else the scope is ready.
 */
const loaded = <
  const Received extends readonly [{ readonly params: unknown }, "reportScope"],
  const Next extends ReadonlyArray<{ readonly guard: string; readonly target: string }>
>(
  received: Received,
  ...next: Next
) => [
  ...next.map(({ guard, target }) => ({
    guard: { type: guard as Next[number]["guard"], params: received[0].params as Received[0]["params"] },
    target: target as Next[number]["target"],
    actions: received
  })),
  { target: "ready" as const, actions: received }
]

/** A list that could not be loaded: the generic notice, and the choices as they are. */
const loadFailed = {
  target: "ready",
  actions: { type: "notifyFailure", params: ({ event }: { event: { error: unknown } }) => ({ failure: failureOf(event) }) }
} as const

/**
 * Organization → company → unit of document 1 section 5 and document 2 section 4: picking an
 * organization clears company and unit, picking a company clears the unit; a single organization
 * or company is preselected; units load for a company, or for an organization without companies.
 * It reports each change to the machine that invoked it.
 */
export const organizationScopeMachine = setup({
  types: {
    input: {} as OrganizationScopeInput,
    context: {} as OrganizationScopeContext,
    events: {} as OrganizationScopeEvent,
    tags: {} as "loadingOrganizations" | "loadingCompanies" | "loadingUnits"
  },
  actors: {
    /** GET /organizations/get/{functionId}. */
    loadOrganizations: awaits<ReadonlyArray<Organization>, { functionId: number }>("loadOrganizations"),
    /** GET /reportingCompanies/getByOrganization/{functionId}?organizationId. */
    loadCompanies: awaits<ReadonlyArray<ReportingCompany>, CompaniesInput>("loadCompanies"),
    /** GET /units/getByOrganization?organizationId&reportingCompanyId. */
    loadUnits: awaits<ReadonlyArray<Unit>, UnitsInput>("loadUnits")
  },
  actions: {
    ...failureNoticeAction,
    reportScope: sendParent(({ context }): ScopeChanged => ({ type: "SCOPE_CHANGED", scope: scopeOf(context) })),
    /** The only organization is chosen. */
    receiveOrganizations: assign(({ context }, organizations: ReadonlyArray<Organization>) => ({
      organizations,
      selection: { ...context.selection, organizationId: onlyOne(organizations) }
    })),
    /** The only company is chosen. */
    receiveCompanies: assign(({ context }, companies: ReadonlyArray<ReportingCompany>) => ({
      companies,
      selection: { ...context.selection, reportingCompanyId: onlyOne(companies) }
    })),
    /** Units are an optional choice: even the only one is not chosen. */
    receiveUnits: assign((_, units: ReadonlyArray<Unit>) => ({ units })),
    /** An organization clears company and unit. */
    selectOrganization: assign((_, organizationId: number | undefined) => ({
      selection: { ...noSelection, organizationId },
      companies: [],
      units: []
    })),
    /** A company clears the unit. */
    selectCompany: assign(({ context }, reportingCompanyId: number | undefined) => ({
      selection: { ...context.selection, reportingCompanyId, unitId: undefined },
      units: []
    })),
    selectUnit: assign(({ context }, unitId: number | undefined) => ({ selection: { ...context.selection, unitId } })),
    resetSelection: assign(({ context }) => afterReset(context))
  },
  guards: {
    restored: ({ context }) => context.restored,
    loadsCompanies: ({ context }, organizationId: number | undefined) =>
      organizationHasCompanies(organizationOf(context, organizationId)),
    /** Whether the units follow a selection (of an organization, and maybe a company). */
    loadsUnits: ({ context }, selection: Pick<ScopeSelection, "organizationId" | "reportingCompanyId">) =>
      unitsFollow(organizationOf(context, selection.organizationId), selection.reportingCompanyId),
    onlyOrganizationLoadsCompanies: (_, organizations: ReadonlyArray<Organization>) =>
      organizations.length === 1 && organizationHasCompanies(organizations[0]),
    onlyOrganizationLoadsUnits: (_, organizations: ReadonlyArray<Organization>) =>
      organizations.length === 1 && unitsFollow(organizations[0], undefined),
    onlyCompanyLoadsUnits: (_, companies: ReadonlyArray<ReportingCompany>) => companies.length === 1,
    /** Reset keeps the only organization and the company chosen in it, so their lists stay. */
    resetKeepsSelection: ({ context }) => resetKeepsSelection(context),
    /** Back to the only organization after another choice: its companies load again. */
    reselectsOnlyOrganization: ({ context }) => reselectsOnlyOrganization(context)
  }
}).createMachine({
  id: "organizationScope",
  context: ({ input }) => ({
    functionId: input.functionId,
    ...(input.restored ?? emptyScope),
    restored: input.restored !== undefined
  }),
  initial: "starting",
  on: {
    ORGANIZATION_CHANGED: [
      {
        guard: { type: "loadsCompanies", params: ({ event }) => event.organizationId },
        target: ".loadingCompanies",
        actions: organizationChosen
      },
      {
        guard: {
          type: "loadsUnits",
          params: ({ event }) => ({ organizationId: event.organizationId, reportingCompanyId: undefined })
        },
        target: ".loadingUnits",
        actions: organizationChosen
      },
      { target: ".ready", actions: organizationChosen }
    ],
    COMPANY_CHANGED: [
      {
        guard: {
          type: "loadsUnits",
          params: ({ context, event }) => ({
            organizationId: context.selection.organizationId,
            reportingCompanyId: event.reportingCompanyId
          })
        },
        target: ".loadingUnits",
        actions: companyChosen
      },
      { target: ".ready", actions: companyChosen }
    ],
    UNIT_CHANGED: { actions: [{ type: "selectUnit", params: ({ event }) => event.unitId }, "reportScope"] },
    // Guards see the selection from before the reset.
    RESET: [
      { guard: "resetKeepsSelection", actions: reset },
      { guard: "reselectsOnlyOrganization", target: ".loadingCompanies", actions: reset },
      {
        guard: { type: "loadsUnits", params: ({ context }) => afterReset(context).selection },
        target: ".loadingUnits",
        actions: reset
      },
      { target: ".ready", actions: reset }
    ]
  },
  states: {
    starting: {
      always: [{ guard: "restored", target: "ready" }, { target: "loadingOrganizations" }]
    },
    loadingOrganizations: {
      tags: ["loadingOrganizations"],
      invoke: {
        id: "loadOrganizations",
        src: "loadOrganizations",
        input: ({ context }) => ({ functionId: context.functionId }),
        onDone: loaded(
          organizationsReceived,
          { guard: "onlyOrganizationLoadsCompanies", target: "loadingCompanies" },
          { guard: "onlyOrganizationLoadsUnits", target: "loadingUnits" }
        ),
        onError: loadFailed
      }
    },
    loadingCompanies: {
      tags: ["loadingCompanies"],
      invoke: {
        id: "loadCompanies",
        src: "loadCompanies",
        input: ({ context }) => ({ functionId: context.functionId, organizationId: context.selection.organizationId! }),
        onDone: loaded(companiesReceived, { guard: "onlyCompanyLoadsUnits", target: "loadingUnits" }),
        onError: loadFailed
      }
    },
    loadingUnits: {
      tags: ["loadingUnits"],
      invoke: {
        id: "loadUnits",
        src: "loadUnits",
        input: ({ context }) => unitsInput(context.selection),
        onDone: {
          target: "ready",
          actions: [{ type: "receiveUnits", params: ({ event }) => event.output }, "reportScope"]
        },
        onError: loadFailed
      }
    },
    ready: {}
  }
})
