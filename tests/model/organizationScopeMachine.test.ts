import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject } from "xstate"
import { InternalError } from "../../src/api/errors"
import type { Organization, ReportingCompany, Unit } from "../../src/api/platform/schemas"
import {
  organizationScopeMachine,
  type CompaniesInput,
  type OrganizationScope,
  type OrganizationScopeContext,
  type OrganizationScopeInput,
  type ScopeSelection,
  type UnitsInput
} from "../../src/machines/shared/organizationScopeMachine"
import { ConnectionLost, type PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

const functionId = 3

const northwind: Organization = {
  id: 2,
  organizationType: "Carrier",
  nameEn: "Northwind Insurance",
  nameFr: "Assurances Northwind",
  code: "NWD"
}
const bureau: Organization = {
  id: 1,
  organizationType: "IBC",
  nameEn: "Insurance Data Bureau",
  nameFr: "Bureau des données",
  code: "IBC"
}
const general: ReportingCompany = {
  id: 5,
  organizationId: 2,
  code: "NWD-GEN",
  nameEn: "Northwind General",
  nameFr: "Northwind Générale"
}
const auto: ReportingCompany = { id: 6, organizationId: 2, code: "NWD-AUTO", nameEn: "Northwind Auto", nameFr: "Northwind Auto" }
const unit = (id: number, nameEn: string, organizationId: number, reportingCompanyId: number | null): Unit => ({
  id,
  nameEn,
  nameFr: nameEn,
  organizationId,
  reportingCompanyId,
  hasUsers: false
})
const toronto = unit(21, "Toronto Underwriting", 2, 5)
const ottawa = unit(22, "Ottawa Claims", 2, 5)
const desk = unit(31, "Service Desk", 1, null)

/** The units the server has for what is chosen: two for General, none for Auto, one for the bureau (no companies). */
const unitsOf = (selection: ScopeSelection): ReadonlyArray<Unit> =>
  selection.reportingCompanyId === general.id ? [toronto, ottawa] : selection.organizationId === bureau.id ? [desk] : []

const serverError = new InternalError({})
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string, cause: unknown) => ({ type: `xstate.error.actor.${id}`, error: cause })

const events: SampleEvents = (snapshot) => {
  const context = snapshot.context as OrganizationScopeContext
  const chosen = context.selection
  const last = context.units[context.units.length - 1]
  return [
    done("loadOrganizations", [northwind]),
    done("loadOrganizations", [bureau]),
    done("loadOrganizations", [northwind, bureau]),
    error("loadOrganizations", serverError),
    done("loadCompanies", [general]),
    done("loadCompanies", [general, auto]),
    error("loadCompanies", new ConnectionLost()),
    done("loadUnits", unitsOf(chosen)),
    error("loadUnits", serverError),
    // Only what the organization list offers.
    ...context.organizations
      .filter((o) => o.id !== chosen.organizationId)
      .map((o) => ({ type: "ORGANIZATION_CHANGED", organizationId: o.id })),
    ...(chosen.organizationId !== undefined ? [{ type: "ORGANIZATION_CHANGED", organizationId: undefined }] : []),
    ...(context.companies.length > 1 && chosen.reportingCompanyId !== auto.id
      ? [{ type: "COMPANY_CHANGED", reportingCompanyId: auto.id }]
      : []),
    ...(chosen.reportingCompanyId !== undefined ? [{ type: "COMPANY_CHANGED", reportingCompanyId: undefined }] : []),
    ...(last && chosen.unitId === undefined ? [{ type: "UNIT_CHANGED", unitId: last.id }] : []),
    { type: "RESET" }
  ]
}

/** Fewer samples for the long journeys (simple paths), whose number grows fast with each sample. */
const journeys: SampleEvents = (snapshot) =>
  events(snapshot).filter((event) => {
    const e = event as { type: string; organizationId?: number }
    return e.type.startsWith("xstate.done.actor.load") || (e.type === "ORGANIZATION_CHANGED" && e.organizationId === bureau.id)
  })

