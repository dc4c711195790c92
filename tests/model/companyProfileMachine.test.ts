import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import { BadRequest, InternalError } from "../../src/api/errors"
import type { Organization, ReportingCompany } from "../../src/api/platform/schemas"
import type { CompanyItem, ItemTarget } from "../../src/machines/company/companyItems"
import {
  canDelete,
  canOpen,
  companyProfileMachine,
  type CompanyProfileContext,
  type CompanyProfileData
} from "../../src/machines/company/companyProfileMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const carrier: Organization = { id: 3, organizationType: "Carrier", nameEn: "Northwind", nameFr: "Northwind", code: "NWD" }
const bureau: Organization = { id: 1, organizationType: "IBC", nameEn: "Bureau", nameFr: "Bureau", code: "IBC" }
const company = (id: number): ReportingCompany => ({ id, organizationId: 3, code: `C${id}`, nameEn: `C${id}`, nameFr: `C${id}` })
const owner = { organizationId: 3, reportingCompanyId: 31 }
const freeUnit = { id: 5, nameEn: "East", nameFr: "Est", ...owner, hasUsers: false }
const usedUnit = { id: 6, nameEn: "West", nameFr: "Ouest", ...owner, hasUsers: true }
const addedUnit = { id: 7, nameEn: "North", nameFr: "North", ...owner, hasUsers: false }
const option = { id: 2, yearsOfData: 25, note: null, ...owner, hasUsers: false, noOfUsers: 0 }
const eight = { id: 8, yearsOfData: 8, note: null, ...owner, hasUsers: true, noOfUsers: 4 }
const setting = { id: 1, isIbcCredentials: false, ...owner }
const profile: CompanyProfileData = {
  setting: null,
  units: [freeUnit, usedUnit],
  options: [option],
  domains: [],
  recipients: []
}
const serverDown = new InternalError({})
/** The switch's save refused for the company it names (another's setting): shown at the switch. */
const credentialsRefused = new BadRequest({
  code: "ERROR_400_INVALID_REQUEST",
  issues: [{ field: "organizationId", code: "unknownValue" }]
})
/** The reuse window's save refused for the company it names: shown at its select. */
const reuseRefused = new BadRequest({
  code: "ERROR_400_INVALID_REQUEST",
  issues: [{ field: "reportingCompanyId", code: "unknownValue" }]
})

const unitAdd: ItemTarget = { kind: "unit", existing: null }
const domainAdd: ItemTarget = { kind: "domain", existing: null }
const deleteFree: CompanyItem = { kind: "unit", item: freeUnit }
const deleteUsed: CompanyItem = { kind: "unit", item: usedUnit }
const deleteOption: CompanyItem = { kind: "option", item: option }

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: serverDown })

const events: SampleEvents = () => [
  done("loadOrganizations", [carrier, bureau]),
  done("loadOrganizations", [carrier]),
  done("loadOrganizations", [bureau]),
  failed("loadOrganizations"),
  { type: "RETRY" },
  { type: "ORGANIZATION_CHANGED", id: 3 },
  { type: "ORGANIZATION_CHANGED", id: 1 },
  { type: "ORGANIZATION_CHANGED", id: null },
  done("loadCompanies", [company(31), company(32)]),
  done("loadCompanies", [company(31)]),
  failed("loadCompanies"),
  { type: "COMPANY_CHANGED", id: 31 },
  { type: "COMPANY_CHANGED", id: null },
  done("loadProfile", profile),
  failed("loadProfile"),
  { type: "TOGGLE_CREDENTIALS" },
  done("saveCredentials", { ...setting, isIbcCredentials: true }),
  failed("saveCredentials"),
  { type: "xstate.error.actor.saveCredentials", error: credentialsRefused },
  { type: "REUSE_CHANGED", value: "none" },
  done("saveReuse", { ...setting, reportReuse: "none" }),
  failed("saveReuse"),
  { type: "xstate.error.actor.saveReuse", error: reuseRefused },
  { type: "OPEN_DIALOG", target: unitAdd },
  done("itemDialog", { saved: { kind: "unit", item: addedUnit } }),
  done("itemDialog", { saved: { kind: "option" } }),
  done("itemDialog", { saved: null }),
  { type: "DELETE", target: deleteFree },
  { type: "DELETE", target: deleteUsed },
  { type: "DELETE", target: deleteOption },
  done("deleteItem", { deleted: true }),
  done("deleteItem", { deleted: false }),
  done("loadOptions", [option, eight]),
  failed("loadOptions")
]
const simpleEvents: SampleEvents = () => [
  done("loadOrganizations", [carrier]),
  done("loadCompanies", [company(31)]),
  done("loadProfile", profile),
  { type: "OPEN_DIALOG", target: unitAdd },
  done("itemDialog", { saved: { kind: "option" } }),
  done("loadOptions", [option, eight])
]

