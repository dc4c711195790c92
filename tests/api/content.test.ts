import { beforeAll, describe, expect, it } from "vitest"
import { usePortal } from "./support/portal"
import { api, send, signIn } from "./support/signIn"

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

const changes = () =>
  portal.sql((sql) => sql<{ content: string; changedBy: number }>`SELECT content, changed_by FROM content_change ORDER BY id`)
const adminId = () =>
  portal
    .sql((sql) => sql<{ id: number }>`SELECT id FROM portal_user WHERE email = 'admin@bureau.example'`)
    .then(([row]) => row!.id)

const message = {
  startDate: "2026-03-01T08:00:00.000Z",
  endDate: "2026-03-02T08:00:00.000Z",
  messageEn: "The portal will be unavailable on Sunday from 2:00 to 4:00.",
  messageFr: "Le portail sera indisponible dimanche de 2 h à 4 h."
}

describe("public content, read before anyone signs in", () => {
  it("gives the system message without a token", async () => {
    expect(await anonymous().ok((client) => client.publicContent.getSystemMessage())).toEqual({
      startDate: null,
      endDate: null,
      messageEn: "",
      messageFr: ""
    })
  })

  it("gives the latest terms of service in both languages without a token", async () => {
    const terms = await anonymous().ok((client) => client.publicContent.getTermsOfService())
    expect(terms.version).toBe(1)
    expect(terms.textEn).toMatch(/^Terms of service/)
    expect(terms.textFr).toMatch(/^Conditions d'utilisation/)
  })

  it("gives the contact-us text in the language asked for", async () => {
    const en = await anonymous().ok((client) => client.publicContent.getContactUs({ query: { lang: "en" } }))
    const fr = await anonymous().ok((client) => client.publicContent.getContactUs({ query: { lang: "fr" } }))
    expect(en).toMatchObject({ lang: "en", text: expect.stringContaining("Client Services") })
    expect(fr).toMatchObject({ lang: "fr", text: expect.stringContaining("Service à la clientèle") })
  })

  it("answers 400 for a language other than en or fr", async () => {
    const response = await send(portal.baseUrl, "/api/contactUs?lang=de")
    expect(response.status).toBe(400)
    expect(response.json()).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_INVALID_REQUEST" })
  })
})

describe("editing content needs manageSystemFunction", () => {
  it("refuses the analyst with 403 FUNCTION_NOT_ALLOWED on every PUT and changes nothing", async () => {
    const before = {
      message: await anonymous().ok((client) => client.publicContent.getSystemMessage()),
      terms: await anonymous().ok((client) => client.publicContent.getTermsOfService()),
      contact: await anonymous().ok((client) => client.publicContent.getContactUs({ query: { lang: "en" } }))
    }
    const refusals = [
      await analyst().error((client) => client.contentAdministration.putSystemMessage({ payload: message })),
      await analyst().error((client) =>
        client.contentAdministration.putTermsOfService({ payload: { textEn: "New terms", textFr: "Nouvelles conditions" } })
      ),
      await analyst().error((client) =>
        client.contentAdministration.putContactUs({ query: {}, payload: { textEn: "Call us", textFr: "Appelez-nous" } })
      )
    ]
    for (const refusal of refusals) expect(refusal).toMatchObject({ _tag: "Forbidden", token: "FUNCTION_NOT_ALLOWED" })

    expect(await anonymous().ok((client) => client.publicContent.getSystemMessage())).toEqual(before.message)
    expect(await anonymous().ok((client) => client.publicContent.getTermsOfService())).toEqual(before.terms)
    expect(await anonymous().ok((client) => client.publicContent.getContactUs({ query: { lang: "en" } }))).toEqual(before.contact)
    expect(await changes()).toEqual([])
  })

  it("refuses an end date before the start date with 400 and changes nothing", async () => {
    const before = await anonymous().ok((client) => client.publicContent.getSystemMessage())
    const refused = await admin().error((client) =>
      client.contentAdministration.putSystemMessage({
        payload: { ...message, startDate: message.endDate, endDate: message.startDate }
      })
    )
    expect(refused).toMatchObject({
      _tag: "BadRequest",
      code: "ERROR_400_INVALID_REQUEST",
      issues: [{ field: "endDate", code: "endNotAfterStart" }]
    })
    expect(await anonymous().ok((client) => client.publicContent.getSystemMessage())).toEqual(before)
    expect(await changes()).toEqual([])
  })

  it("refuses empty texts and malformed dates with 400 and changes nothing", async () => {
    const terms = await anonymous().ok((client) => client.publicContent.getTermsOfService())
    const contact = await anonymous().ok((client) => client.publicContent.getContactUs({ query: { lang: "fr" } }))
    const attempts = [
      { path: "/api/TermsOfService", body: { textEn: "", textFr: "Conditions" } },
      { path: "/api/TermsOfService", body: { textEn: "Terms" } },
      { path: "/api/contactUs", body: { textEn: "Call us", textFr: "" } },
      { path: "/api/SystemMessage", body: { ...message, startDate: "next Monday" } },
      { path: "/api/SystemMessage", body: { ...message, messageEn: "x".repeat(2001) } }
    ]
    for (const { path, body } of attempts) {
      const response = await send(portal.baseUrl, path, { method: "PUT", token: adminToken, body })
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400)
      expect(response.json()).toMatchObject({ _tag: "BadRequest", code: "ERROR_400_INVALID_REQUEST" })
    }
    expect(await anonymous().ok((client) => client.publicContent.getTermsOfService())).toEqual(terms)
    expect(await anonymous().ok((client) => client.publicContent.getContactUs({ query: { lang: "fr" } }))).toEqual(contact)
    expect(await changes()).toEqual([])
  })

  it("saves the administrator's system message and records the change", async () => {
    const saved = await admin().ok((client) => client.contentAdministration.putSystemMessage({ payload: message }))
    expect(saved).toEqual(message)
    expect(await anonymous().ok((client) => client.publicContent.getSystemMessage())).toEqual(message)
    expect(await changes()).toEqual([{ content: "systemMessage", changedBy: await adminId() }])
  })

  it("publishes the administrator's terms of service as a new version and records the change", async () => {
    const published = await admin().ok((client) =>
      client.contentAdministration.putTermsOfService({
        payload: { textEn: "Terms, second edition", textFr: "Conditions, deuxième édition" }
      })
    )
    expect(published).toEqual({ version: 2, textEn: "Terms, second edition", textFr: "Conditions, deuxième édition" })
    expect(await anonymous().ok((client) => client.publicContent.getTermsOfService())).toEqual(published)
    expect((await changes()).at(-1)).toEqual({ content: "termsOfService", changedBy: await adminId() })
  })

  it("saves the administrator's contact-us text in both languages and records the change", async () => {
    await admin().ok((client) =>
      client.contentAdministration.putContactUs({
        query: {},
        payload: { textEn: "Call 1-800-555-0100", textFr: "Composez le 1-800-555-0100" }
      })
    )
    expect(await anonymous().ok((client) => client.publicContent.getContactUs({ query: { lang: "en" } }))).toEqual({
      lang: "en",
      text: "Call 1-800-555-0100"
    })
    expect(await anonymous().ok((client) => client.publicContent.getContactUs({ query: { lang: "fr" } }))).toEqual({
      lang: "fr",
      text: "Composez le 1-800-555-0100"
    })
    expect((await changes()).at(-1)).toEqual({ content: "contactUs", changedBy: await adminId() })
  })
})
