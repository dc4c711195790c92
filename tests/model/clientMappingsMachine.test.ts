import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject, type StateValue } from "xstate"
import { BadRequest, Conflict, InternalError, NotFound } from "../../src/api/errors"
import type { Organization, ReportingCompany } from "../../src/api/platform/schemas"
import type { B2CClientOrganization, MappedUser } from "../../src/api/settings/mappingSchemas"
import {
  clientMappingIssues,
  clientMappingsMachine,
  type ChoicesQuery,
  type ClientMappingSave,
  type ClientMappingsContext,
  type ClientMappingsData,
  type ClientSecret,
  type MappingChoices
} from "../../src/machines/settings/clientMappingsMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const northwind: Organization = { id: 2, organizationType: "Carrier", nameEn: "Northwind", nameFr: "Northwind", code: "NWD" }
const claimsData: Organization = { id: 6, organizationType: "ThirdParty", nameEn: "Claims Data", nameFr: "Données", code: "CDP" }
const general: ReportingCompany = { id: 21, organizationId: 2, code: "NWD-GEN", nameEn: "General", nameFr: "Générale" }
const analyst: MappedUser = {
  id: 101,
  userId: "analyst@northwind.example",
  firstName: "Morgan",
  lastName: "Lee",
  email: "analyst@northwind.example"
}
const partner: MappedUser = {
  id: 601,
  userId: "partner@claimsdata.example",
  firstName: "Taylor",
  lastName: "Côté",
  email: "partner@claimsdata.example"
}
const enabled: B2CClientOrganization = {
  id: 1,
  clientId: "northwind-underwriting",
  disabled: false,
  organization: northwind,
  reportingCompany: general,
  user: analyst,
  isVendor: false
}
const disabled: B2CClientOrganization = {
  id: 2,
  clientId: "partner-legacy",
  disabled: true,
  organization: claimsData,
  reportingCompany: null,
  user: partner,
  isVendor: true
}
const data: ClientMappingsData = { mappings: [enabled, disabled], organizations: [northwind, claimsData] }

const conflict = new Conflict({ message: "Duplicate record" })
const refusal = new BadRequest({
  code: "ERROR_400_INVALID_REQUEST",
  issues: [{ field: "userAccountId", code: "userNotOfCompany" }]
})
const serverDown = new InternalError({})
const gone = new NotFound({ message: "No such client identifier mapping" })
const issued: ClientSecret = { clientId: enabled.clientId, clientSecret: "s3cr3t-shown-once" }

const clientIds = ["", "two words", "carrier-system"]
/** The organization moves: none → Northwind → Claims Data → none. */
const nextOrganization = (id: number | null) => (id === null ? northwind.id : id === northwind.id ? claimsData.id : null)

/** The service's answer for a query, worked out by hand from the fixtures. */
const choicesFor = (query: ChoicesQuery): MappingChoices =>
  query.organizationId === northwind.id
    ? { companies: [general], users: query.reportingCompanyId === general.id ? [analyst] : [] }
    : { companies: [], users: [partner] }

interface Form {
  clientId: string
  organizationId: number | null
  reportingCompanyId: number | null
  userAccountId: number | null
  isVendor: boolean
}

const savedOf = (id: number | null, form: Form): B2CClientOrganization => ({
  id: id ?? 9,
  clientId: form.clientId.trim(),
  disabled: false,
  organization: form.organizationId === northwind.id ? northwind : claimsData,
  reportingCompany: form.reportingCompanyId === general.id ? general : null,
  user: form.userAccountId === analyst.id ? analyst : partner,
  isVendor: form.isVendor
})

