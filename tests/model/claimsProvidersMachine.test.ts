import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import { BadRequest, Conflict, InternalError } from "../../src/api/errors"
import type { B2CProvider } from "../../src/api/settings/mappingSchemas"
import {
  claimsProviderIssues,
  claimsProvidersMachine,
  type ClaimsProviderSave,
  type ClaimsProvidersContext
} from "../../src/machines/settings/claimsProvidersMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const laurentian: B2CProvider = { id: 1, emailDomainName: "laurentian.example", b2CDomainName: "login.laurentian.example" }
const conflict = new Conflict({ message: "Duplicate record" })
const refusal = new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "b2cDomainName", code: "invalidDomain" }] })
const serverDown = new InternalError({})

/** Each field moves through these values, in order: a blank, a rule broken, a valid value. */
const emailDomains = ["", "Carrier.Example", "carrier.example"]
const signInDomains = ["", "login.carrier.example"]
const next = (values: ReadonlyArray<string>, value: string) => {
  const i = values.indexOf(value)
  return i === -1 ? values[0] : values[i + 1]
}

/** The rule of src/api/settings/mappingValidation.ts for these values, worked out by hand. */
const ruleOf = (value: string) => (value.trim() === "" ? "required" : value === "Carrier.Example" ? "invalidDomain" : undefined)

const events: SampleEvents = (snapshot) => {
  const { dialog, providers } = snapshot.context as ClaimsProvidersContext
  const email = dialog && next(emailDomains, dialog.form.emailDomainName)
  const signIn = dialog && next(signInDomains, dialog.form.b2cDomainName)
  const saved = { id: dialog?.existing?.id ?? 7, emailDomainName: "carrier.example", b2CDomainName: "login.carrier.example" }
  return [
    { type: "RETRY" },
    { type: "ADD" },
    ...(providers[0]
      ? [
          { type: "EDIT", provider: providers[0] },
          { type: "DELETE", provider: providers[0] }
        ]
      : []),
    ...(email !== undefined && email !== null ? [{ type: "FIELD_CHANGED", field: "emailDomainName", value: email }] : []),
    ...(signIn !== undefined && signIn !== null ? [{ type: "FIELD_CHANGED", field: "b2cDomainName", value: signIn }] : []),
    { type: "SAVE" },
    { type: "CANCEL" },
    { type: "CONFIRM" },
    { type: "xstate.done.actor.load", output: [laurentian] },
    { type: "xstate.error.actor.load", error: serverDown },
    { type: "xstate.done.actor.save", output: saved },
    { type: "xstate.error.actor.save", error: conflict },
    { type: "xstate.error.actor.save", error: refusal },
    { type: "xstate.error.actor.save", error: serverDown },
    { type: "xstate.done.actor.remove" },
    { type: "xstate.error.actor.remove", error: serverDown }
  ]
}

/** The simple paths' journeys: the dialog's outcomes with the valid values only. */
const simpleEvents: SampleEvents = (snapshot) =>
  events(snapshot).filter(
    (e) =>
      !(e.type === "FIELD_CHANGED" && ruleOf((e as EventObject & { value: string }).value) !== undefined) &&
      e.type !== "RETRY" &&
      e.type !== "xstate.error.actor.load"
  )

type Stage = "loading" | "loadFailed" | "ready" | "editing" | "saving" | "confirmingDelete" | "deleting"