type Screen = "loadingOrganizations" | "loadingCompanies" | "loadingUnits" | "ready"

/** What the three pickers show, from document 1 section 5 and document 2 section 4 alone. */
type Mutable<A> = { -readonly [K in keyof A]: A[K] }

interface ExpectedScope extends Mutable<OrganizationScope> {
  screen: Screen
  companyLoads: Array<CompaniesInput>
  unitLoads: Array<UnitsInput>
  notices: Array<PortalFailure>
  /** How many times the machine that invoked the scope was told of a change. */
  reports: number
}

const isCarrier = (scope: ExpectedScope, id: number | undefined) =>
  scope.organizations.find((o) => o.id === id)?.organizationType === "Carrier"

const expectedAfter = (input: OrganizationScopeInput, seen: ReadonlyArray<EventObject>): ExpectedScope => {
  const restored = input.restored
  const s: ExpectedScope = {
    screen: restored ? "ready" : "loadingOrganizations",
    organizations: restored?.organizations ?? [],
    companies: restored?.companies ?? [],
    units: restored?.units ?? [],
    selection: restored?.selection ?? { organizationId: undefined, reportingCompanyId: undefined, unitId: undefined },
    companyLoads: [],
    unitLoads: [],
    notices: [],
    reports: 0
  }
  const loadCompaniesOf = (organizationId: number) => {
    s.screen = "loadingCompanies"
    s.companyLoads.push({ functionId, organizationId })
  }
  const loadUnitsOf = (organizationId: number, reportingCompanyId: number | undefined) => {
    s.screen = "loadingUnits"
    s.unitLoads.push(reportingCompanyId === undefined ? { organizationId } : { organizationId, reportingCompanyId })
  }
  for (const event of seen) {
    const e = event as EventObject & Record<string, unknown>
    switch (e.type) {
      case "xstate.done.actor.loadOrganizations":
        s.organizations = e.output as ReadonlyArray<Organization>
        s.screen = "ready"
        s.reports += 1
        // The only organization is chosen; its companies load, or its units when it has no companies.
        if (s.organizations.length === 1) {
          const only = s.organizations[0]!.id
          s.selection = { ...s.selection, organizationId: only }
          if (isCarrier(s, only)) loadCompaniesOf(only)
          else loadUnitsOf(only, undefined)
        }
        break
      case "xstate.done.actor.loadCompanies":
        s.companies = e.output as ReadonlyArray<ReportingCompany>
        s.screen = "ready"
        s.reports += 1
        // The only company is chosen, and its units load.
        if (s.companies.length === 1) {
          s.selection = { ...s.selection, reportingCompanyId: s.companies[0]!.id }
          loadUnitsOf(s.selection.organizationId!, s.companies[0]!.id)
        }
        break
      case "xstate.done.actor.loadUnits":
        // Units are optional: even the only one is not chosen.
        s.units = e.output as ReadonlyArray<Unit>
        s.screen = "ready"
        s.reports += 1
        break
      case "xstate.error.actor.loadOrganizations":
      case "xstate.error.actor.loadCompanies":
      case "xstate.error.actor.loadUnits":
        s.notices.push(e.error as PortalFailure)
        s.screen = "ready"
        break
      case "ORGANIZATION_CHANGED": {
        // Picking an organization clears company and unit; a carrier's companies load, another's units.
        const organizationId = e.organizationId as number | undefined
        s.selection = { organizationId, reportingCompanyId: undefined, unitId: undefined }
        s.companies = []
        s.units = []
        s.screen = "ready"
        s.reports += 1
        if (isCarrier(s, organizationId)) loadCompaniesOf(organizationId!)
        else if (organizationId !== undefined) loadUnitsOf(organizationId, undefined)
        break
      }
      case "COMPANY_CHANGED": {
        // Picking a company clears the unit; the company's units load.
        const reportingCompanyId = e.reportingCompanyId as number | undefined
        s.selection = { ...s.selection, reportingCompanyId, unitId: undefined }
        s.units = []
        s.screen = "ready"
        s.reports += 1
        if (reportingCompanyId !== undefined) loadUnitsOf(s.selection.organizationId!, reportingCompanyId)
        break
      }
      case "UNIT_CHANGED":
        s.selection = { ...s.selection, unitId: e.unitId as number }
        s.reports += 1
        break
      case "RESET": {
        // The only organization (and its only company) stay chosen; nothing loads again while they stay as they were.
        const only = s.organizations.length === 1 ? s.organizations[0]!.id : undefined
        const keptCompanies = only !== undefined && only === s.selection.organizationId ? s.companies : []
        const company = keptCompanies.length === 1 ? keptCompanies[0]!.id : undefined
        const unchanged = only !== undefined && only === s.selection.organizationId && company === s.selection.reportingCompanyId
        const reload = only !== undefined && only !== s.selection.organizationId && isCarrier(s, only)
        s.selection = { organizationId: only, reportingCompanyId: company, unitId: undefined }
        s.companies = keptCompanies
        s.reports += 1
        if (!unchanged) {
          s.units = []
          s.screen = "ready"
          if (reload) loadCompaniesOf(only!)
          else if (only !== undefined && (company !== undefined || !isCarrier(s, only))) loadUnitsOf(only, company)
        }
        break
      }
    }
  }
  return s
}