const events: SampleEvents = (snapshot) => {
  const { dialog, mappings } = snapshot.context as ClientMappingsContext
  const form = dialog?.form
  const clientId = form && clientIds[clientIds.indexOf(form.clientId) + 1]
  const first = mappings.find((m) => !m.disabled)
  const firstDisabled = mappings.find((m) => m.disabled)
  const query =
    form && form.organizationId !== null
      ? {
          organizationId: form.organizationId,
          reportingCompanyId: form.reportingCompanyId,
          hasCompanies: form.organizationId === northwind.id
        }
      : undefined
  // Once the list has changed, the journey has shown what it does: no dialog is opened again (fewer states to walk).
  const unchanged = mappings.length === 0 || JSON.stringify(mappings) === JSON.stringify(byClientId(data.mappings))
  return [
    { type: "RETRY" },
    ...(unchanged ? [{ type: "ADD" }] : []),
    ...(first && unchanged
      ? [
          { type: "EDIT", mapping: first },
          { type: "DELETE", mapping: first }
        ]
      : []),
    ...(firstDisabled && unchanged ? [{ type: "RESTORE", mapping: firstDisabled }] : []),
    // A disabled mapping is offered no secret: the machine refuses it all the same.
    ...(first && unchanged ? [{ type: "ISSUE_SECRET", mapping: first }] : []),
    ...(firstDisabled && unchanged ? [{ type: "ISSUE_SECRET", mapping: firstDisabled }] : []),
    // The client id is typed first (or again after a duplicate), then the organization is chosen: fewer states to walk.
    ...(clientId !== undefined && clientId !== null && (form!.organizationId === null || dialog!.duplicate)
      ? [{ type: "CLIENT_ID_CHANGED", value: clientId }]
      : []),
    ...(form && (form.clientId === "carrier-system" || dialog!.existing)
      ? [{ type: "ORGANIZATION_CHANGED", id: nextOrganization(form.organizationId) }]
      : []),
    ...(form && form.organizationId === northwind.id
      ? [{ type: "COMPANY_CHANGED", id: form.reportingCompanyId === null ? general.id : null }]
      : []),
    ...(dialog && dialog.users[0] && form!.userAccountId === null ? [{ type: "USER_CHANGED", id: dialog.users[0].id }] : []),
    ...(form && form.userAccountId !== null && !form.isVendor ? [{ type: "VENDOR_TOGGLED" }] : []),
    { type: "SAVE" },
    { type: "CANCEL" },
    { type: "CONFIRM" },
    { type: "CLOSE" },
    { type: "xstate.done.actor.load", output: data },
    { type: "xstate.error.actor.load", error: serverDown },
    ...(query ? [{ type: "xstate.done.actor.loadChoices", output: choicesFor(query) }] : []),
    { type: "xstate.error.actor.loadChoices", error: serverDown },
    ...(form ? [{ type: "xstate.done.actor.save", output: savedOf(dialog.existing?.id ?? null, form as Form) }] : []),
    { type: "xstate.error.actor.save", error: conflict },
    { type: "xstate.error.actor.save", error: refusal },
    { type: "xstate.error.actor.save", error: serverDown },
    { type: "xstate.done.actor.remove" },
    { type: "xstate.error.actor.remove", error: serverDown },
    { type: "xstate.done.actor.restore", output: { ...disabled, disabled: false } },
    { type: "xstate.error.actor.restore", error: conflict },
    { type: "xstate.error.actor.restore", error: serverDown },
    { type: "xstate.done.actor.issueSecret", output: issued },
    { type: "xstate.error.actor.issueSecret", error: gone },
    { type: "xstate.error.actor.issueSecret", error: serverDown }
  ]
}

/** The simple paths: the list's journeys (load, add and cancel, edit and save, delete, restore), each outcome a success. */
const listJourneys = new Set([
  "ADD",
  "EDIT",
  "DELETE",
  "RESTORE",
  "ISSUE_SECRET",
  "CLOSE",
  "CONFIRM",
  "CANCEL",
  "SAVE",
  "xstate.done.actor.load",
  "xstate.done.actor.loadChoices",
  "xstate.done.actor.save",
  "xstate.done.actor.remove",
  "xstate.done.actor.restore",
  "xstate.done.actor.issueSecret"
])
const simpleEvents: SampleEvents = (snapshot) => events(snapshot).filter((e) => listJourneys.has(e.type))

