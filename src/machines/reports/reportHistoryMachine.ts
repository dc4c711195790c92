import { assign, fromPromise, setup } from "xstate"
import type { Organization, ReportingCompany, Unit } from "../../api/platform/schemas"
import type { ReportHistoryQuery, ReportHistoryResult } from "../../api/reports/schemas"
import type { ApiFailure } from "../../services/api/apiError"
import {
  blankFilters,
  toQuery,
  validateFilters,
  type ReportHistoryError,
  type ReportHistoryErrors,
  type ReportHistoryFilters,
  type ReportHistoryTextFilter
} from "./reportHistoryFilters"

/** What is kept when the user opens a report and comes back (document 2: the list persists). */
export interface ReportHistorySaved {
  readonly organizations: ReadonlyArray<Organization>
  readonly companies: ReadonlyArray<ReportingCompany>
  /** The units of the chosen company, or of an organization without companies. */
  readonly units: ReadonlyArray<Unit>
  readonly filters: ReportHistoryFilters
  readonly query: ReportHistoryQuery | undefined
  readonly page: number
  readonly result: ReportHistoryResult | undefined
}

export interface ReportHistoryInput {
  /** yyyy-MM-dd in the browser's zone: the default range ends here and no date may pass it. */
  readonly today: string
  readonly ianaTimezone: string
  readonly pageSize: number
  readonly restored?: ReportHistorySaved
}

export interface ReportHistoryContext extends ReportHistorySaved {
  /** The page being fetched; `page` is the one on screen. */
  readonly requestedPage: number
  readonly today: string
  readonly ianaTimezone: string
  readonly pageSize: number
  readonly errors: ReportHistoryErrors
  /** Set from the input; says where each region starts. */
  readonly restoredAt: "results" | "noResults" | "editing" | undefined
}

export type ReportHistoryEvent =
  | { readonly type: "FILTER_CHANGED"; readonly field: ReportHistoryTextFilter; readonly value: string }
  | { readonly type: "ORGANIZATION_CHANGED"; readonly organizationId: number | undefined }
  | { readonly type: "COMPANY_CHANGED"; readonly reportingCompanyId: number | undefined }
  | { readonly type: "UNIT_CHANGED"; readonly unitId: number | undefined }
  | { readonly type: "SUBMIT" }
  | { readonly type: "RESET" }
  /** 1-based. */
  | { readonly type: "PAGE_CHANGED"; readonly page: number }
  | { readonly type: "EXPORT" }

/** Units of an organization, or of one of its companies when a company is given. */
export interface UnitsInput {
  readonly organizationId: number
  readonly reportingCompanyId?: number
}

export interface PagedSearchInput {
  readonly query: ReportHistoryQuery
  readonly pageNumber: number
  readonly pageSize: number
}

/** Document 1 section 5: bureau, third-party (and broker) organizations have no reporting companies. */
export const organizationHasCompanies = (organization: Organization | undefined): boolean =>
  organization?.organizationType === "Carrier"

/** Picks an organization or company when it is the only one (document 1 section 5). */
const onlyOne = <A extends { readonly id: number }>(list: ReadonlyArray<A>): number | undefined =>
  list.length === 1 ? list[0]!.id : undefined

/**
 * Reset clears every field; a selection that is the only one possible stays, and so do the lists
 * behind it: the companies while the organization stays chosen, the units while the company does too.
 */
const resetFilters = (context: ReportHistoryContext): Pick<ReportHistoryContext, "filters" | "companies" | "units"> => {
  const organizationId = onlyOne(context.organizations)
  const companies = organizationId !== undefined && organizationId === context.filters.organizationId ? context.companies : []
  const reportingCompanyId = onlyOne(companies)
  const keepsUnits =
    organizationId === context.filters.organizationId && reportingCompanyId === context.filters.reportingCompanyId
  return {
    filters: { ...blankFilters(context.today), organizationId, reportingCompanyId },
    companies,
    units: keepsUnits ? context.units : []
  }
}

/** Document 1 section 5: units load for a company, or for an organization that has no companies. */
const unitsFollow = (organization: Organization | undefined, reportingCompanyId: number | undefined): boolean =>
  organization !== undefined && (reportingCompanyId !== undefined || !organizationHasCompanies(organization))

