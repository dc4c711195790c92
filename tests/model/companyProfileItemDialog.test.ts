import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import { BadRequest, Conflict, InternalError } from "../../src/api/errors"
import type { ItemSave, ItemTarget, SavedItem } from "../../src/machines/company/companyItems"
import { itemDialogIssues, itemDialogMachine, type ItemDialogContext } from "../../src/machines/company/itemDialogMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const owner = { organizationId: 3, reportingCompanyId: 31 }
const unit = {
  id: 5,
  nameEn: "Ottawa Claims",
  nameFr: "Sinistres Ottawa",
  organizationId: 3,
  reportingCompanyId: 31,
  hasUsers: true
}
const recipient = { id: 9, email: "claims@northwind.example", organizationId: 3, reportingCompanyId: 31 }

const conflict = new Conflict({ message: "Duplicate record" })
const serverDown = new InternalError({})

interface Case {
  readonly title: string
  readonly target: ItemTarget
  /** The text field moves through these values (the first is where it starts). */
  readonly texts: ReadonlyArray<string>
  /** The issue code of document 2 section 5 the text breaks, worked out by hand. */
  readonly textIssue: (text: string) => string | undefined
  readonly payloadField: string
  /** The dialog's field the values go to, and how the payload carries a value. */
  readonly field?: "text" | "textFr" | "years"
  /** A new unit's French name, typed once beside the walked English one: Save needs both names. */
  readonly frenchName?: string
  /** 'Duplicate record' shows at another field than the walked one (a unit's at its English name). */
  readonly duplicateElsewhere?: boolean
  readonly sent?: (value: string) => unknown
  readonly refusal: BadRequest
  readonly saved: SavedItem
}

const cases: ReadonlyArray<Case> = [
  {
    title: "adding a unit",
    target: { kind: "unit", existing: null },
    texts: ["", "Claims/Review", "Claims Review"],
    textIssue: (t) => (t === "" ? "blank" : t.includes("/") ? "notAlphanumeric" : undefined),
    frenchName: "Examen des sinistres",
    payloadField: "nameEn",
    refusal: new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "nameEn", code: "notAlphanumeric" }] }),
    saved: {
      kind: "unit",
      item: { ...unit, id: 6, nameEn: "Claims Review", nameFr: "Examen des sinistres", hasUsers: false }
    }
  },
  {
    title: "renaming a unit",
    target: { kind: "unit", existing: unit },
    texts: ["Ottawa Claims", "   ", "Ottawa Claims East"],
    textIssue: (t) => (t.trim() === "" ? "blank" : undefined),
    payloadField: "nameEn",
    refusal: new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "nameEn", code: "tooLong" }] }),
    saved: { kind: "unit", item: { ...unit, nameEn: "Ottawa Claims East" } }
  },
  {
    title: "renaming a unit in French",
    target: { kind: "unit", existing: unit },
    field: "textFr",
    texts: ["Sinistres Ottawa", "Sinistres/Ottawa", "Sinistres Ottawa Est"],
    textIssue: (t) => (t.includes("/") ? "notAlphanumeric" : undefined),
    payloadField: "nameFr",
    duplicateElsewhere: true,
    refusal: new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "nameFr", code: "tooLong" }] }),
    saved: { kind: "unit", item: { ...unit, nameFr: "Sinistres Ottawa Est" } }
  },
  {
    title: "adding a permitted domain",
    target: { kind: "domain", existing: null },
    texts: ["", "@Example.com", "@northwind.example"],
    textIssue: (t) => (t === "" ? "required" : t === "@Example.com" ? "invalidDomain" : undefined),
    payloadField: "domain",
    refusal: new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "domain", code: "invalidDomain" }] }),
    saved: { kind: "domain", item: { id: 4, domain: "@northwind.example", ...owner, hasUsers: false } }
  },
  {
    title: "editing a recipient",
    target: { kind: "recipient", existing: recipient },
    texts: ["claims@northwind.example", "claims at northwind", "claims.east@northwind.example"],
    textIssue: (t) => (t.includes(" ") ? "invalidEmail" : undefined),
    payloadField: "email",
    refusal: new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "email", code: "invalidEmail" }] }),
    saved: { kind: "recipient", item: { ...recipient, email: "claims.east@northwind.example" } }
  },
  {
    title: "adding a driver report option",
    target: { kind: "option", existing: null },
    field: "years",
    texts: ["25", "8", "max"],
    textIssue: () => undefined,
    sent: (years) => (years === "max" ? null : Number(years)),
    payloadField: "yearsOfData",
    refusal: new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "yearsOfData", code: "yearsOutOfRange" }] }),
    saved: { kind: "option" }
  }
]

