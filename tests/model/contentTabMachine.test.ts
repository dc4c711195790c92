import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import { BadRequest, InternalError } from "../../src/api/errors"
import type { ContentField, ContentForm, ContentKind, ContentLoad, ContentSave } from "../../src/machines/settings/contentTab"
import {
  contentTabIssues,
  contentTabMachine,
  unsavedLanguages,
  type ContentTabContext
} from "../../src/machines/settings/contentTabMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import { ActorDoubles, Coverage, modelPaths, pathTitle, walkPath, type SampleEvents } from "./modelHarness"

const timeZone = "America/Toronto"
const serverDown = new InternalError({})

interface Case {
  readonly title: string
  readonly kind: ContentKind
  /** What the load answers, by the language asked (only the contact-us text has one). */
  readonly loaded: (lang: "en" | "fr") => ContentForm
  /** The field the path types in, and the values it moves through (the loaded one first). */
  readonly field: ContentField
  readonly values: ReadonlyArray<string>
  /** The message of document 2 section 5 the value breaks, worked out by hand. */
  readonly issue: (value: string) => string | undefined
  readonly refusal: BadRequest
  /** Publishing asks first. */
  readonly asks: boolean
}

const cases: ReadonlyArray<Case> = [
  {
    title: "the contact-us text",
    kind: "contactUs",
    loaded: (lang) => ({ text: lang === "fr" ? "Appelez-nous" : "Call us" }),
    field: "text",
    values: ["Call us", "   ", "Call 1-800-555-0100"],
    issue: (value) => (value.trim() === "" ? "blank" : undefined),
    refusal: new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "text", code: "tooLong" }] }),
    asks: false
  },
  {
    title: "the terms of service",
    kind: "termsOfService",
    loaded: () => ({ textEn: "Terms", textFr: "Conditions" }),
    field: "textEn",
    values: ["Terms", "", "Terms, second edition"],
    issue: (value) => (value.trim() === "" ? "blank" : undefined),
    refusal: new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "textEn", code: "blank" }] }),
    asks: true
  },
  {
    title: "the system message",
    kind: "systemMessage",
    loaded: () => ({
      messageEn: "Down Sunday",
      messageFr: "Arrêt dimanche",
      startDate: "2026-03-01T08:00",
      endDate: "2026-03-02T08:00"
    }),
    field: "endDate",
    values: ["2026-03-02T08:00", "2026-03-01T08:00", "2026-02-30T08:00", "2026-03-01T07:59", "2026-03-01T08:01"],
    // The start is 2026-03-01T08:00: an end at or before it is refused; 30 February does not exist.
    issue: (value) =>
      value === "2026-02-30T08:00" ? "invalidDate" : value <= "2026-03-01T08:00" ? "endNotAfterStart" : undefined,
    refusal: new BadRequest({ code: "ERROR_400_INVALID_REQUEST", issues: [{ field: "endDate", code: "endNotAfterStart" }] }),
    asks: false
  }
]

/** A refusal naming no field reads as the generic failure (one naming a field the tab does not draw shows at its first). */
const other = new BadRequest({ code: "ERROR_400_INVALID_REQUEST" })

