import { assign, sendParent, setup } from "xstate"
import type { Organization, ReportingCompany, Unit } from "../../api/platform/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, failureOf, given } from "./effectActor"

/** The organization, company and unit chosen; undefined is none. */
export interface ScopeSelection {
  readonly organizationId: number | undefined
  readonly reportingCompanyId: number | undefined
  readonly unitId: number | undefined
}

/** The lists behind the three pickers and what is chosen in them. */
export interface OrganizationScope {
  readonly organizations: ReadonlyArray<Organization>
  /** The companies of the chosen organization. */
  readonly companies: ReadonlyArray<ReportingCompany>
  /** The units of the chosen company, or of an organization without companies. */
  readonly units: ReadonlyArray<Unit>
  readonly selection: ScopeSelection
}

export interface OrganizationScopeInput {
  /** The function the lists are scoped by (reportHistory, usageReport, ...). */
  readonly functionId: number
  /** A scope kept from an earlier visit: nothing loads again. */
  readonly restored?: OrganizationScope
}

export interface OrganizationScopeContext extends OrganizationScope {
  readonly functionId: number
  readonly restored: boolean
}

export type OrganizationScopeEvent =
  | { readonly type: "ORGANIZATION_CHANGED"; readonly organizationId: number | undefined }
  | { readonly type: "COMPANY_CHANGED"; readonly reportingCompanyId: number | undefined }
  | { readonly type: "UNIT_CHANGED"; readonly unitId: number | undefined }
  /** Back to the only choices (a search form's Reset). */
  | { readonly type: "RESET" }

/** What the scope tells the machine that invoked it, after every change. */
export interface ScopeChanged {
  readonly type: "SCOPE_CHANGED"
  readonly scope: OrganizationScope
}

export interface CompaniesInput {
  readonly functionId: number
  readonly organizationId: number
}

/** Units of an organization, or of one of its companies when a company is given. */
export interface UnitsInput {
  readonly organizationId: number
  readonly reportingCompanyId?: number
}

export const noSelection: ScopeSelection = { organizationId: undefined, reportingCompanyId: undefined, unitId: undefined }
export const emptyScope: OrganizationScope = { organizations: [], companies: [], units: [], selection: noSelection }

/** Document 1 section 5: bureau, third-party (and broker) organizations have no reporting companies. */
export const organizationHasCompanies = (organization: Organization | undefined): boolean =>
  organization?.organizationType === "Carrier"

/** Picks an organization or company when it is the only one (document 1 section 5). */
const onlyOne = <A extends { readonly id: number }>(list: ReadonlyArray<A>): number | undefined =>
  list.length === 1 ? list[0]!.id : undefined

/** Document 1 section 5: units load for a company, or for an organization that has no companies. */
const unitsFollow = (organization: Organization | undefined, reportingCompanyId: number | undefined): boolean =>
  organization !== undefined && (reportingCompanyId !== undefined || !organizationHasCompanies(organization))

const organizationOf = (context: OrganizationScopeContext, organizationId: number | undefined) =>
  context.organizations.find((o) => o.id === organizationId)

/**
 * Reset keeps a selection that is the only one possible, and the lists behind it: the companies
 * while the organization stays chosen, the units while the company does too.
 */
const afterReset = (context: OrganizationScopeContext): Pick<OrganizationScope, "selection" | "companies" | "units"> => {
  const organizationId = onlyOne(context.organizations)
  const companies = organizationId !== undefined && organizationId === context.selection.organizationId ? context.companies : []
  const reportingCompanyId = onlyOne(companies)
  const keepsUnits =
    organizationId === context.selection.organizationId && reportingCompanyId === context.selection.reportingCompanyId
  return {
    selection: { organizationId, reportingCompanyId, unitId: undefined },
    companies,
    units: keepsUnits ? context.units : []
  }
}

export const scopeOf = (context: OrganizationScopeContext): OrganizationScope => ({
  organizations: context.organizations,
  companies: context.companies,
  units: context.units,
  selection: context.selection
})

const unitsInput = ({ organizationId, reportingCompanyId }: ScopeSelection): UnitsInput =>
  reportingCompanyId === undefined ? { organizationId: organizationId! } : { organizationId: organizationId!, reportingCompanyId }

const organizationChosen = [
  { type: "selectOrganization", params: ({ event }: { event: { organizationId: number | undefined } }) => event.organizationId },
  "reportScope"
] as const
const companyChosen = [
  {
    type: "selectCompany",
    params: ({ event }: { event: { reportingCompanyId: number | undefined } }) => event.reportingCompanyId
  },
  "reportScope"
] as const
const reset = ["resetSelection", "reportScope"] as const

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
    /** The generic error notice of document 1 section 8. */
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure"),
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
    resetKeepsSelection: ({ context }) => {
      const { selection } = afterReset(context)
      return (
        selection.organizationId !== undefined &&
        selection.organizationId === context.selection.organizationId &&
        selection.reportingCompanyId === context.selection.reportingCompanyId
      )
    },
    /** Back to the only organization after another choice: its companies load again. */
    reselectsOnlyOrganization: ({ context }) => {
      const only = onlyOne(context.organizations)
      return (
        only !== undefined && only !== context.selection.organizationId && organizationHasCompanies(organizationOf(context, only))
      )
    }
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
        onDone: [
          {
            guard: { type: "onlyOrganizationLoadsCompanies", params: ({ event }) => event.output },
            target: "loadingCompanies",
            actions: [{ type: "receiveOrganizations", params: ({ event }) => event.output }, "reportScope"]
          },
          {
            guard: { type: "onlyOrganizationLoadsUnits", params: ({ event }) => event.output },
            target: "loadingUnits",
            actions: [{ type: "receiveOrganizations", params: ({ event }) => event.output }, "reportScope"]
          },
          { target: "ready", actions: [{ type: "receiveOrganizations", params: ({ event }) => event.output }, "reportScope"] }
        ],
        onError: loadFailed
      }
    },
    loadingCompanies: {
      tags: ["loadingCompanies"],
      invoke: {
        id: "loadCompanies",
        src: "loadCompanies",
        input: ({ context }) => ({ functionId: context.functionId, organizationId: context.selection.organizationId! }),
        onDone: [
          {
            guard: { type: "onlyCompanyLoadsUnits", params: ({ event }) => event.output },
            target: "loadingUnits",
            actions: [{ type: "receiveCompanies", params: ({ event }) => event.output }, "reportScope"]
          },
          { target: "ready", actions: [{ type: "receiveCompanies", params: ({ event }) => event.output }, "reportScope"] }
        ],
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