/** Document 2 sections 2 and 4, from the events alone: where the screen is and what it shows. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    state: "loadingOrganizations",
    organizations: [] as Array<Organization>,
    organizationId: null as number | null,
    reportingCompanyId: null as number | null,
    profile: null as CompanyProfileData | null,
    deleting: null as CompanyItem | null,
    failures: 0,
    credentialsSaved: 0,
    credentialsIssues: [] as Array<{ field: string; code: string }>,
    reuseSaved: 0,
    reuseIssues: [] as Array<{ field: string; code: string }>
  }
  const known = (id: number | null | undefined) => s.organizations.some((o) => o.id === id)
  const carrierChosen = () => s.organizationId === 3 && known(3)
  for (const event of seen) {
    const e = event as EventObject & { id?: number | null; output?: never; target?: never }
    const scoped = s.state.startsWith("scoped.")
    switch (e.type) {
      case "xstate.done.actor.loadOrganizations": {
        const list = e.output as unknown as Array<Organization>
        s.organizations = list
        s.organizationId = list.length === 1 ? list[0]!.id : null
        s.state =
          list.length !== 1 ? "scoped.choosing" : list[0] === carrier ? "scoped.loadingCompanies" : "scoped.loadingProfile"
        break
      }
      case "RETRY":
        s.state = s.state === "loadFailed" ? "loadingOrganizations" : "scoped.loadingProfile"
        break
      case "ORGANIZATION_CHANGED":
        if (!scoped) break
        Object.assign(s, {
          organizationId: e.id,
          reportingCompanyId: null,
          profile: null,
          credentialsIssues: [],
          reuseIssues: []
        })
        // An organization not offered chooses nothing to load.
        s.state = !known(e.id) ? "scoped.choosing" : e.id === 3 ? "scoped.loadingCompanies" : "scoped.loadingProfile"
        break
      case "xstate.done.actor.loadCompanies": {
        const list = e.output as unknown as Array<ReportingCompany>
        s.reportingCompanyId = list.length === 1 ? list[0]!.id : null
        s.state = list.length === 1 ? "scoped.loadingProfile" : "scoped.choosing"
        break
      }
      case "COMPANY_CHANGED":
        if (!scoped || !carrierChosen()) break
        Object.assign(s, { reportingCompanyId: e.id, profile: null, credentialsIssues: [], reuseIssues: [] })
        s.state = e.id === null ? "scoped.choosing" : "scoped.loadingProfile"
        break
      case "xstate.done.actor.loadProfile":
        Object.assign(s, { profile: e.output, state: "scoped.ready" })
        break
      case "TOGGLE_CREDENTIALS":
        s.state = "savingCredentials"
        s.credentialsIssues = []
        break
      // A refusal naming the company the switch saves for is shown at the switch, not as the notice.
      case "xstate.error.actor.saveCredentials":
        if ((event as unknown as { error: unknown }).error === credentialsRefused)
          s.credentialsIssues = [{ field: "isIbcCredentials", code: "unknownValue" }]
        else s.failures += 1
        s.state = "scoped.ready"
        break
      case "xstate.done.actor.saveCredentials":
        s.profile = { ...s.profile!, setting: e.output as never }
        s.credentialsSaved += 1
        s.state = "scoped.ready"
        break
      case "REUSE_CHANGED":
        s.state = "savingReuse"
        s.reuseIssues = []
        break
      // A refusal naming the company the window saves for is shown at its select.
      case "xstate.error.actor.saveReuse":
        if ((event as unknown as { error: unknown }).error === reuseRefused)
          s.reuseIssues = [{ field: "reportReuse", code: "unknownValue" }]
        else s.failures += 1
        s.state = "scoped.ready"
        break
      case "xstate.done.actor.saveReuse":
        s.profile = { ...s.profile!, setting: e.output as never }
        s.reuseSaved += 1
        s.state = "scoped.ready"
        break
      case "OPEN_DIALOG":
        s.state = "itemDialog"
        break
      case "xstate.done.actor.itemDialog": {
        const saved = (e.output as unknown as { saved: { kind: string } | null }).saved
        if (saved?.kind === "unit" && !s.profile!.units.some((u) => u.id === addedUnit.id))
          s.profile = { ...s.profile!, units: [...s.profile!.units, addedUnit] }
        s.state = saved?.kind === "option" ? "reloadingOptions" : "scoped.ready"
        break
      }
      case "DELETE": {
        const target = e.target as unknown as CompanyItem
        // Items linked to users offer no delete.
        if (target.kind === "unit" && target.item.hasUsers) break
        s.deleting = target
        s.state = "deletingItem"
        break
      }
      case "xstate.done.actor.deleteItem": {
        const deleted = (e.output as unknown as { deleted: boolean }).deleted
        if (deleted && s.deleting?.kind === "unit")
          s.profile = { ...s.profile!, units: s.profile!.units.filter((u) => u.id !== s.deleting!.item.id) }
        s.state = deleted && s.deleting?.kind === "option" ? "reloadingOptions" : "scoped.ready"
        s.deleting = null
        break
      }
      case "xstate.done.actor.loadOptions":
        s.profile = { ...s.profile!, options: e.output as never }
        s.state = "scoped.ready"
        break
      default:
        if (e.type.startsWith("xstate.error.actor.")) {
          s.failures += 1
          const actor = e.type.slice("xstate.error.actor.".length)
          s.state =
            {
              loadOrganizations: "loadFailed",
              loadCompanies: "scoped.choosing",
              loadProfile: "scoped.profileFailed"
            }[actor] ?? "scoped.ready"
        }
    }
  }
  return s
}

const valueOf = (value: unknown): string =>
  typeof value === "string" ? value : Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}.${valueOf(v)}`)[0]!

const coverage = new Coverage("companyProfileMachine", companyProfileMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("the company profile screen", () => {
  const input = { isIbc: true }
  for (const path of modelPaths(companyProfileMachine, { input, events, simpleEvents, maxSimpleLength: 7 })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const notices = { failures: [] as Array<PortalFailure>, credentialsSaved: 0, reuseSaved: 0 }
      const actor = createActor(
        companyProfileMachine.provide({
          actors: {
            loadOrganizations: doubles.promise("loadOrganizations"),
            loadCompanies: doubles.promise("loadCompanies"),
            loadProfile: doubles.promise("loadProfile"),
            loadOptions: doubles.promise("loadOptions"),
            saveCredentials: doubles.promise("saveCredentials"),
            saveReuse: doubles.promise("saveReuse"),
            itemDialog: doubles.promise("itemDialog"),
            deleteItem: doubles.promise("deleteItem")
          } as never,
          actions: {
            notifyFailure: (_, { failure }) => notices.failures.push(failure),
            notifyCredentialsSaved: () => (notices.credentialsSaved += 1),
            notifyReuseSaved: () => (notices.reuseSaved += 1)
          }
        }),
        { input, inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live: AnyMachineSnapshot, seen) => {
        const expected = expectedAfter(seen)
        const context = live.context as CompanyProfileContext
        expect(valueOf(live.value)).toBe(expected.state)
        expect(context.organizationId).toBe(expected.organizationId)
        expect(context.reportingCompanyId).toBe(expected.reportingCompanyId)
        expect(context.profile).toEqual(expected.profile)
        expect(notices.failures.length).toBe(expected.failures)
        expect(notices.credentialsSaved).toBe(expected.credentialsSaved)
        expect(context.credentialsIssues).toEqual(expected.credentialsIssues)
        expect(notices.reuseSaved).toBe(expected.reuseSaved)
        expect(context.reuseIssues).toEqual(expected.reuseIssues)
        // The window chosen is what is saved, with the switch as it stood.
        for (const call of doubles.callsOf("saveReuse")) expect(call).toMatchObject({ reportReuse: "none" })
        // Each profile load names the company: a carrier's company, or the organization itself.
        for (const call of doubles.callsOf("loadProfile"))
          expect([owner, { organizationId: 1, reportingCompanyId: null }]).toContainEqual(call)
      })
    })
  }
})

describe("what the company profile offers to whom", () => {
  it("lets only bureau staff add or delete permitted domains", () => {
    const domain: CompanyItem = { kind: "domain", item: { id: 4, domain: "@northwind.example", ...owner, hasUsers: false } }
    expect(canOpen({ isIbc: false }, domainAdd)).toBe(false)
    expect(canOpen({ isIbc: true }, domainAdd)).toBe(true)
    expect(canDelete({ isIbc: false }, domain)).toBe(false)
    expect(canDelete({ isIbc: true }, domain)).toBe(true)
  })

  it("keeps items linked to users", () => {
    expect(canDelete({ isIbc: true }, deleteUsed)).toBe(false)
    expect(canDelete({ isIbc: true }, deleteFree)).toBe(true)
  })

  it("does not toggle the bureau credentials or change the reuse window for other users", async () => {
    const doubles = new ActorDoubles()
    const actor = createActor(
      companyProfileMachine.provide({
        actors: {
          loadOrganizations: doubles.promise("loadOrganizations"),
          loadProfile: doubles.promise("loadProfile"),
          saveCredentials: doubles.promise("saveCredentials"),
          saveReuse: doubles.promise("saveReuse")
        } as never
      }),
      { input: { isIbc: false } }
    ).start()
    doubles.settle("loadOrganizations", "resolve", [bureau])
    await vi.waitFor(() => expect(doubles.callsOf("loadProfile")).toHaveLength(1))
    doubles.settle("loadProfile", "resolve", { ...profile, setting })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ scoped: "ready" })).toBe(true))
    actor.send({ type: "TOGGLE_CREDENTIALS" })
    actor.send({ type: "REUSE_CHANGED", value: "none" })
    actor.send({ type: "OPEN_DIALOG", target: domainAdd })
    expect(actor.getSnapshot().matches({ scoped: "ready" })).toBe(true)
    expect(doubles.callsOf("saveCredentials")).toEqual([])
    expect(doubles.callsOf("saveReuse")).toEqual([])
    actor.stop()
  })
})
