import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import type { Client, ClientType, Sponsor } from "../../src/api/clients/schemas"
import { BadRequest, Conflict, InternalError } from "../../src/api/errors"
import {
  clientIssues,
  clientProfileMachine,
  type ClientConflict,
  type ClientProfileContext
} from "../../src/machines/clients/clientProfileMachine"
import type { ClientProfileData } from "../../src/services/clients/clients"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const types: ReadonlyArray<ClientType> = [
  { id: 1, nameEn: "IBC", nameFr: "BAC", canHaveSponsors: false, isModifiableOrDeletable: false },
  { id: 4, nameEn: "Broker", nameFr: "Courtier", canHaveSponsors: true, isModifiableOrDeletable: true },
  { id: 5, nameEn: "Third party", nameFr: "Tiers", canHaveSponsors: false, isModifiableOrDeletable: true }
]
const northwind = { id: 3, organizationType: "Carrier" as const, nameEn: "Northwind", nameFr: "Northwind", code: "NWD" }
const general = { id: 31, organizationId: 3, code: "NWD-GEN", nameEn: "Northwind General", nameFr: "Northwind Générale" }
const sponsorOf = (id: number): Sponsor => ({
  id,
  clientId: 7,
  organization: northwind,
  reportingCompany: general,
  hasUser: true
})
const first = sponsorOf(71)
const second = sponsorOf(72)
const added = sponsorOf(73)
const broker: Client = {
  id: 7,
  code: "HBR",
  nameEn: "Harbour Brokers",
  nameFr: "Courtiers du Havre",
  clientType: types[1]!,
  isActive: true,
  hasUser: true,
  hasEmployedUser: true,
  isSponsor: false,
  hasDriverReport: false,
  sponsors: [first, second]
}
const data = (client: Client | null): ClientProfileData => ({ types, client, carriers: [northwind], companies: [general] })

const serverDown = new InternalError({})
const conflict = (message: string) => new Conflict({ message })
const duplicateName = conflict("Duplicate client name")
const duplicateClientId = conflict("Duplicate client ID")
const notModifiable = conflict("Client cannot be changed or deleted")
const assignedToUser = conflict("Client assigned to user")
const lastSponsor = conflict("Last sponsor of a broker with employees")
const duplicateSponsor = conflict("Duplicate record")
const refused = new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "nameEn", code: "notAlphanumeric" }] })
const sponsorRefused = new BadRequest({
  code: "ERROR_400_INVALID_REQUEST",
  issues: [{ field: "reportingCompanyId", code: "unknownValue" }]
})

interface Case {
  readonly title: string
  readonly id: number | null
  readonly client: Client | null
  readonly events: SampleEvents
  /** The few events of the longer journeys (simple paths). */
  readonly simpleEvents: SampleEvents
}

const loaded = (client: Client | null) => ({ type: "xstate.done.actor.load", output: data(client) })
const loading = (client: Client | null) => [
  loaded(client),
  { type: "xstate.error.actor.load", error: serverDown },
  { type: "RETRY" },
  { type: "CANCEL" }
]
const saves = [
  { type: "SAVE" },
  { type: "xstate.done.actor.save", output: { ...broker, id: 8 } },
  { type: "xstate.error.actor.save", error: duplicateName },
  { type: "xstate.error.actor.save", error: duplicateClientId },
  { type: "xstate.error.actor.save", error: notModifiable },
  { type: "xstate.error.actor.save", error: refused },
  { type: "xstate.error.actor.save", error: serverDown }
]