/** Document 2 sections 4, 5 and 8 for tab 1, from the events alone. */
const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
  const s = {
    stage: "loading" as Stage,
    providers: [] as Array<B2CProvider>,
    dialog: null as null | {
      id: number | null
      email: string
      signIn: string
      submitted: boolean
      duplicate: boolean
      serverIssue: boolean
    },
    deleting: null as B2CProvider | null,
    saves: [] as Array<ClaimsProviderSave>,
    removes: [] as Array<B2CProvider>,
    notices: { saved: 0, deleted: 0, duplicate: 0, notSaved: 0, failures: [] as Array<PortalFailure> }
  }
  for (const event of seen) {
    const e = event as EventObject & Record<string, unknown>
    const d = s.dialog
    switch (e.type) {
      case "xstate.done.actor.load":
        Object.assign(s, { stage: "ready", providers: [...(e.output as Array<B2CProvider>)] })
        break
      case "xstate.error.actor.load":
        s.stage = "loadFailed"
        s.notices.failures.push(e.error as PortalFailure)
        break
      case "RETRY":
        s.stage = "loading"
        break
      case "ADD":
        Object.assign(s, {
          stage: "editing",
          dialog: { id: null, email: "", signIn: "", submitted: false, duplicate: false, serverIssue: false }
        })
        break
      case "EDIT": {
        const p = e.provider as B2CProvider
        Object.assign(s, {
          stage: "editing",
          dialog: {
            id: p.id,
            email: p.emailDomainName,
            signIn: p.b2CDomainName,
            submitted: false,
            duplicate: false,
            serverIssue: false
          }
        })
        break
      }
      case "FIELD_CHANGED":
        if (e.field === "emailDomainName") Object.assign(d!, { email: e.value, duplicate: false })
        else Object.assign(d!, { signIn: e.value, serverIssue: false })
        break
      case "SAVE":
        d!.submitted = true
        if (ruleOf(d!.email) === undefined && ruleOf(d!.signIn) === undefined) {
          s.stage = "saving"
          s.saves.push({ id: d!.id, payload: { emailDomainName: d!.email.trim(), b2cDomainName: d!.signIn.trim() } })
        }
        break
      case "CANCEL":
        Object.assign(s, { stage: "ready", dialog: null, deleting: null })
        break
      case "xstate.done.actor.save": {
        const saved = e.output as B2CProvider
        s.providers = [...s.providers.filter((p) => p.id !== saved.id), saved].sort((a, b) =>
          a.emailDomainName.localeCompare(b.emailDomainName)
        )
        Object.assign(s, { stage: "ready", dialog: null })
        s.notices.saved += 1
        break
      }
      case "xstate.error.actor.save":
        s.stage = "editing"
        if (e.error === conflict) {
          d!.duplicate = true
          s.notices.duplicate += 1
        } else if (e.error === refusal) {
          d!.serverIssue = true
          s.notices.notSaved += 1
        } else s.notices.failures.push(e.error as PortalFailure)
        break
      case "DELETE":
        Object.assign(s, { stage: "confirmingDelete", deleting: e.provider })
        break
      case "CONFIRM":
        s.stage = "deleting"
        s.removes.push(s.deleting!)
        break
      case "xstate.done.actor.remove":
        s.providers = s.providers.filter((p) => p.id !== s.deleting!.id)
        Object.assign(s, { stage: "ready", deleting: null })
        s.notices.deleted += 1
        break
      case "xstate.error.actor.remove":
        Object.assign(s, { stage: "ready", deleting: null })
        s.notices.failures.push(e.error as PortalFailure)
        break
    }
  }
  return s
}

const coverage = new Coverage("claimsProvidersMachine", claimsProvidersMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

describe("settings tab 1: claims providers", () => {
  for (const path of modelPaths(claimsProvidersMachine, { events, simpleEvents, maxSimpleLength: 5 })) {
    it(pathTitle(path), async () => {
      const doubles = new ActorDoubles()
      const notices = { saved: 0, deleted: 0, duplicate: 0, notSaved: 0, failures: [] as Array<PortalFailure> }
      const actor = createActor(
        claimsProvidersMachine.provide({
          actors: {
            load: doubles.promise<ReadonlyArray<B2CProvider>, void>("load"),
            save: doubles.promise<B2CProvider, ClaimsProviderSave>("save"),
            remove: doubles.promise<void, B2CProvider>("remove")
          },
          actions: {
            notifySaved: () => (notices.saved += 1),
            notifyDeleted: () => (notices.deleted += 1),
            notifyDuplicate: () => (notices.duplicate += 1),
            notifyNotSaved: () => (notices.notSaved += 1),
            notifyFailure: (_, { failure }) => notices.failures.push(failure)
          }
        }),
        { inspect: coverage.inspect }
      )
      await walkPath(actor, path, doubles, coverage, (live: AnyMachineSnapshot, seen) => {
        const expected = expectedAfter(seen)
        const context = live.context as ClaimsProvidersContext
        expect(live.value).toBe(expected.stage)
        expect(live.hasTag("busy")).toBe(expected.stage === "saving" || expected.stage === "deleting")
        expect(context.providers).toEqual(expected.providers)
        expect(context.deleting).toEqual(expected.deleting)
        expect(doubles.callsOf("save")).toEqual(expected.saves)
        expect(doubles.callsOf("remove")).toEqual(expected.removes)
        expect(notices).toEqual(expected.notices)
        if (expected.dialog === null) expect(context.dialog).toBeNull()
        else {
          const d = expected.dialog
          expect(context.dialog?.form).toEqual({ emailDomainName: d.email, b2cDomainName: d.signIn })
          expect(context.dialog?.existing?.id ?? null).toBe(d.id)
          // The messages the dialog shows: the rules once Save was pressed, the server's, the duplicate.
          const shown = claimsProviderIssues(context.dialog!).map((i) => `${i.field}:${i.code}`)
          const rules = d.submitted
            ? [
                ...(ruleOf(d.email) ? [`emailDomainName:${ruleOf(d.email)}`] : []),
                ...(ruleOf(d.signIn) ? [`b2cDomainName:${ruleOf(d.signIn)}`] : [])
              ]
            : []
          expect(shown).toEqual([
            ...rules,
            ...(d.serverIssue ? ["b2cDomainName:invalidDomain"] : []),
            ...(d.duplicate ? ["emailDomainName:duplicate"] : [])
          ])
        }
      })
    })
  }
})