const coverage = new Coverage("organizationScopeMachine", organizationScopeMachine, {
  allow: { "organizationScope.starting": "transient: left at once for ready (a kept scope) or loadingOrganizations" }
})
/** The graph is walked without an invoking machine to report to; each test records the reports instead. */
const unparented = organizationScopeMachine.provide({ actions: { reportScope: () => undefined } })

const inputs: ReadonlyArray<{ readonly title: string; readonly input: OrganizationScopeInput }> = [
  { title: "first visit", input: { functionId } },
  {
    title: "kept from an earlier visit, a company and its units chosen",
    input: {
      functionId,
      restored: {
        organizations: [northwind, bureau],
        companies: [general, auto],
        units: [toronto, ottawa],
        selection: { organizationId: northwind.id, reportingCompanyId: general.id, unitId: ottawa.id }
      }
    }
  }
]

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

for (const { title, input } of inputs) {
  describe(`organization scope, ${title}`, () => {
    for (const path of modelPaths(unparented, { input, events, simpleEvents: journeys, maxSimpleLength: 6 })) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const notices: Array<PortalFailure> = []
        const reported: Array<OrganizationScope> = []
        const actor = createActor(
          organizationScopeMachine.provide({
            actors: {
              loadOrganizations: doubles.promise<ReadonlyArray<Organization>, { functionId: number }>("loadOrganizations"),
              loadCompanies: doubles.promise<ReadonlyArray<ReportingCompany>, CompaniesInput>("loadCompanies"),
              loadUnits: doubles.promise<ReadonlyArray<Unit>, UnitsInput>("loadUnits")
            },
            actions: {
              notifyFailure: (_, { failure }) => notices.push(failure),
              reportScope: ({ context }) => reported.push({ ...context })
            }
          }),
          { input, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(input, seen)
          const context = live.context as OrganizationScopeContext
          const scope = {
            organizations: expected.organizations,
            companies: expected.companies,
            units: expected.units,
            selection: expected.selection
          }
          expect(live.value).toBe(expected.screen)
          expect({
            organizations: context.organizations,
            companies: context.companies,
            units: context.units,
            selection: context.selection
          }).toEqual(scope)
          expect(doubles.callsOf("loadOrganizations")).toEqual(input.restored ? [] : [{ functionId }])
          expect(doubles.callsOf("loadCompanies")).toEqual(expected.companyLoads)
          expect(doubles.callsOf("loadUnits")).toStrictEqual(expected.unitLoads)
          expect(notices).toEqual(expected.notices)
          // The invoking machine is told of every change, and last of the scope as it is.
          expect(reported).toHaveLength(expected.reports)
          if (expected.reports > 0) expect(reported.at(-1)).toMatchObject(scope)
        })
      })
    }
  })
}