const cases: ReadonlyArray<Case> = [
  {
    title: "a new client",
    id: null,
    client: null,
    events: () => [
      ...loading(null),
      ...saves,
      { type: "FIELD_CHANGED", field: "code", value: "NEW1" },
      { type: "FIELD_CHANGED", field: "nameEn", value: "New Brokers" },
      { type: "FIELD_CHANGED", field: "nameFr", value: "Courtiers Neufs" },
      { type: "TYPE_CHOSEN", id: 4 }
    ],
    simpleEvents: () => [loaded(null), { type: "SAVE" }, { type: "TYPE_CHOSEN", id: 4 }, { type: "CANCEL" }]
  },
  {
    title: "changing and deleting a broker",
    id: 7,
    client: broker,
    events: () => [
      ...loading(broker),
      ...saves,
      { type: "FIELD_CHANGED", field: "code", value: "" },
      { type: "TYPE_CHOSEN", id: null },
      { type: "STATUS_CHOSEN", isActive: false },
      { type: "DELETE" },
      { type: "CONFIRM" },
      { type: "xstate.done.actor.remove", output: undefined },
      { type: "xstate.error.actor.remove", error: assignedToUser },
      { type: "xstate.error.actor.remove", error: serverDown }
    ],
    simpleEvents: () => [loaded(broker), { type: "DELETE" }, { type: "CONFIRM" }, { type: "CANCEL" }, { type: "SAVE" }]
  },
  {
    title: "the sponsors of a broker with employees",
    id: 7,
    client: broker,
    events: () => [
      loaded(broker),
      { type: "CANCEL" },
      { type: "ADD_SPONSOR" },
      { type: "SAVE" },
      { type: "SPONSOR_ORGANIZATION_CHOSEN", id: 3 },
      { type: "SPONSOR_COMPANY_CHOSEN", id: 31 },
      { type: "xstate.done.actor.addSponsor", output: added },
      { type: "xstate.error.actor.addSponsor", error: duplicateSponsor },
      { type: "xstate.error.actor.addSponsor", error: serverDown },
      { type: "xstate.error.actor.addSponsor", error: sponsorRefused },
      { type: "REMOVE_SPONSOR", sponsor: first },
      { type: "REMOVE_SPONSOR", sponsor: second },
      { type: "CONFIRM" },
      { type: "xstate.done.actor.removeSponsor", output: undefined },
      { type: "xstate.error.actor.removeSponsor", error: lastSponsor },
      { type: "xstate.error.actor.removeSponsor", error: serverDown }
    ],
    simpleEvents: () => [
      loaded(broker),
      { type: "REMOVE_SPONSOR", sponsor: first },
      { type: "CONFIRM" },
      { type: "xstate.done.actor.removeSponsor", output: undefined },
      { type: "REMOVE_SPONSOR", sponsor: second }
    ]
  }
]

type Notice = string

/**
 * The oracle of document 2 sections 2, 4, 5 and 8, written from the spec rather than the machine: where
 * the profile stands, what it sent, which notices it gave and which sponsors it lists.
 */
