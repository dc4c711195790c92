import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import type { SystemMessage } from "../../src/api/platform/schemas"
import { contentIssues } from "../../src/machines/settings/contentTab"
import { checkSystemMessage, contactUsAfter } from "../../src/server/domain/platform/content"
import { localDateTime } from "../../src/services/settings/content"

/**
 * The system message's end strictly after its start (document 2 section 5) is one rule of src/api,
 * which the settings tab checks before it saves and the server checks before it writes: the same
 * cases give the same answer on both sides.
 */
const timeZone = "America/Toronto"
const texts = { messageEn: "Down Sunday", messageFr: "Arrêt dimanche" }

const cases: ReadonlyArray<{
  readonly title: string
  readonly start: string | null
  readonly end: string | null
  readonly refused: boolean
}> = [
  { title: "an end one minute after the start", start: "2026-03-01T13:00:00Z", end: "2026-03-01T13:01:00Z", refused: false },
  { title: "an end equal to the start", start: "2026-03-01T13:00:00Z", end: "2026-03-01T13:00:00Z", refused: true },
  { title: "an end one minute before the start", start: "2026-03-01T13:00:00Z", end: "2026-03-01T12:59:00Z", refused: true },
  { title: "an end a day before the start", start: "2026-03-02T13:00:00Z", end: "2026-03-01T13:00:00Z", refused: true },
  { title: "no end", start: "2026-03-01T13:00:00Z", end: null, refused: false },
  { title: "no start", start: null, end: "2026-03-01T13:00:00Z", refused: false },
  { title: "neither date", start: null, end: null, refused: false }
]

const message = (start: string | null, end: string | null): SystemMessage => ({ ...texts, startDate: start, endDate: end })

describe("the browser's settings tab", () => {
  it.each(cases)("$title: refused at the end date = $refused", ({ start, end, refused }) => {
    const form = { ...texts, startDate: localDateTime(start, timeZone), endDate: localDateTime(end, timeZone) }
    expect(contentIssues("systemMessage", form, timeZone)).toEqual(
      refused ? [{ field: "endDate", code: "endNotAfterStart" }] : []
    )
  })

  it("says Invalid Date for a date-time that does not exist, rather than comparing it", () => {
    const form = { ...texts, startDate: "2026-02-30T08:00", endDate: "2026-03-01T08:00" }
    expect(contentIssues("systemMessage", form, timeZone)).toEqual([{ field: "startDate", code: "invalidDate" }])
  })
})

describe("the server", () => {
  it.each(cases)("$title: refused with 400 at endDate = $refused", ({ start, end, refused }) => {
    const exit = Effect.runSyncExit(checkSystemMessage(message(start, end)))
    if (!refused) return expect(Exit.isSuccess(exit)).toBe(true)
    const error = Effect.runSync(Effect.flip(checkSystemMessage(message(start, end))))
    expect(error).toMatchObject({
      _tag: "BadRequest",
      code: "ERROR_400_INVALID_REQUEST",
      issues: [{ field: "endDate", code: "endNotAfterStart" }]
    })
  })
})

describe("PUT /contactUs?lang on the server", () => {
  const previous = { textEn: "Call us", textFr: "Appelez-nous" }

  it("replaces only the language named", () => {
    expect(Effect.runSync(contactUsAfter(previous, "fr", { text: "Écrivez-nous" }))).toEqual({
      textEn: "Call us",
      textFr: "Écrivez-nous"
    })
    expect(Effect.runSync(contactUsAfter(previous, "en", { text: "Write to us" }))).toEqual({
      textEn: "Write to us",
      textFr: "Appelez-nous"
    })
  })

  it("keeps the payload of both texts working without lang", () => {
    expect(Effect.runSync(contactUsAfter(previous, undefined, { textEn: "A", textFr: "B" }))).toEqual({
      textEn: "A",
      textFr: "B"
    })
  })

  it("refuses one text without lang, and a blank text, at their fields", () => {
    const issuesOf = (effect: Effect.Effect<unknown, { readonly issues?: unknown }>) => Effect.runSync(Effect.flip(effect)).issues
    expect(issuesOf(contactUsAfter(previous, undefined, { text: "Hi" }))).toEqual([{ field: "lang", code: "required" }])
    expect(issuesOf(contactUsAfter(previous, "en", { text: " " }))).toEqual([{ field: "text", code: "blank" }])
    expect(issuesOf(contactUsAfter(previous, undefined, { textEn: "A", textFr: "" }))).toEqual([
      { field: "textFr", code: "blank" }
    ])
  })
})
