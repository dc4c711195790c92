import { beforeAll, describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { api, send, signIn } from "./support/signIn"

/**
 * The settings' content tabs (document 2 sections 2, 5 and 7): contact-us text per language, a new
 * version of the terms of service that every user accepts again, and the system message whose end
 * must be strictly after its start.
 */
const portal = usePortal()

let adminToken: string
let analystToken: string

beforeAll(async () => {
  adminToken = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
  analystToken = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
})

const anonymous = () => api(portal.baseUrl)
const admin = () => api(portal.baseUrl, adminToken)
const analyst = () => api(portal.baseUrl, analystToken)

const contactUs = async () => ({
  en: (await anonymous().ok((client) => client.publicContent.getContactUs({ query: { lang: "en" } }))).text,
  fr: (await anonymous().ok((client) => client.publicContent.getContactUs({ query: { lang: "fr" } }))).text
})
const changeCount = () =>
  portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM content_change`).then(([row]) => row!.count)

describe("PUT /contactUs?lang (document 2 section 7)", () => {
  it("replaces the text of the language named and keeps the other", async () => {
    const before = await contactUs()
    const saved = await admin().ok((client) =>
      client.contentAdministration.putContactUs({
        query: { lang: "fr" },
        payload: { text: "Écrivez-nous à aide@bureau.example" }
      })
    )
    expect(saved).toEqual({ textEn: before.en, textFr: "Écrivez-nous à aide@bureau.example" })
    expect(await contactUs()).toEqual({ en: before.en, fr: "Écrivez-nous à aide@bureau.example" })

    await admin().ok((client) =>
      client.contentAdministration.putContactUs({ query: { lang: "en" }, payload: { text: "Write to help@bureau.example" } })
    )
    expect(await contactUs()).toEqual({ en: "Write to help@bureau.example", fr: "Écrivez-nous à aide@bureau.example" })
  })

  it("refuses a blank text at its field, a text without lang, and an unknown lang, and changes nothing", async () => {
    const before = await contactUs()
    const changes = await changeCount()
    const blank = await admin().error((client) =>
      client.contentAdministration.putContactUs({ query: { lang: "en" }, payload: { text: "   " } })
    )
    expect(blank).toMatchObject({
      _tag: "BadRequest",
      code: "ERROR_400_INVALID_REQUEST",
      issues: [{ field: "text", code: "blank" }]
    })
    const noLang = await admin().error((client) =>
      client.contentAdministration.putContactUs({ query: {}, payload: { text: "Hi" } })
    )
    expect(noLang).toMatchObject({ _tag: "BadRequest", issues: [{ field: "lang", code: "required" }] })
    const blankBoth = await admin().error((client) =>
      client.contentAdministration.putContactUs({ query: {}, payload: { textEn: "Call us", textFr: " " } })
    )
    expect(blankBoth).toMatchObject({ _tag: "BadRequest", issues: [{ field: "textFr", code: "blank" }] })
    const german = await send(portal.baseUrl, "/api/contactUs?lang=de", {
      method: "PUT",
      token: adminToken,
      body: { text: "Hallo" }
    })
    expect(german.status).toBe(400)
    expect(await contactUs()).toEqual(before)
    expect(await changeCount()).toBe(changes)
  })

  it("refuses a user without manageSystemFunction with 403, in either form", async () => {
    const before = await contactUs()
    const refused = await analyst().error((client) =>
      client.contentAdministration.putContactUs({ query: { lang: "en" }, payload: { text: "Call the analyst" } })
    )
    expect(refused).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
    expect(await contactUs()).toEqual(before)
  })
})

describe("PUT /TermsOfService: a new version every user accepts again", () => {
  it("asks the analyst, who accepted the current version, to accept the published one", async () => {
    const current = await anonymous().ok((client) => client.publicContent.getTermsOfService())
    await analyst().ok((client) => client.users.markTermsOfUseAsAccepted({ payload: { version: current.version } }))
    expect((await analyst().ok((client) => client.users.getUserConnected())).isLastTermsOfServiceAccepted).toBe(true)

    const published = await admin().ok((client) =>
      client.contentAdministration.putTermsOfService({ payload: { textEn: "Terms, revised", textFr: "Conditions, révisées" } })
    )
    expect(published.version).toBe(current.version + 1)
    expect((await analyst().ok((client) => client.users.getUserConnected())).isLastTermsOfServiceAccepted).toBe(false)
    // The earlier version can no longer be accepted; the new one can.
    expect(
      await analyst().error((client) => client.users.markTermsOfUseAsAccepted({ payload: { version: current.version } }))
    ).toMatchObject({ _tag: "BadRequest" })
    const accepted = await analyst().ok((client) =>
      client.users.markTermsOfUseAsAccepted({ payload: { version: published.version } })
    )
    expect(accepted.isLastTermsOfServiceAccepted).toBe(true)
  })

  it("refuses a text of only spaces at its field and a user without manageSystemFunction, and publishes nothing", async () => {
    const before = await anonymous().ok((client) => client.publicContent.getTermsOfService())
    const blank = await admin().error((client) =>
      client.contentAdministration.putTermsOfService({ payload: { textEn: "Terms", textFr: "  " } })
    )
    expect(blank).toMatchObject({ _tag: "BadRequest", issues: [{ field: "textFr", code: "blank" }] })
    const refused = await analyst().error((client) =>
      client.contentAdministration.putTermsOfService({ payload: { textEn: "Terms", textFr: "Conditions" } })
    )
    expect(refused).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
    expect(await anonymous().ok((client) => client.publicContent.getTermsOfService())).toEqual(before)
  })
})

describe("PUT /SystemMessage: the end strictly after the start (document 2 section 5)", () => {
  const message = {
    startDate: "2026-05-01T12:00:00.000Z",
    endDate: "2026-05-01T12:00:00.000Z",
    messageEn: "Maintenance tonight.",
    messageFr: "Maintenance ce soir."
  }

  it("refuses an end equal to the start with 400 at endDate and changes nothing", async () => {
    const before = await anonymous().ok((client) => client.publicContent.getSystemMessage())
    const refused = await admin().error((client) => client.contentAdministration.putSystemMessage({ payload: message }))
    expect(refused).toMatchObject({
      _tag: "BadRequest",
      code: "ERROR_400_INVALID_REQUEST",
      issues: [{ field: "endDate", code: "endNotAfterStart" }]
    })
    // The same instant written with another offset is the same instant.
    const sameInstant = await send(portal.baseUrl, "/api/SystemMessage", {
      method: "PUT",
      token: adminToken,
      body: { ...message, endDate: "2026-05-01T08:00:00-04:00" }
    })
    expect(sameInstant.status).toBe(400)
    expect(sameInstant.json()).toMatchObject({ issues: [{ field: "endDate", code: "endNotAfterStart" }] })
    expect(await anonymous().ok((client) => client.publicContent.getSystemMessage())).toEqual(before)
  })

  it("saves an end one minute after the start, and a message with only one date", async () => {
    const oneMinute = { ...message, endDate: "2026-05-01T12:01:00.000Z" }
    expect(await admin().ok((client) => client.contentAdministration.putSystemMessage({ payload: oneMinute }))).toEqual(oneMinute)
    const openEnded = { ...message, endDate: null }
    expect(await admin().ok((client) => client.contentAdministration.putSystemMessage({ payload: openEnded }))).toEqual(openEnded)
  })

  it("refuses a user without manageSystemFunction with 403", async () => {
    const refused = await analyst().error((client) =>
      client.contentAdministration.putSystemMessage({ payload: { ...message, endDate: null } })
    )
    expect(refused).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })
  })
})