const expectedAfter = (c: Case, seen: ReadonlyArray<EventObject>) => {
  const form = { code: "", nameEn: "", nameFr: "", clientTypeId: null as number | null, isActive: true }
  const s = {
    state: "loading" as string,
    client: null as Client | null,
    sponsors: [] as Array<Sponsor>,
    sponsorChoice: { organizationId: null as number | null, reportingCompanyId: null as number | null },
    toRemove: null as Sponsor | null,
    calls: { load: 1, save: 0, remove: 0, addSponsor: 0, removeSponsor: 0 },
    notices: [] as Array<Notice>,
    createdId: null as number | null
  }
  const valid = () =>
    /^[\p{L}\p{N}]+$/u.test(form.code.trim()) &&
    /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u.test(form.nameEn.trim()) &&
    /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u.test(form.nameFr.trim()) &&
    form.clientTypeId !== null
  const isBroker = () => s.client?.clientType.canHaveSponsors === true
  const conflictOf = (error: unknown): ClientConflict =>
    (
      ({
        [duplicateName.message!]: "duplicateName",
        [duplicateClientId.message!]: "duplicateClientId",
        [notModifiable.message!]: "notModifiable",
        [assignedToUser.message!]: "assignedToUser",
        [lastSponsor.message!]: "lastSponsor"
      }) as Record<string, ClientConflict>
    )[(error as Conflict).message!] ?? "other"
  for (const event of seen) {
    const e = event as EventObject & Record<string, unknown>
    const at = s.state
    switch (e.type) {
      case "xstate.done.actor.load":
        s.state = "editing"
        s.client = c.client
        s.sponsors = [...(c.client?.sponsors ?? [])]
        if (c.client)
          Object.assign(form, {
            code: c.client.code,
            nameEn: c.client.nameEn,
            nameFr: c.client.nameFr,
            clientTypeId: c.client.clientType.id,
            isActive: c.client.isActive
          })
        break
      case "xstate.error.actor.load":
        s.state = "loadFailed"
        s.notices.push("failure")
        break
      case "RETRY":
        s.state = "loading"
        s.calls.load++
        break
      case "CANCEL":
        s.state = at === "sponsorDialog" || at === "confirmingDelete" || at === "confirmingRemoveSponsor" ? "editing" : "done"
        if (at === "confirmingRemoveSponsor") s.toRemove = null
        break
      case "FIELD_CHANGED":
        Object.assign(form, { [e.field as string]: e.value })
        break
      case "TYPE_CHOSEN":
        form.clientTypeId = e.id as number | null
        break
      case "STATUS_CHOSEN":
        form.isActive = e.isActive as boolean
        break
      case "SAVE":
        if (at === "editing" && valid()) {
          s.state = "saving"
          s.calls.save++
        } else if (
          at === "sponsorDialog" &&
          s.sponsorChoice.organizationId !== null &&
          s.sponsorChoice.reportingCompanyId !== null
        ) {
          s.state = "addingSponsor"
          s.calls.addSponsor++
        }
        break
      case "xstate.done.actor.save":
        s.state = "done"
        if (c.id === null) {
          s.createdId = 8
          s.notices.push("created")
        } else s.notices.push("updated")
        break
      case "xstate.error.actor.save": {
        s.state = "editing"
        const kind = e.error instanceof Conflict ? conflictOf(e.error) : undefined
        // A duplicate is named in its notice and at its field; other refused fields get 'not saved'.
        if (e.error === refused) s.notices.push("notSaved")
        else if (kind) s.notices.push(kind)
        else s.notices.push("failure")
        break
      }
      case "DELETE":
        s.state = "confirmingDelete"
        break
      case "CONFIRM":
        if (at === "confirmingDelete") {
          s.state = "deleting"
          s.calls.remove++
        } else {
          s.state = "removingSponsor"
          s.calls.removeSponsor++
        }
        break
      case "xstate.done.actor.remove":
        s.state = "done"
        s.notices.push("deleted")
        break
      case "xstate.error.actor.remove":
        s.state = "editing"
        s.notices.push(e.error === assignedToUser ? "assignedToUser" : "failure")
        break
      case "ADD_SPONSOR":
        s.state = "sponsorDialog"
        s.sponsorChoice = { organizationId: null, reportingCompanyId: null }
        break
      case "SPONSOR_ORGANIZATION_CHOSEN":
        s.sponsorChoice = { organizationId: e.id as number, reportingCompanyId: null }
        break
      case "SPONSOR_COMPANY_CHOSEN":
        s.sponsorChoice = { ...s.sponsorChoice, reportingCompanyId: e.id as number }
        break
      case "xstate.done.actor.addSponsor":
        s.state = "editing"
        s.sponsors = [...s.sponsors.filter((x) => x.id !== added.id), added]
        s.notices.push("sponsorAdded")
        break
      case "xstate.error.actor.addSponsor":
        s.state = "sponsorDialog"
        // A refusal of the sponsor's fields reads at them, with 'not saved'.
        s.notices.push(e.error === duplicateSponsor ? "other" : e.error === sponsorRefused ? "notSaved" : "failure")
        break
      case "REMOVE_SPONSOR":
        s.state = "confirmingRemoveSponsor"
        s.toRemove = e.sponsor as Sponsor
        break
      case "xstate.done.actor.removeSponsor":
        s.state = "editing"
        s.sponsors = s.sponsors.filter((x) => x.id !== s.toRemove?.id)
        s.toRemove = null
        s.notices.push("sponsorRemoved")
        break
      case "xstate.error.actor.removeSponsor":
        s.state = "editing"
        s.toRemove = null
        s.notices.push(e.error === lastSponsor ? "lastSponsor" : "failure")
        break
    }
    // Delete and sponsors are offered only where the spec says; the model samples them anyway.
    if (e.type === "DELETE" && !(at === "editing" && s.client !== null)) s.state = at
    if (e.type === "ADD_SPONSOR" && !(at === "editing" && isBroker())) s.state = at
    if (e.type === "REMOVE_SPONSOR") {
      const sponsor = e.sponsor as Sponsor
      const listed = s.sponsors.some((x) => x.id === sponsor.id)
      if (!(at === "editing" && isBroker() && listed && !(sponsor.hasUser && s.sponsors.length <= 1))) {
        s.state = at
        s.toRemove = null
      }
    }
  }
  return { ...s, form }
}

