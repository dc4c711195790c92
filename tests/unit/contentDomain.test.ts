import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { Forbidden } from "../../src/api/errors"
import type { SystemMessage, TermsOfService } from "../../src/api/platform/schemas"
import {
  ContentRepository,
  type ContentItem,
  type ContentRepositoryShape,
  type ContentTexts
} from "../../src/server/db/platform/contentRepository"
import {
  publishTermsOfService,
  readContactUs,
  readSystemMessage,
  readTermsOfService,
  saveContactUs,
  saveSystemMessage
} from "../../src/server/domain/platform/content"

interface Change {
  readonly content: ContentItem
  readonly changedBy: number
  readonly previous: unknown
  readonly current: unknown
}

/** The settings' content kept in memory: one system message, the versions of the terms, the contact-us texts, the record of changes. */
const inMemoryContent = () => {
  let systemMessage: SystemMessage = { startDate: null, endDate: null, messageEn: "", messageFr: "" }
  const terms: Array<TermsOfService & { readonly createdBy: number }> = [
    { version: 1, textEn: "First terms.", textFr: "Premières conditions.", createdBy: 1 }
  ]
  let contactUs: ContentTexts = { textEn: "Call us.", textFr: "Appelez-nous." }
  const changes: Array<Change> = []
  const latest = () => {
    const { version, textEn, textFr } = terms.at(-1)!
    return { version, textEn, textFr }
  }
  const repository: ContentRepositoryShape = {
    readSystemMessage: Effect.sync(() => systemMessage),
    writeSystemMessage: (message) =>
      Effect.sync(() => {
        systemMessage = message
      }),
    readTerms: Effect.sync(latest),
    addTerms: (texts, createdBy) =>
      Effect.sync(() => void terms.push({ version: terms.length + 1, textEn: texts.textEn, textFr: texts.textFr, createdBy })),
    latestTermsVersion: Effect.sync(() => terms.length),
    readContactUs: Effect.sync(() => contactUs),
    writeContactUs: (texts) =>
      Effect.sync(() => {
        contactUs = texts
      }),
    recordContentChange: (content, changedBy, previous, current) =>
      Effect.sync(() => void changes.push({ content, changedBy, previous, current }))
  }
  /** How often the caller's recent authentication was asked for. */
  let authorizations = 0
  const authorized = Effect.sync(() => void authorizations++)
  /** A caller whose authentication is too old: 403, as the handler's check answers. */
  const stale = Effect.fail(new Forbidden({ token: "REAUTHENTICATION_REQUIRED" }))
  const run = <A, E>(effect: Effect.Effect<A, E, ContentRepository>) =>
    Effect.runPromise(Effect.provide(effect, Layer.succeed(ContentRepository, repository)))
  const refusal = <A, E>(effect: Effect.Effect<A, E, ContentRepository>) => run(Effect.flip(effect))
  return { terms, changes, authorized, stale, authorizations: () => authorizations, run, refusal }
}

const admin = { id: 9 }

describe("the system message (document 2 section 2)", () => {
  const message: SystemMessage = {
    startDate: "2026-05-01T12:00:00.000Z",
    endDate: "2026-05-02T12:00:00.000Z",
    messageEn: "Maintenance tonight.",
    messageFr: "Maintenance ce soir."
  }

  it("saves the message, answers it as saved, and records it with the one before and who changed it", async () => {
    const content = inMemoryContent()
    const saved = await content.run(saveSystemMessage(admin, message, content.authorized))
    expect(saved).toEqual(message)
    expect(await content.run(readSystemMessage)).toEqual(message)
    expect(content.changes).toEqual([
      {
        content: "systemMessage",
        changedBy: admin.id,
        previous: { startDate: null, endDate: null, messageEn: "", messageFr: "" },
        current: message
      }
    ])
    expect(content.authorizations()).toBe(1)
  })

  it("refuses an end not after its start at the end date, before asking for the caller's authentication, and changes nothing", async () => {
    const content = inMemoryContent()
    const refused = await content.refusal(
      saveSystemMessage(admin, { ...message, endDate: message.startDate }, content.authorized)
    )
    expect(refused).toMatchObject({ _tag: "BadRequest", issues: [{ field: "endDate", code: "endNotAfterStart" }] })
    expect(content.authorizations()).toBe(0)
    expect(content.changes).toEqual([])
    expect((await content.run(readSystemMessage)).messageEn).toBe("")
  })

  it("writes nothing for a caller whose authentication is too old", async () => {
    const content = inMemoryContent()
    expect(await content.refusal(saveSystemMessage(admin, message, content.stale))).toMatchObject({ _tag: "Forbidden" })
    expect(content.changes).toEqual([])
    expect((await content.run(readSystemMessage)).messageEn).toBe("")
  })
})

