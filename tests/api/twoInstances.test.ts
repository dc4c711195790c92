import type { Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { runAdmin } from "./support/adminSql"
import { sharedSettings, startInstance, startRoundRobin, stopInstances, waitUntilReady, type Instance } from "./support/instances"
import { freePort, freshDatabase } from "./support/portal"
import { api, beginSignIn, Browser, clientId, codeFromRedirects, discover, exchangeCode, submitSignIn } from "./support/signIn"

/**
 * Two real server processes on one PostgreSQL database, with the same signing keys, cookie keys and
 * public address, behind a round-robin proxy: what one instance does, the other knows at once.
 */
const databaseUrl = process.env.DATABASE_URL

let proxy: Server | undefined
let proxyUrl = ""
const instances: Array<Instance> = []
let dropDatabase: (() => Promise<void>) | undefined
let adminUrl = ""
/** Which instance served each request that went through the proxy, in order. */
const served: Array<"a" | "b"> = []

const instance = (name: "a" | "b") => instances.find((i) => i.name === name)!

const setDisabled = (email: string, disabled: boolean) =>
  runAdmin(adminUrl, `UPDATE portal_user SET is_disabled = ${disabled} WHERE email = '${email}'`)

const refresh = async (baseUrl: string, refreshToken: string) => {
  const { token_endpoint } = await discover(proxyUrl)
  // The token endpoint of the instance asked (each instance writes the public address, whatever the Host).
  const endpoint = new URL(new URL(token_endpoint).pathname, baseUrl)
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken, client_id: clientId }).toString()
  })
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

/** Signs in through the proxy, every step of the flow going to whichever instance comes next. */
const signInThroughProxy = async (login: string) => {
  const authorization = await beginSignIn(proxyUrl, { loginHint: login, browser: new Browser() })
  const code = await codeFromRedirects(authorization, await submitSignIn(authorization, { login, password: "Portal-demo-1" }))
  if (!code) throw new Error(`${login} could not sign in through the proxy`)
  return exchangeCode(authorization, code)
}

const historyStatus = (baseUrl: string, token: string) =>
  fetch(`${baseUrl}/api/DriverReports/HistorySearch?pageNumber=1&pageSize=5`, {
    headers: { authorization: `Bearer ${token}` }
  }).then(async (response) => {
    await response.arrayBuffer()
    return response.status
  })

const describeOnPostgres = databaseUrl ? describe : describe.skip

beforeAll(async () => {
  if (!databaseUrl) return
  const database = await freshDatabase(databaseUrl, true)
  dropDatabase = database.drop
  adminUrl = database.url
  const proxyPort = await freePort()
  proxyUrl = `http://localhost:${proxyPort}`
  const shared = {
    ...sharedSettings(database.url, proxyUrl),
    SIGNIN_ACCOUNT_MAX_FAILURES: "4",
    SIGNIN_SLOWDOWN_AFTER: "10",
    SIGNIN_LOCKOUT_SECONDS: "60",
    PDF_WORKERS: "1"
  }
  const [portA, portB] = [await freePort(), await freePort()]
  // Both start at once, as instances behind a load balancer do.
  instances.push(startInstance("a", portA!, shared), startInstance("b", portB!, shared))
  await Promise.all(instances.map(waitUntilReady))
  proxy = await startRoundRobin(instances, proxyPort, (target) => served.push(target.name as "a" | "b"))
}, 180_000)

afterAll(async () => {
  proxy?.closeAllConnections()
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)))
  await stopInstances(instances)
  await dropDatabase?.()
}, 60_000)

describe.skipIf(databaseUrl)("two instances", () => {
  it.skip("need PostgreSQL: PGlite is one process's embedded database, which a second process cannot share", () => {})
})