const stateName = (value: unknown): string =>
  typeof value === "string"
    ? value
    : value && typeof value === "object" && "sponsorDialog" in value
      ? (value as { sponsorDialog: string }).sponsorDialog === "adding"
        ? "addingSponsor"
        : "sponsorDialog"
      : JSON.stringify(value)

const coverage = new Coverage("clientProfileMachine", clientProfileMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

for (const c of cases) {
  describe(`the client profile: ${c.title}`, () => {
    for (const path of modelPaths(clientProfileMachine, {
      input: { id: c.id },
      events: c.events,
      simpleEvents: c.simpleEvents,
      maxSimpleLength: 6
    })) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const notices: Array<Notice> = []
        const actor = createActor(
          clientProfileMachine.provide({
            actors: {
              load: doubles.promise("load"),
              save: doubles.promise("save"),
              remove: doubles.promise("remove"),
              addSponsor: doubles.promise("addSponsor"),
              removeSponsor: doubles.promise("removeSponsor")
            },
            actions: {
              notifyCreated: () => notices.push("created"),
              notifyUpdated: () => notices.push("updated"),
              notifyDeleted: () => notices.push("deleted"),
              notifySponsorAdded: () => notices.push("sponsorAdded"),
              notifySponsorRemoved: () => notices.push("sponsorRemoved"),
              notifyNotSaved: () => notices.push("notSaved"),
              notifyConflict: (_, { conflict }) => notices.push(conflict),
              notifyFailure: (_, { failure }: { failure: PortalFailure }) => notices.push(failure ? "failure" : "?")
            }
          }),
          { input: { id: c.id }, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live: AnyMachineSnapshot, seen) => {
          const expected = expectedAfter(c, seen)
          const context = live.context as ClientProfileContext
          expect(stateName(live.value)).toBe(expected.state)
          for (const [name, count] of Object.entries(expected.calls)) expect(doubles.callsOf(name), name).toHaveLength(count)
          expect(notices).toEqual(expected.notices)
          expect(context.sponsors.map((x) => x.id)).toEqual(expected.sponsors.map((x) => x.id))
          expect(context.form).toEqual(expected.form)
          expect(context.sponsorToRemove?.id ?? null).toBe(expected.toRemove?.id ?? null)
          expect(live.hasTag("busy")).toBe(["saving", "deleting", "addingSponsor", "removingSponsor"].includes(expected.state))
          // A duplicate reads at its field: the Client ID's or the name's.
          const last = seen.at(-1) as (EventObject & { error?: unknown }) | undefined
          if (last?.type === "xstate.error.actor.save" && last.error === duplicateClientId)
            expect(clientIssues(context)).toContainEqual({ field: "code", code: "duplicate" })
          if (last?.type === "xstate.error.actor.save" && last.error === duplicateName)
            expect(clientIssues(context)).toContainEqual({ field: "nameEn", code: "duplicate" })
          if (last?.type === "xstate.error.actor.save" && last.error === refused)
            expect(clientIssues(context)).toContainEqual({ field: "nameEn", code: "notAlphanumeric" })
          if (last?.type === "xstate.error.actor.addSponsor" && last.error === sponsorRefused)
            expect(context.sponsorForm.serverIssues).toEqual([{ field: "reportingCompanyId", code: "unknownValue" }])
          if (live.status === "done") expect(live.output).toEqual({ createdId: expected.createdId })
          if (expected.state === "addingSponsor")
            expect(doubles.callsOf("addSponsor").at(-1)).toEqual({ clientId: 7, organizationId: 3, reportingCompanyId: 31 })
        })
      })
    }
  })
}