describe("the terms of service (document 2 section 2)", () => {
  it("publishes a new version, keeps the earlier ones, and answers the new one with its number", async () => {
    const content = inMemoryContent()
    const published = await content.run(
      publishTermsOfService(admin, { textEn: "New terms.", textFr: "Nouvelles conditions." }, content.authorized)
    )
    expect(published).toEqual({ version: 2, textEn: "New terms.", textFr: "Nouvelles conditions." })
    expect(content.terms.map((t) => [t.version, t.createdBy])).toEqual([
      [1, 1],
      [2, admin.id]
    ])
    expect(await content.run(readTermsOfService)).toEqual(published)
    expect(content.changes).toEqual([
      {
        content: "termsOfService",
        changedBy: admin.id,
        previous: { version: 1, textEn: "First terms.", textFr: "Premières conditions." },
        current: { textEn: "New terms.", textFr: "Nouvelles conditions." }
      }
    ])
  })

  it("refuses a text of only spaces at its field, in either language, and publishes nothing", async () => {
    const content = inMemoryContent()
    const refused = await content.refusal(publishTermsOfService(admin, { textEn: "  ", textFr: "\n" }, content.authorized))
    expect(refused).toMatchObject({
      _tag: "BadRequest",
      issues: [
        { field: "textEn", code: "blank" },
        { field: "textFr", code: "blank" }
      ]
    })
    expect(content.terms.length).toBe(1)
    expect(
      await content.refusal(publishTermsOfService(admin, { textEn: "Fine.", textFr: "Bien." }, content.stale))
    ).toMatchObject({ _tag: "Forbidden" })
    expect(content.terms.length).toBe(1)
    expect(content.changes).toEqual([])
  })
})

describe("contact us (document 2 sections 2 and 7)", () => {
  it("replaces one language's text and keeps the other's", async () => {
    const content = inMemoryContent()
    const saved = await content.run(saveContactUs(admin, "fr", { text: "Écrivez-nous." }, content.authorized))
    expect(saved).toEqual({ textEn: "Call us.", textFr: "Écrivez-nous." })
    expect(await content.run(readContactUs("fr"))).toEqual({ lang: "fr", text: "Écrivez-nous." })
    expect(await content.run(readContactUs("en"))).toEqual({ lang: "en", text: "Call us." })
    expect(content.changes).toEqual([
      {
        content: "contactUs",
        changedBy: admin.id,
        previous: { textEn: "Call us.", textFr: "Appelez-nous." },
        current: { textEn: "Call us.", textFr: "Écrivez-nous." }
      }
    ])
  })

  it("replaces both texts when both come without a language", async () => {
    const content = inMemoryContent()
    await content.run(saveContactUs(admin, undefined, { textEn: "Write.", textFr: "Écrivez." }, content.authorized))
    expect(await content.run(readContactUs("en"))).toEqual({ lang: "en", text: "Write." })
    expect(await content.run(readContactUs("fr"))).toEqual({ lang: "fr", text: "Écrivez." })
  })

  it("names the field of each refusal (a blank text, one text without its language) and keeps the texts", async () => {
    const content = inMemoryContent()
    expect(await content.refusal(saveContactUs(admin, "en", { text: "  " }, content.authorized))).toMatchObject({
      _tag: "BadRequest",
      issues: [{ field: "text", code: "blank" }]
    })
    expect(await content.refusal(saveContactUs(admin, undefined, { text: "Hello." }, content.authorized))).toMatchObject({
      _tag: "BadRequest",
      issues: [{ field: "lang", code: "required" }]
    })
    expect(
      await content.refusal(saveContactUs(admin, undefined, { textEn: "Hi.", textFr: " " }, content.authorized))
    ).toMatchObject({
      _tag: "BadRequest",
      issues: [{ field: "textFr", code: "blank" }]
    })
    expect(content.authorizations()).toBe(0)
    expect(await content.refusal(saveContactUs(admin, "en", { text: "Fine." }, content.stale))).toMatchObject({
      _tag: "Forbidden"
    })
    expect(await content.run(readContactUs("en"))).toEqual({ lang: "en", text: "Call us." })
    expect(content.changes).toEqual([])
  })
})