const unitsInput = ({ organizationId, reportingCompanyId }: ReportHistoryFilters): UnitsInput =>
  reportingCompanyId === undefined ? { organizationId: organizationId! } : { organizationId: organizationId!, reportingCompanyId }

const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`)
}

/** An action the screen gives with `provide`, typed by its params. */
const provided =
  <Params>(name: string): ((args: unknown, params: Params) => void) =>
  () => {
    throw new Error(`${name} not provided`)
  }

const submit = [
  { guard: "filtersInvalid", actions: "showErrors" },
  { target: "#reportHistory.search.searching", actions: "startSearch" }
] as const

/** Report history search of document 2: filters, a paged result, the CSV export. */
export const reportHistoryMachine = setup({
  types: {
    input: {} as ReportHistoryInput,
    context: {} as ReportHistoryContext,
    events: {} as ReportHistoryEvent
  },
  actors: {
    /** GET /organizations/get/{reportHistory}. */
    loadOrganizations: fromPromise<ReadonlyArray<Organization>>(notProvided("loadOrganizations")),
    /** GET /reportingCompanies/getByOrganization/{reportHistory}?organizationId. */
    loadCompanies: fromPromise<ReadonlyArray<ReportingCompany>, { organizationId: number }>(notProvided("loadCompanies")),
    /** GET /units/getByOrganization?organizationId&reportingCompanyId. */
    loadUnits: fromPromise<ReadonlyArray<Unit>, UnitsInput>(notProvided("loadUnits")),
    /** GET HistorySearch with a page. */
    search: fromPromise<ReportHistoryResult, PagedSearchInput>(notProvided("search")),
    /** The same search unpaged, written to a CSV file. */
    exportCsv: fromPromise<void, { query: ReportHistoryQuery }>(notProvided("exportCsv"))
  },
  actions: {
    notifyFailure: provided<{ failure: ApiFailure }>("notifyFailure"),
    showErrors: assign(({ context }) => ({ errors: validateFilters(context.filters, context.today) })),
    /** A new search starts at page 1 with the filters as they are now. */
    startSearch: assign(({ context }) => ({
      errors: {},
      query: toQuery(context.filters, context.ianaTimezone),
      requestedPage: 1,
      result: undefined
    })),
    /** The only organization is chosen. */
    receiveOrganizations: assign(({ context }, organizations: ReadonlyArray<Organization>) => ({
      organizations,
      filters: { ...context.filters, organizationId: onlyOne(organizations) }
    })),
    /** The only company is chosen. */
    receiveCompanies: assign(({ context }, companies: ReadonlyArray<ReportingCompany>) => ({
      companies,
      filters: { ...context.filters, reportingCompanyId: onlyOne(companies) }
    })),
    /** An organization clears company and unit. */
    selectOrganization: assign(({ context }, organizationId: number | undefined) => ({
      filters: { ...context.filters, organizationId, reportingCompanyId: undefined, unitId: undefined },
      companies: [],
      units: []
    })),
    /** A company clears the unit. */
    selectCompany: assign(({ context }, reportingCompanyId: number | undefined) => ({
      filters: { ...context.filters, reportingCompanyId, unitId: undefined },
      units: []
    }))
  },
  guards: {
    filtersInvalid: ({ context }) => Object.keys(validateFilters(context.filters, context.today)).length > 0,
    restored: ({ context }) => context.restoredAt !== undefined,
    restoredAt: ({ context }, at: ReportHistoryContext["restoredAt"]) => context.restoredAt === at,
    loadsCompanies: ({ context }, organizationId: number | undefined) =>
      organizationHasCompanies(context.organizations.find((o) => o.id === organizationId)),
    onlyOrganizationLoadsCompanies: (_, organizations: ReadonlyArray<Organization>) =>
      organizations.length === 1 && organizationHasCompanies(organizations[0]),
    onlyOrganizationLoadsUnits: (_, organizations: ReadonlyArray<Organization>) =>
      organizations.length === 1 && unitsFollow(organizations[0], undefined),
    onlyCompanyLoadsUnits: (_, companies: ReadonlyArray<ReportingCompany>) => companies.length === 1,
    /** Whether the units follow a selection (of an organization, and maybe a company). */
    loadsUnits: ({ context }, selection: Pick<ReportHistoryFilters, "organizationId" | "reportingCompanyId">) =>
      unitsFollow(
        context.organizations.find((o) => o.id === selection.organizationId),
        selection.reportingCompanyId
      ),
    /** Reset keeps the only organization and the company chosen in it, so their lists stay. */
    resetKeepsSelection: ({ context }) => {
      const { filters } = resetFilters(context)
      return (
        filters.organizationId !== undefined &&
        filters.organizationId === context.filters.organizationId &&
        filters.reportingCompanyId === context.filters.reportingCompanyId
      )
    },
    reselectsOnlyOrganization: ({ context }) => {
      const only = onlyOne(context.organizations)
      return (
        only !== undefined &&
        only !== context.filters.organizationId &&
        organizationHasCompanies(context.organizations.find((o) => o.id === only))
      )
    },
    noneFound: (_, result: ReportHistoryResult) => result.count === 0,
    hasResult: ({ context }) => context.result !== undefined
  }
}).createMachine({
  id: "reportHistory",
  context: ({ input }) => {
    const restored = input.restored
    return {
      today: input.today,
      ianaTimezone: input.ianaTimezone,
      pageSize: input.pageSize,
      organizations: restored?.organizations ?? [],
      companies: restored?.companies ?? [],
      // A state saved before units were kept has none.
      units: restored?.units ?? [],
      filters: restored?.filters ?? blankFilters(input.today),
      query: restored?.query,
      page: restored?.page ?? 1,
      requestedPage: restored?.page ?? 1,
      result: restored?.result,
      errors: {},
      restoredAt: !restored
        ? undefined
        : restored.result === undefined
          ? "editing"
          : restored.result.count === 0
            ? "noResults"
            : "results"
    }
  },
  type: "parallel",
  on: {
    FILTER_CHANGED: {
      actions: assign(({ context, event }) => {
        const errors: Record<string, ReportHistoryError | undefined> = { ...context.errors }
        delete errors[event.field]
        if (event.field === "fromDate" || event.field === "toDate") {
          if (errors.fromDate === "fromAfterTo") delete errors.fromDate
        }
        return { filters: { ...context.filters, [event.field]: event.value }, errors: errors as ReportHistoryErrors }
      })
    },
    UNIT_CHANGED: {
      actions: assign({ filters: ({ context, event }) => ({ ...context.filters, unitId: event.unitId }) })
    }
  },
  states: {
    /** The organization, company and unit lists behind the pickers. */
    lookups: {
      initial: "starting",
      on: {
        ORGANIZATION_CHANGED: [
          {
            guard: { type: "loadsCompanies", params: ({ event }) => event.organizationId },
            target: ".loadingCompanies",
            actions: { type: "selectOrganization", params: ({ event }) => event.organizationId }
          },
          {
            guard: {
              type: "loadsUnits",
              params: ({ event }) => ({ organizationId: event.organizationId, reportingCompanyId: undefined })
            },
            target: ".loadingUnits",
            actions: { type: "selectOrganization", params: ({ event }) => event.organizationId }
          },
          {
            target: ".ready",
            actions: { type: "selectOrganization", params: ({ event }) => event.organizationId }
          }
        ],
        COMPANY_CHANGED: [
          {
            guard: {
              type: "loadsUnits",
              params: ({ context, event }) => ({
                organizationId: context.filters.organizationId,
                reportingCompanyId: event.reportingCompanyId
              })
            },
            target: ".loadingUnits",
            actions: { type: "selectCompany", params: ({ event }) => event.reportingCompanyId }
          },
          {
            target: ".ready",
            actions: { type: "selectCompany", params: ({ event }) => event.reportingCompanyId }
          }
        ],
        // The search region resets the filters and lists (resetFilters); here the loads follow.
        // Guards see the selection from before the reset.
        RESET: [
          { guard: "resetKeepsSelection" },
          // Back to the only organization after another choice: its companies, or its units, load again.
          { guard: "reselectsOnlyOrganization", target: ".loadingCompanies" },
          {
            guard: { type: "loadsUnits", params: ({ context }) => resetFilters(context).filters },
            target: ".loadingUnits"
          },
          { target: ".ready" }
        ]
      },
      states: {
        starting: {
          always: [{ guard: "restored", target: "ready" }, { target: "loadingOrganizations" }]
        },
        loadingOrganizations: {
          invoke: {
            id: "loadOrganizations",
            src: "loadOrganizations",
            onDone: [
              {
                guard: { type: "onlyOrganizationLoadsCompanies", params: ({ event }) => event.output },
                target: "loadingCompanies",
                actions: { type: "receiveOrganizations", params: ({ event }) => event.output }
              },
              {
                guard: { type: "onlyOrganizationLoadsUnits", params: ({ event }) => event.output },
                target: "loadingUnits",
                actions: { type: "receiveOrganizations", params: ({ event }) => event.output }
              },
              { target: "ready", actions: { type: "receiveOrganizations", params: ({ event }) => event.output } }
            ],
            onError: {
              target: "ready",
              actions: { type: "notifyFailure", params: ({ event }) => ({ failure: event.error as ApiFailure }) }
            }
          }
        },
        loadingCompanies: {
          invoke: {
            id: "loadCompanies",
            src: "loadCompanies",
            input: ({ context }) => ({ organizationId: context.filters.organizationId! }),
            onDone: [
              {
                guard: { type: "onlyCompanyLoadsUnits", params: ({ event }) => event.output },
                target: "loadingUnits",
                actions: { type: "receiveCompanies", params: ({ event }) => event.output }
              },
              { target: "ready", actions: { type: "receiveCompanies", params: ({ event }) => event.output } }
            ],
            onError: {
              target: "ready",
              actions: { type: "notifyFailure", params: ({ event }) => ({ failure: event.error as ApiFailure }) }
            }
          }
        },
        loadingUnits: {
          invoke: {
            id: "loadUnits",
            src: "loadUnits",
            input: ({ context }) => unitsInput(context.filters),
            // Units are an optional filter: even the only one is not chosen.
            onDone: { target: "ready", actions: assign({ units: ({ event }) => event.output }) },
            onError: {
              target: "ready",
              actions: { type: "notifyFailure", params: ({ event }) => ({ failure: event.error as ApiFailure }) }
            }
          }
        },
        ready: {}
      }
    },
    search: {
      initial: "starting",
      on: {
        RESET: {
          target: ".editing",
          actions: assign(({ context }) => ({
            ...resetFilters(context),
            errors: {},
            query: undefined,
            page: 1,
            requestedPage: 1,
            result: undefined
          }))
        }
      },
      states: {
        starting: {
          always: [
            { guard: { type: "restoredAt", params: "results" }, target: "showingResults" },
            { guard: { type: "restoredAt", params: "noResults" }, target: "noResults" },
            { target: "editing" }
          ]
        },
        editing: {
          on: { SUBMIT: submit }
        },
        searching: {
          invoke: {
            id: "search",
            src: "search",
            input: ({ context }) => ({ query: context.query!, pageNumber: context.requestedPage, pageSize: context.pageSize }),
            onDone: [
              {
                guard: { type: "noneFound", params: ({ event }) => event.output },
                target: "noResults",
                actions: assign(({ context, event }) => ({ result: event.output, page: context.requestedPage }))
              },
              {
                target: "showingResults",
                actions: assign(({ context, event }) => ({ result: event.output, page: context.requestedPage }))
              }
            ],
            onError: [
              {
                // A page that could not be fetched: the one on screen stays.
                guard: "hasResult",
                target: "showingResults",
                actions: [
                  assign(({ context }) => ({ requestedPage: context.page })),
                  { type: "notifyFailure", params: ({ event }) => ({ failure: event.error as ApiFailure }) }
                ]
              },
              {
                target: "editing",
                actions: { type: "notifyFailure", params: ({ event }) => ({ failure: event.error as ApiFailure }) }
              }
            ]
          }
        },
        showingResults: {
          on: {
            SUBMIT: submit,
            PAGE_CHANGED: { target: "searching", actions: assign({ requestedPage: ({ event }) => event.page }) },
            EXPORT: { target: "exporting" }
          }
        },
        noResults: {
          on: { SUBMIT: submit }
        },
        exporting: {
          invoke: {
            id: "exportCsv",
            src: "exportCsv",
            input: ({ context }) => ({ query: context.query! }),
            onDone: { target: "showingResults" },
            onError: {
              target: "showingResults",
              actions: { type: "notifyFailure", params: ({ event }) => ({ failure: event.error as ApiFailure }) }
            }
          }
        }
      }
    }
  }
})

/** The part of the context kept while the user reads a report. */
export const savedState = (context: ReportHistoryContext): ReportHistorySaved => ({
  organizations: context.organizations,
  companies: context.companies,
  units: context.units,
  filters: context.filters,
  query: context.query,
  page: context.page,
  result: context.result
})