const coverage = new Coverage("contentTabMachine", contentTabMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

for (const c of cases) {
  const next = (value: string | undefined) => c.values[c.values.indexOf(value ?? "") + 1]
  const events: SampleEvents = (snapshot) => {
    const context = snapshot.context as ContentTabContext
    const value = next(context.form[c.field])
    return [
      ...(value === undefined ? [] : [{ type: "FIELD_CHANGED", field: c.field, value }]),
      { type: "LANGUAGE_CHANGED", lang: context.lang === "en" ? "fr" : "en" },
      { type: "LANGUAGE_CHANGED", lang: context.lang },
      { type: "SAVE" },
      { type: "CONFIRM" },
      { type: "CANCEL" },
      { type: "RETRY" },
      { type: "xstate.done.actor.load", output: c.loaded(context.lang) },
      { type: "xstate.error.actor.load", error: serverDown },
      { type: "xstate.done.actor.save", output: context.form },
      { type: "xstate.error.actor.save", error: c.refusal },
      { type: "xstate.error.actor.save", error: other },
      { type: "xstate.error.actor.save", error: serverDown }
    ]
  }

  /** The longer journeys stay in one language: the kept texts' states are walked by the shortest paths. */
  const simpleEvents: SampleEvents = (snapshot) => events(snapshot).filter((e) => e.type !== "LANGUAGE_CHANGED")

  /** What one language holds while it is edited. */
  interface Draft {
    value: string | undefined
    saved: string | undefined
    submitted: boolean
    serverIssue: string | undefined
  }

  /** Document 2 sections 2, 5 and 7, from the events alone. */
  const expectedAfter = (seen: ReadonlyArray<EventObject>) => {
    const s = {
      state: "loading" as "loading" | "loadFailed" | "editing" | "confirming" | "saving",
      lang: "en" as "en" | "fr",
      value: undefined as string | undefined,
      saved: undefined as string | undefined,
      submitted: false,
      serverIssue: undefined as string | undefined,
      /** The contact-us text typed in a language left, kept to be found again. */
      drafts: {} as Partial<Record<"en" | "fr", Draft>>,
      loads: ["en"] as Array<string>,
      saves: [] as Array<string | undefined>,
      notices: { saved: 0, notSaved: 0, failures: [] as Array<PortalFailure> }
    }
    for (const event of seen) {
      const e = event as EventObject & { value?: string; lang?: "en" | "fr"; output?: ContentForm; error?: PortalFailure }
      if (e.type === "FIELD_CHANGED") Object.assign(s, { value: e.value, serverIssue: undefined })
      else if (e.type === "LANGUAGE_CHANGED") {
        // Only the contact-us text has a language; the one left keeps what was typed, and the one chosen
        // brings back its own typing, or loads.
        if (c.kind === "contactUs" && e.lang !== s.lang) {
          delete s.drafts[s.lang]
          if (s.value !== s.saved)
            s.drafts[s.lang] = { value: s.value, saved: s.saved, submitted: s.submitted, serverIssue: s.serverIssue }
          const kept = s.drafts[e.lang!]
          s.lang = e.lang!
          if (kept) {
            delete s.drafts[e.lang!]
            Object.assign(s, kept)
          } else {
            s.state = "loading"
            s.loads.push(e.lang!)
          }
        }
      } else if (e.type === "RETRY") {
        s.state = "loading"
        s.loads.push(s.lang)
      } else if (e.type === "SAVE") {
        s.submitted = true
        if (c.issue(s.value ?? "") !== undefined) s.notices.notSaved += 1
        else if (c.asks) s.state = "confirming"
        else {
          s.state = "saving"
          s.saves.push(s.value)
        }
      } else if (e.type === "CONFIRM") {
        s.state = "saving"
        s.saves.push(s.value)
      } else if (e.type === "CANCEL") s.state = "editing"
      else if (e.type === "xstate.done.actor.load" || e.type === "xstate.done.actor.save") {
        Object.assign(s, {
          state: "editing",
          value: e.output![c.field],
          saved: e.output![c.field],
          submitted: false,
          serverIssue: undefined
        })
        if (e.type === "xstate.done.actor.save") s.notices.saved += 1
      } else if (e.type === "xstate.error.actor.load") {
        s.state = "loadFailed"
        s.notices.failures.push(e.error!)
      } else if (e.type === "xstate.error.actor.save") {
        s.state = "editing"
        if (e.error === c.refusal) {
          s.serverIssue = c.refusal.issues![0]!.code
          s.notices.notSaved += 1
        } else s.notices.failures.push(e.error!)
      }
    }
    return s
  }

  describe(`the settings tab of ${c.title}`, () => {
    const input = { kind: c.kind, lang: "en" as const, timeZone }
    for (const path of modelPaths(contentTabMachine, { input, events, simpleEvents, maxSimpleLength: 6 })) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const notices = { saved: 0, notSaved: 0, failures: [] as Array<PortalFailure> }
        const savedKinds: Array<ContentKind> = []
        const actor = createActor(
          contentTabMachine.provide({
            actors: {
              load: doubles.promise<ContentForm, ContentLoad>("load"),
              save: doubles.promise<ContentForm, ContentSave>("save")
            },
            actions: {
              notifySaved: (_, { kind }) => {
                notices.saved += 1
                savedKinds.push(kind)
              },
              notifyNotSaved: () => (notices.notSaved += 1),
              notifyFailure: (_, { failure }) => notices.failures.push(failure)
            }
          }),
          { input, inspect: coverage.inspect }
        )
        await walkPath(actor, path, doubles, coverage, (live: AnyMachineSnapshot, seen) => {
          const expected = expectedAfter(seen)
          const context = live.context as ContentTabContext
          expect(live.value).toBe(expected.state)
          expect(context.lang).toBe(expected.lang)
          expect(context.form[c.field]).toBe(expected.value)
          expect(unsavedLanguages(context)).toEqual((["en", "fr"] as const).filter((lang) => expected.drafts[lang]))
          for (const [lang, draft] of Object.entries(expected.drafts))
            expect(context.drafts[lang as "en" | "fr"]?.form[c.field]).toBe(draft.value)
          expect(live.hasTag("busy")).toBe(expected.state === "saving")
          expect(live.hasTag("confirming")).toBe(expected.state === "confirming")
          expect((doubles.callsOf("load") as ReadonlyArray<ContentLoad>).map((load) => load.lang)).toEqual(expected.loads)
          const saves = doubles.callsOf("save") as ReadonlyArray<ContentSave>
          expect(saves.map((save) => save.form[c.field])).toEqual(expected.saves)
          for (const save of saves) expect(save).toMatchObject({ kind: c.kind, timeZone })
          // The messages at the field: the rule once Save was pressed, then the server's.
          const shown = contentTabIssues(context)
            .filter((i) => i.field === c.field)
            .map((i) => i.code)
          const rule = expected.submitted ? c.issue(expected.value ?? "") : undefined
          expect(shown).toEqual([...(rule ? [rule] : []), ...(expected.serverIssue ? [expected.serverIssue] : [])])
          expect(notices).toEqual(expected.notices)
          expect(savedKinds.every((kind) => kind === c.kind)).toBe(true)
        })
      })
    }
  })
}

describe("the system message's dates", () => {
  it("are typed in the browser's zone and sent as instants", async () => {
    const doubles = new ActorDoubles()
    const actor = createActor(
      contentTabMachine.provide({
        actors: { load: doubles.promise("load"), save: doubles.promise("save") },
        actions: { notifySaved: () => undefined, notifyNotSaved: () => undefined, notifyFailure: () => undefined }
      }),
      { input: { kind: "systemMessage", lang: "fr", timeZone } }
    ).start()
    doubles.settle("load", "resolve", cases[2]!.loaded("en"))
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("editing"))
    actor.send({ type: "FIELD_CHANGED", field: "startDate", value: "" })
    actor.send({ type: "SAVE" })
    expect(actor.getSnapshot().value).toBe("saving")
    expect(doubles.callsOf("save")).toEqual([
      { kind: "systemMessage", lang: "fr", timeZone, form: { ...cases[2]!.loaded("en"), startDate: "" } }
    ])
    actor.stop()
  })
})