describeOnPostgres("two instances behind one address", () => {
  it("sign a user in through the proxy with the flow landing on both, and serve that user's report and PDF on either", async () => {
    served.length = 0
    const tokens = await signInThroughProxy("analyst@northwind.example")
    expect(new Set(served)).toEqual(new Set(["a", "b"]))

    // The report and its PDF link made on one instance, the PDF served by the other.
    const onA = api(instance("a").baseUrl, tokens.accessToken)
    const report = await onA.ok((client) =>
      client.driverReports.generateReport({
        query: { ianaTimezone: "America/Toronto" },
        payload: {
          jurisdictionCode: namedDriverRefs.chen.jurisdiction,
          driverLicenceNumber: namedDriverRefs.chen.licenceNumber,
          comment: null,
          driverReportOption: null
        }
      })
    )
    const onB = api(instance("b").baseUrl, tokens.accessToken)
    const pulled = await onB.ok((client) => client.driverReports.getById({ params: { reportId: report.id, contextId: 0 } }))
    expect(pulled.id).toBe(report.id)
    const { link } = await onB.ok((client) =>
      client.driverReports.generateReportPdf({ params: { id: report.id }, query: { lng: "english" } })
    )
    const pdf = await fetch(`${instance("a").baseUrl}${link}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get("content-type")).toBe("application/pdf")
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString()
    ).toBe("%PDF-")
  }, 60_000)

  it("count sign-in failures on one instance against the other", async () => {
    const login = "manager@northwind.example"
    const authorization = await beginSignIn(proxyUrl, { loginHint: login })
    const submitTo = async (name: "a" | "b", password: string) => {
      const url = new URL(authorization.interactionUrl.pathname, instance(name).baseUrl)
      const response = await authorization.browser.fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": "203.0.113.40"
        },
        body: new URLSearchParams({ login, password, lang: "en" }).toString()
      })
      await response.arrayBuffer()
      return response.status
    }
    // Four failures allowed in all: two on each instance; the fourth starts the lock.
    const statuses = [
      await submitTo("a", "Wrong-1"),
      await submitTo("b", "Wrong-2"),
      await submitTo("a", "Wrong-3"),
      await submitTo("b", "Wrong-4")
    ]
    expect(statuses).toEqual([200, 200, 200, 429])
    // Locked on both, even with the right password.
    expect([await submitTo("a", "Portal-demo-1"), await submitTo("b", "Portal-demo-1")]).toEqual([429, 429])
  }, 60_000)

  it("refuse a disabled account at once on both, and take it back at once on both", async () => {
    // An account of the portal's own password page (Laurentian's people sign in at their carrier).
    const email = "analyst@northwind.example"
    const tokens = await signInThroughProxy(email)
    const both = () => Promise.all(instances.map((i) => historyStatus(i.baseUrl, tokens.accessToken)))
    expect(await both()).toEqual([200, 200])
    await setDisabled(email, true)
    try {
      const refused = await both()
      expect(refused[0]).not.toBe(200)
      expect(refused[1]).toBe(refused[0])
    } finally {
      await setDisabled(email, false)
    }
    expect(await both()).toEqual([200, 200])
  }, 60_000)

  it("refuse on the second the refresh token of a sign-in ended on the first", async () => {
    const tokens = await signInThroughProxy("analyst@northwind.example")
    const renewed = await refresh(instance("b").baseUrl, tokens.refreshToken)
    expect(renewed.status).toBe(200)
    const { revocation_endpoint } = (await discover(proxyUrl)) as unknown as { revocation_endpoint: string }
    const revoked = await fetch(new URL(new URL(revocation_endpoint).pathname, instance("a").baseUrl), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        token: renewed.body.refresh_token!,
        token_type_hint: "refresh_token",
        client_id: clientId
      }).toString()
    })
    expect(revoked.status).toBe(200)
    const refused = await refresh(instance("b").baseUrl, renewed.body.refresh_token!)
    expect([refused.status, refused.body.error]).toEqual([400, "invalid_grant"])
  }, 60_000)
})
