import { beforeAll, describe, expect, it } from "vitest"
import { runAdmin } from "./support/adminSql"
import { operations } from "./support/operations"
import { usePortal } from "./support/portal"
import { beginSignIn, signIn } from "./support/signIn"

const portal = usePortal()

let analyst = ""
let manager = ""

beforeAll(async () => {
  analyst = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
  manager = (await signIn(portal.baseUrl, "manager@northwind.example")).accessToken
})

const get = (path: string, token?: string) =>
  fetch(`${portal.baseUrl}${path}`, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } })

const jurisdictionsPath = operations.find((operation) => operation.key === "jurisdictions.list")!.path

/** The error body and the request id it answers, as support reads them. */
const answered = async (response: Response) => ({
  status: response.status,
  contentType: response.headers.get("content-type"),
  header: response.headers.get("x-request-id"),
  body: (await response.json()) as Record<string, unknown>
})

describe("every text answer names its charset (ASVS 14.4.1)", () => {
  it("says UTF-8 on the SDC error report, the API reference page and contract, the provider's pages and the metrics", async () => {
    const list = await get("/api/Sdc/GetSdcReports?statusId=4", manager)
    const rejected = ((await list.json()) as { data: ReadonlyArray<{ id: number }> }).data[0]!
    const pages = [
      await get(`/api/Sdc/GetSdcErrorReport/${rejected.id}?lang=fr`, manager),
      await get("/docs"),
      await get("/api/openapi.json"),
      await get("/oidc/password-reset")
    ]
    const signInPage = await beginSignIn(portal.baseUrl, { loginHint: "analyst@northwind.example" })
    pages.push(await signInPage.browser.fetch(signInPage.interactionUrl))
    for (const response of pages) {
      expect(response.status, response.url).toBe(200)
      const type = response.headers.get("content-type") ?? ""
      expect(type, response.url).toMatch(/^(text\/[a-z]+|application\/json); charset=utf-8$/)
    }
    expect(pages[0]!.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    expect(pages[1]!.headers.get("content-type")).toBe("text/html; charset=utf-8")
  })
})

describe("refusals outside the operations' own rules answer in the catalogue's shape with the request id", () => {
  it("answers a body of a content type the operation does not take with 415 UnsupportedMediaType in JSON", async () => {
    const response = await fetch(`${portal.baseUrl}/api/DriverReports/Search`, {
      method: "POST",
      headers: { authorization: `Bearer ${analyst}`, "content-type": "text/plain" },
      body: "lastName=Wilson"
    })
    const { status, contentType, header, body } = await answered(response)
    expect([status, contentType]).toEqual([415, "application/json; charset=utf-8"])
    expect(body).toMatchObject({ _tag: "UnsupportedMediaType", contentType: "text/plain", requestId: header })
    expect(header).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("answers a failure of the database other than a lost connection with 500 InternalError in JSON", async () => {
    expect((await get(jurisdictionsPath, analyst)).status).toBe(200)
    await portal.sql((sql) => sql`ALTER TABLE jurisdiction RENAME TO jurisdiction_moved`)
    try {
      const { status, contentType, header, body } = await answered(await get(jurisdictionsPath, analyst))
      expect([status, contentType]).toEqual([500, "application/json; charset=utf-8"])
      expect(body).toEqual({ _tag: "InternalError", message: expect.any(String), requestId: header })
    } finally {
      await portal.sql((sql) => sql`ALTER TABLE jurisdiction_moved RENAME TO jurisdiction`)
    }
  })

  it.skipIf(!process.env.DATABASE_URL)(
    "answers 503 ServiceUnavailable with Retry-After while the database is cut, and serves again once it is back (PostgreSQL only: the embedded PGlite is one session served from the portal's own process, with no other session to end its connections)",
    async () => {
      const database = new URL(portal.config.databaseUrl!).pathname.slice(1)
      await runAdmin(process.env.DATABASE_URL!, `ALTER DATABASE ${database} ALLOW_CONNECTIONS false`)
      try {
        await runAdmin(
          process.env.DATABASE_URL!,
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`
        )
        const response = await get(jurisdictionsPath, analyst)
        const retryAfter = response.headers.get("retry-after")
        const { status, contentType, header, body } = await answered(response)
        expect([status, contentType, retryAfter]).toEqual([503, "application/json; charset=utf-8", "2"])
        expect(body).toMatchObject({
          _tag: "ServiceUnavailable",
          reason: "DATABASE_UNAVAILABLE",
          retryAfterSeconds: 2,
          requestId: header
        })
      } finally {
        await runAdmin(process.env.DATABASE_URL!, `ALTER DATABASE ${database} ALLOW_CONNECTIONS true`)
      }
      expect((await get(jurisdictionsPath, analyst)).status).toBe(200)
    },
    60_000
  )
})