/** The rules of src/api/settings/mappingValidation.ts for the fixtures' values, worked out by hand. */
const rulesOf = (form: Form) => [
  ...(form.clientId.trim() === "" ? ["clientId:required"] : form.clientId.includes(" ") ? ["clientId:invalidClientId"] : []),
  ...(form.organizationId === null ? ["organizationId:required"] : []),
  ...(form.organizationId === northwind.id && form.reportingCompanyId === null ? ["reportingCompanyId:required"] : []),
  ...(form.userAccountId === null ? ["userAccountId:required"] : [])
]

const byClientId = (list: ReadonlyArray<B2CClientOrganization>) =>
  [...list].sort((a, b) => a.clientId.localeCompare(b.clientId) || a.id - b.id)

/** Document 2 sections 3, 4, 5 and 8 for tab 2, from the events alone. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    value: "loading" as StateValue,
    mappings: [] as Array<B2CClientOrganization>,
    dialog: null as null | {
      id: number | null
      form: Form
      choices: MappingChoices
      submitted: boolean
      duplicate: boolean
      serverIssue: boolean
    },
    target: null as B2CClientOrganization | null,
    secretTarget: null as B2CClientOrganization | null,
    secret: null as ClientSecret | null,
    secrets: [] as Array<number>,
    queries: [] as Array<ChoicesQuery>,
    saves: [] as Array<ClientMappingSave>,
    removes: [] as Array<number>,
    restores: [] as Array<number>,
    notices: {
      saved: 0,
      deleted: 0,
      restored: 0,
      duplicate: 0,
      notSaved: 0,
      secretRefused: 0,
      failures: [] as Array<PortalFailure>
    }
  }
  const choose = () => {
    const f = s.dialog!.form
    s.value = { editing: "choosing" }
    s.queries.push({
      organizationId: f.organizationId!,
      reportingCompanyId: f.reportingCompanyId,
      hasCompanies: f.organizationId === northwind.id
    })
  }
  for (const event of seen) {
    const e = event as EventObject & Record<string, unknown>
    const d = s.dialog
    switch (e.type) {
      case "xstate.done.actor.load":
        Object.assign(s, { value: "ready", mappings: byClientId((e.output as ClientMappingsData).mappings) })
        break
      case "xstate.error.actor.load":
        s.value = "loadFailed"
        s.notices.failures.push(e.error as PortalFailure)
        break
      case "RETRY":
        s.value = "loading"
        break
      case "ADD":
        s.value = { editing: "filling" }
        s.dialog = {
          id: null,
          form: { clientId: "", organizationId: null, reportingCompanyId: null, userAccountId: null, isVendor: false },
          choices: { companies: [], users: [] },
          submitted: false,
          duplicate: false,
          serverIssue: false
        }
        break
      case "EDIT": {
        const m = e.mapping as B2CClientOrganization
        s.dialog = {
          id: m.id,
          form: {
            clientId: m.clientId,
            organizationId: m.organization.id,
            reportingCompanyId: m.reportingCompany?.id ?? null,
            userAccountId: m.user.id,
            isVendor: m.isVendor
          },
          choices: { companies: [], users: [] },
          submitted: false,
          duplicate: false,
          serverIssue: false
        }
        choose()
        break
      }
      case "CLIENT_ID_CHANGED":
        Object.assign(d!, { duplicate: false })
        d!.form.clientId = e.value as string
        break
      case "ORGANIZATION_CHANGED":
        // The organization clears the company and the account (document 2 section 4).
        Object.assign(d!.form, { organizationId: e.id, reportingCompanyId: null, userAccountId: null })
        Object.assign(d!, { choices: { companies: [], users: [] }, serverIssue: false })
        if (e.id !== null) choose()
        else s.value = { editing: "filling" }
        break
      case "COMPANY_CHANGED":
        Object.assign(d!.form, { reportingCompanyId: e.id, userAccountId: null })
        Object.assign(d!, { choices: { ...d!.choices, users: [] }, serverIssue: false })
        if (e.id !== null) choose()
        else s.value = { editing: "filling" }
        break
      case "USER_CHANGED":
        d!.form.userAccountId = e.id as number
        d!.serverIssue = false
        break
      case "VENDOR_TOGGLED":
        d!.form.isVendor = !d!.form.isVendor
        break
      case "xstate.done.actor.loadChoices":
        d!.choices = e.output as MappingChoices
        s.value = { editing: "filling" }
        break
      case "xstate.error.actor.loadChoices":
        s.value = { editing: "filling" }
        s.notices.failures.push(e.error as PortalFailure)
        break
      case "SAVE":
        d!.submitted = true
        if (rulesOf(d!.form).length === 0) {
          s.value = "saving"
          s.saves.push({
            id: d!.id,
            payload: {
              clientId: d!.form.clientId.trim(),
              organizationId: d!.form.organizationId!,
              reportingCompanyId: d!.form.reportingCompanyId,
              userAccountId: d!.form.userAccountId!,
              isVendor: d!.form.isVendor
            }
          })
        }
        break
      case "CANCEL":
        Object.assign(s, { value: "ready", dialog: null, target: null, secretTarget: null })
        break
      case "xstate.done.actor.save": {
        const saved = e.output as B2CClientOrganization
        s.mappings = byClientId([...s.mappings.filter((m) => m.id !== saved.id), saved])
        Object.assign(s, { value: "ready", dialog: null })
        s.notices.saved += 1
        break
      }
      case "xstate.error.actor.save":
        s.value = { editing: "filling" }
        if (e.error === conflict) {
          d!.duplicate = true
          s.notices.duplicate += 1
        } else if (e.error === refusal) {
          d!.serverIssue = true
          s.notices.notSaved += 1
        } else s.notices.failures.push(e.error as PortalFailure)
        break
      case "DELETE":
        Object.assign(s, { value: "confirmingDelete", target: e.mapping })
        break
      case "RESTORE":
        Object.assign(s, { value: "confirmingRestore", target: e.mapping })
        break
      case "ISSUE_SECRET": {
        // Only an enabled mapping is issued a secret (issue 22).
        const m = e.mapping as B2CClientOrganization
        if (!m.disabled) Object.assign(s, { value: "confirmingSecret", secretTarget: m })
        break
      }
      case "CLOSE":
        // Closed, the secret is forgotten: it is shown once.
        Object.assign(s, { value: "ready", secretTarget: null, secret: null })
        break
      case "xstate.done.actor.issueSecret":
        Object.assign(s, { value: "showingSecret", secret: e.output })
        break
      case "xstate.error.actor.issueSecret":
        Object.assign(s, { value: "ready", secretTarget: null })
        if (e.error === gone) s.notices.secretRefused += 1
        else s.notices.failures.push(e.error as PortalFailure)
        break
      case "CONFIRM":
        if (s.value === "confirmingSecret") {
          s.value = "issuingSecret"
          s.secrets.push(s.secretTarget!.id)
        } else if (s.value === "confirmingDelete") {
          s.value = "deleting"
          s.removes.push(s.target!.id)
        } else {
          s.value = "restoring"
          s.restores.push(s.target!.id)
        }
        break
      case "xstate.done.actor.remove":
        // Deleted, the mapping stays in the list, disabled (document 2 section 4).
        s.mappings = s.mappings.map((m) => (m.id === s.target!.id ? { ...m, disabled: true } : m))
        Object.assign(s, { value: "ready", target: null })
        s.notices.deleted += 1
        break
      case "xstate.done.actor.restore": {
        const restored = e.output as B2CClientOrganization
        s.mappings = byClientId([...s.mappings.filter((m) => m.id !== restored.id), restored])
        Object.assign(s, { value: "ready", target: null })
        s.notices.restored += 1
        break
      }
      case "xstate.error.actor.remove":
      case "xstate.error.actor.restore":
        Object.assign(s, { value: "ready", target: null })
        if (e.error === conflict) s.notices.duplicate += 1
        else s.notices.failures.push(e.error as PortalFailure)
        break
    }
  }
  return s
}

const coverage = new Coverage("clientMappingsMachine", clientMappingsMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("settings tab 2: client identifier mappings, and a machine client's secret", () => {
  for (const path of modelPaths(clientMappingsMachine, { events, simpleEvents, maxSimpleLength: 5 })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const notices = {
        saved: 0,
        deleted: 0,
        restored: 0,
        duplicate: 0,
        notSaved: 0,
        secretRefused: 0,
        failures: [] as Array<PortalFailure>
      }
      const actor = createActor(
        clientMappingsMachine.provide({
          actors: {
            load: doubles.promise<ClientMappingsData, void>("load"),
            loadChoices: doubles.promise<MappingChoices, ChoicesQuery>("loadChoices"),
            save: doubles.promise<B2CClientOrganization, ClientMappingSave>("save"),
            remove: doubles.promise<void, B2CClientOrganization>("remove"),
            restore: doubles.promise<B2CClientOrganization, B2CClientOrganization>("restore"),
            issueSecret: doubles.promise<ClientSecret, B2CClientOrganization>("issueSecret")
          },
          actions: {
            notifySaved: () => (notices.saved += 1),
            notifyDeleted: () => (notices.deleted += 1),
            notifyRestored: () => (notices.restored += 1),
            notifyDuplicate: () => (notices.duplicate += 1),
            notifyNotSaved: () => (notices.notSaved += 1),
            notifySecretRefused: () => (notices.secretRefused += 1),
            notifyFailure: (_, { failure }) => notices.failures.push(failure)
          }
        }),
        { inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live: AnyMachineSnapshot, seen) => {
        const expected = expectedAfter(seen)
        const context = live.context as ClientMappingsContext
        expect(live.value).toEqual(expected.value)
        expect(live.hasTag("busy")).toBe(["saving", "deleting", "restoring", "issuingSecret"].includes(expected.value as string))
        expect(live.hasTag("loadingChoices")).toBe(JSON.stringify(expected.value) === JSON.stringify({ editing: "choosing" }))
        expect(context.mappings).toEqual(expected.mappings)
        expect(context.target).toEqual(expected.target)
        expect(context.secretTarget).toEqual(expected.secretTarget)
        expect(context.secret).toEqual(expected.secret)
        expect((doubles.callsOf("issueSecret") as Array<B2CClientOrganization>).map((m) => m.id)).toEqual(expected.secrets)
        expect(doubles.callsOf("loadChoices")).toEqual(expected.queries)
        expect(doubles.callsOf("save")).toEqual(expected.saves)
        expect((doubles.callsOf("remove") as Array<B2CClientOrganization>).map((m) => m.id)).toEqual(expected.removes)
        expect((doubles.callsOf("restore") as Array<B2CClientOrganization>).map((m) => m.id)).toEqual(expected.restores)
        expect(notices).toEqual(expected.notices)
        if (expected.dialog === null) expect(context.dialog).toBeNull()
        else {
          const d = expected.dialog
          expect(context.dialog?.form).toEqual(d.form)
          expect(context.dialog?.existing?.id ?? null).toBe(d.id)
          expect({ companies: context.dialog?.companies, users: context.dialog?.users }).toEqual(d.choices)
          const shown = clientMappingIssues(context, context.dialog!).map((i) => `${i.field}:${i.code}`)
          expect(shown).toEqual([
            ...(d.submitted ? rulesOf(d.form) : []),
            ...(d.serverIssue ? ["userAccountId:userNotOfCompany"] : []),
            ...(d.duplicate ? ["clientId:duplicate"] : [])
          ])
        }
      })
    })
  }
})