// A 400 naming no field; a refusal of the item's company shows at the main field (tests/unit/companyProfileForm.test.ts).
const other = new BadRequest({ code: "ERROR_400_INVALID_REQUEST" })

const coverage = new Coverage("itemDialogMachine", itemDialogMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

for (const c of cases) {
  const field = c.field ?? "text"
  const sentValue = c.sent ?? ((value: string) => value.trim())
  const nextText = (text: string) => c.texts[c.texts.indexOf(text) + 1]
  const toggles = c.target.kind === "option" && c.target.existing === null
  const events: SampleEvents = (snapshot) => {
    const { form } = snapshot.context as ItemDialogContext
    const text = nextText(form[field])
    return [
      ...(text === undefined ? [] : [{ type: "FIELD_CHANGED", field, value: text }]),
      ...(c.frenchName !== undefined && form.textFr === ""
        ? [{ type: "FIELD_CHANGED", field: "textFr", value: c.frenchName }]
        : []),
      ...(toggles && !form.makeDefault
        ? [
            { type: "TOGGLED", field: form.assignToAllUsers ? "makeDefault" : "assignToAllUsers" },
            ...(form.assignToAllUsers ? [] : [{ type: "TOGGLED", field: "makeDefault" }])
          ]
        : []),
      { type: "SAVE" },
      { type: "CANCEL" },
      { type: "xstate.done.actor.save", output: c.saved },
      { type: "xstate.error.actor.save", error: conflict },
      { type: "xstate.error.actor.save", error: c.refusal },
      { type: "xstate.error.actor.save", error: other },
      { type: "xstate.error.actor.save", error: serverDown }
    ]
  }

  /** Document 2 sections 5 and 8, from the events alone. */
  const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
    const s = {
      state: "editing" as "editing" | "saving" | "done",
      text: c.texts[0]!,
      textFr: "",
      submitted: false,
      duplicate: false,
      serverIssue: undefined as { readonly field: string; readonly code: string } | undefined,
      calls: [] as Array<unknown>,
      assign: false,
      makeDefault: false,
      flags: [] as Array<{ assignToAllUsers: boolean; makeDefaultDRO: boolean }>,
      notices: { saved: 0, duplicate: 0, notSaved: 0, failures: [] as Array<PortalFailure> },
      output: null as SavedItem | null
    }
    for (const event of seen) {
      const e = event as EventObject & { value?: string; error?: PortalFailure; output?: SavedItem }
      const toggled = (e as { field?: string }).field
      if (e.type === "FIELD_CHANGED" && toggled === "textFr" && field !== "textFr")
        Object.assign(s, {
          textFr: e.value!,
          duplicate: false,
          serverIssue: s.serverIssue?.field === "textFr" ? undefined : s.serverIssue
        })
      else if (e.type === "FIELD_CHANGED")
        Object.assign(s, {
          text: e.value!,
          duplicate: false,
          serverIssue: s.serverIssue?.field === field ? undefined : s.serverIssue
        })
      else if (e.type === "TOGGLED") {
        // 'Make default' goes only with 'assign to all users'.
        if (toggled === "assignToAllUsers") Object.assign(s, { assign: !s.assign, makeDefault: s.assign ? false : s.makeDefault })
        else if (s.assign) s.makeDefault = !s.makeDefault
        s.duplicate = false
      } else if (e.type === "SAVE") {
        s.submitted = true
        const savable = !(c.target.kind === "domain" && s.text.trim() === "") && (c.frenchName === undefined || s.textFr !== "")
        if (c.textIssue(s.text) === undefined && savable) {
          s.state = "saving"
          s.calls.push(sentValue(s.text))
          s.flags.push({ assignToAllUsers: s.assign, makeDefaultDRO: s.makeDefault })
        }
      } else if (e.type === "CANCEL") s.state = "done"
      else if (e.type === "xstate.done.actor.save") {
        Object.assign(s, { state: "done", output: e.output })
        s.notices.saved += 1
      } else if (e.type === "xstate.error.actor.save") {
        s.state = "editing"
        if (e.error === conflict) {
          s.duplicate = true
          s.notices.duplicate += 1
        } else if (e.error === c.refusal) {
          s.serverIssue = { field, code: c.refusal.issues![0]!.code }
          s.notices.notSaved += 1
        } else s.notices.failures.push(e.error!)
      }
    }
    return s
  }

  describe(`the company profile dialog: ${c.title}`, () => {
    const input = { target: c.target, owner }
    for (const path of modelPaths(itemDialogMachine, { input, events, maxSimpleLength: 5 })) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const notices = { saved: 0, duplicate: 0, notSaved: 0, failures: [] as Array<PortalFailure> }
        const actor = createActor(
          itemDialogMachine.provide({
            actors: { save: doubles.promise<SavedItem, ItemSave>("save") },
            actions: {
              notifySaved: () => (notices.saved += 1),
              notifyDuplicate: () => (notices.duplicate += 1),
              notifyNotSaved: () => (notices.notSaved += 1),
              notifyFailure: (_, { failure }) => notices.failures.push(failure)
            }
          }),
          { input, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live: AnyMachineSnapshot, seen) => {
          const expected = expectedAfter(seen)
          const context = live.context as ItemDialogContext
          expect(live.value).toBe(expected.state)
          expect(context.form[field]).toBe(expected.text)
          const sent = doubles.callsOf("save") as ReadonlyArray<ItemSave>
          expect(sent.map((save) => (save.payload as unknown as Record<string, unknown>)[c.payloadField])).toEqual(expected.calls)
          if (toggles)
            expect(
              sent.map((save) => {
                const { assignToAllUsers, makeDefaultDRO } = save.payload as {
                  assignToAllUsers: boolean
                  makeDefaultDRO: boolean
                }
                return { assignToAllUsers, makeDefaultDRO }
              })
            ).toEqual(expected.flags)
          for (const save of sent) {
            expect(save.id).toBe(c.target.existing?.id ?? null)
            expect(save.payload).toMatchObject(owner)
          }
          // The messages at the text field: the rule once Save was pressed, the server's, the duplicate.
          const shown = itemDialogIssues(context)
            .filter((i) => i.field === field)
            .map((i) => i.code)
          const rule = expected.submitted ? c.textIssue(expected.text) : undefined
          expect(shown).toEqual([
            ...(rule ? [rule] : []),
            ...(expected.serverIssue?.field === field ? [expected.serverIssue.code] : []),
            ...(expected.duplicate && !c.duplicateElsewhere ? ["duplicate"] : [])
          ])
          expect(notices).toEqual(expected.notices)
          if (live.status === "done") expect(live.output).toEqual({ saved: expected.output })
        })
      })
    }
  })
}

describe("the driver report option dialog", () => {
  const start = () => createActor(itemDialogMachine, { input: { target: { kind: "option", existing: null }, owner } }).start()

  it("starts at 25 years, and offers 'make default' only with 'assign to all users'", () => {
    const actor = start()
    expect(actor.getSnapshot().context.form).toMatchObject({ years: "25", assignToAllUsers: false, makeDefault: false })
    actor.send({ type: "TOGGLED", field: "makeDefault" })
    expect(actor.getSnapshot().context.form.makeDefault).toBe(false)
    actor.send({ type: "TOGGLED", field: "assignToAllUsers" })
    actor.send({ type: "TOGGLED", field: "makeDefault" })
    expect(actor.getSnapshot().context.form).toMatchObject({ assignToAllUsers: true, makeDefault: true })
    // Unticking 'assign to all users' unticks 'make default'.
    actor.send({ type: "TOGGLED", field: "assignToAllUsers" })
    expect(actor.getSnapshot().context.form).toMatchObject({ assignToAllUsers: false, makeDefault: false })
    actor.stop()
  })

  it("starts an edited option at its own years and note; Maximum is null", () => {
    const option = {
      id: 2,
      yearsOfData: null,
      note: "Underwriting",
      organizationId: 3,
      reportingCompanyId: 31,
      hasUsers: true,
      noOfUsers: 4
    }
    const actor = createActor(itemDialogMachine, { input: { target: { kind: "option", existing: option }, owner } }).start()
    expect(actor.getSnapshot().context.form).toMatchObject({ years: "max", note: "Underwriting" })
    actor.stop()
  })
})
