import { beforeAll, describe, expect, it } from "vitest"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { beginSignIn, signIn, submitSignIn } from "./support/signIn"
import { driverInfoAsShown } from "./support/driverInfo"
import type { DriverReport } from "../../src/api/reports/schemas"

// A short lock, so that a lock-out is quick to reach.
const portal = usePortal(
  { SIGNIN_ACCOUNT_MAX_FAILURES: "3", SIGNIN_SLOWDOWN_AFTER: "3", SIGNIN_SLOWDOWN_MS: "10", SIGNIN_LOCKOUT_SECONDS: "2" },
  { captureLogs: true }
)
const tokens: Record<string, string> = {}

beforeAll(async () => {
  for (const login of ["analyst@northwind.example", "admin@bureau.example"])
    tokens[login] = (await signIn(portal.baseUrl, login)).accessToken
})

/** Every line the server wrote so far, as written. */
const logText = () => portal.logLines.map((line) => JSON.stringify(line)).join("\n")

/** Lines written after the mark, once the server wrote the line of the request with this id. */
const linesAfter = async (mark: number, requestId: string) => {
  const deadline = Date.now() + 5_000
  while (!portal.logLines.slice(mark).some((line) => line.requestId === requestId && line.message === "Sent HTTP response")) {
    if (Date.now() > deadline) throw new Error(`No log line for request ${requestId}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return portal.logLines.slice(mark)
}

const call = async (
  path: string,
  options: { readonly method?: string; readonly body?: unknown; readonly token?: string } = {}
) => {
  const response = await fetch(`${portal.baseUrl}${path}`, {
    method: options.method ?? "GET",
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { "content-type": "application/json" })
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body)
  })
  return {
    status: response.status,
    requestId: response.headers.get("x-request-id")!,
    json: (await response.json().catch(() => null)) as unknown
  }
}

describe("request log lines hold no secret and no personal data (ASVS 7.1.1, 7.1.2, 8.3.1, 13.1.3)", () => {
  it("names the route template, never a searched licence number or name, nor a PDF link's id", async () => {
    const analyst = tokens["analyst@northwind.example"]!
    const { licenceNumber, jurisdiction } = namedDriverRefs.wilson
    const mark = portal.logLines.length
    const search = await call("/api/DriverReports/Search", {
      method: "POST",
      token: analyst,
      body: { driverLicenceNumber: licenceNumber, jurisdictionCode: jurisdiction, fullName: "Wilson" }
    })
    expect(search.status).toBe(200)
    const history = await call(
      `/api/DriverReports/HistorySearch?driverLicenseNumber=${licenceNumber}&driverName=Emily%20Wilson&pageNumber=1&pageSize=5`,
      { token: analyst }
    )
    expect(history.status).toBe(200)
    const report = await call("/api/DriverReports/GenerateReport?ianaTimezone=America/Toronto", {
      method: "POST",
      token: analyst,
      body: { jurisdictionCode: jurisdiction, driverLicenceNumber: licenceNumber, comment: null, driverReportOption: null }
    })
    const reportId = (report.json as { id: number }).id
    const pdf = await call(`/api/DriverReports/GenerateReportPdf/${reportId}?lng=english`, { method: "POST", token: analyst })
    const link = (pdf.json as { link: string }).link
    const fileId = link.split("/").pop()!
    const fetched = await fetch(`${portal.baseUrl}${link}`)
    expect(fetched.status).toBe(200)
    const lines = await linesAfter(mark, fetched.headers.get("x-request-id")!)
    const routes = lines.filter((line) => line.message === "Sent HTTP response").map((line) => line["http.route"])
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /api/DriverReports/Search",
        "GET /api/DriverReports/HistorySearch",
        "POST /api/DriverReports/GenerateReport",
        "POST /api/DriverReports/GenerateReportPdf/{id}",
        "GET /api/DriverReports/Pdf/{fileId}"
      ])
    )
    const text = logText()
    for (const secret of [licenceNumber, "Wilson", fileId, analyst, "ianaTimezone", "driverLicenseNumber"])
      expect(text).not.toContain(secret)
  })

  it("names an invitation link by its route alone", async () => {
    const mark = portal.logLines.length
    const token = "a".repeat(43)
    const answer = await fetch(`${portal.baseUrl}/login/${token}`)
    const lines = await linesAfter(mark, answer.headers.get("x-request-id")!)
    expect(lines.find((line) => line.message === "Sent HTTP response")?.["http.route"]).toBe("GET /login/*")
    expect(logText()).not.toContain(token)
  })
})

/** The security events written so far. */
const events = () => portal.logLines.filter((line) => line.message === "Security event")

const waitForEvent = async (matches: (line: Record<string, unknown>) => boolean) => {
  const deadline = Date.now() + 5_000
  for (;;) {
    const found = events().find(matches)
    if (found || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** What an investigation needs (ASVS 7.1.4): who, what, when, from where, the outcome and the request's id. */
const complete = {
  time: expect.any(String),
  action: expect.any(String),
  outcome: expect.any(String),
  address: expect.any(String)
}

describe("security events (ASVS 7.1.3, 7.1.4, 7.2.1, 7.2.2)", () => {
  it("logs failed sign-ins, the lock-out they start, the refusal while locked and a sign-in, with the request's id", async () => {
    const login = "manager@northwind.example"
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: login })
    const answers = []
    for (let attempt = 1; attempt <= 4; attempt++)
      answers.push(await submitSignIn(authorization, { login, password: `Wrong-${attempt}` }))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429, 429])
    await waitForEvent((line) => line.reason === "locked" && line.actor === login)
    const lines = events().filter((line) => line.actor === login)
    expect(lines.map((line) => [line.securityEvent, line.outcome, line.reason])).toEqual([
      ["signIn", "failure", "wrongPassword"],
      ["signIn", "failure", "wrongPassword"],
      ["signIn", "failure", "lockedNow"],
      ["signIn", "failure", "locked"]
    ])
    for (const [index, line] of lines.entries()) {
      expect(line).toMatchObject({ ...complete, level: "INFO", action: "password" })
      expect(line.requestId).toBe(answers[index]!.headers.get("x-request-id"))
    }
    await signIn(portal.baseUrl, "analyst@northwind.example")
    expect(await waitForEvent((line) => line.actor === "analyst@northwind.example" && line.outcome === "success")).toMatchObject({
      ...complete,
      level: "INFO",
      securityEvent: "signIn",
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/)
    })
  })

  it("logs every 401 and 403 the api answers, with the caller, the token and the request's id", async () => {
    const noToken = await call("/api/Functions")
    expect(noToken.status).toBe(401)
    expect(await waitForEvent((line) => line.requestId === noToken.requestId)).toMatchObject({
      ...complete,
      securityEvent: "unauthenticated",
      outcome: "failure",
      action: "functions.list"
    })
    const denied = await call("/api/Users/Search?status=1&pageNumber=1&pageSize=10", {
      token: tokens["analyst@northwind.example"]
    })
    expect(denied.status).toBe(403)
    expect((denied.json as { requestId: string }).requestId).toBe(denied.requestId)
    expect(await waitForEvent((line) => line.requestId === denied.requestId)).toMatchObject({
      ...complete,
      securityEvent: "accessDenied",
      reason: "FUNCTION_NOT_ALLOWED",
      actor: "analyst@northwind.example",
      actorKey: expect.any(Number)
    })
    // The error's id finds the request's own line too.
    expect(
      portal.logLines.find((line) => line.requestId === denied.requestId && line.message === "Sent HTTP response")
    ).toMatchObject({
      "http.status": 403
    })
  })

  it("logs a correction and an administrator's change, with who made it and on what", async () => {
    const admin = tokens["admin@bureau.example"]!
    const { licenceNumber, jurisdiction } = namedDriverRefs.sharma
    const generated = await call("/api/DriverReports/GenerateReport?ianaTimezone=America/Toronto", {
      method: "POST",
      token: admin,
      body: { jurisdictionCode: jurisdiction, driverLicenceNumber: licenceNumber, comment: null, driverReportOption: null }
    })
    const report = generated.json as DriverReport
    const corrected = await call("/api/DataCorrection/UpdateDriverInfo", {
      method: "POST",
      token: admin,
      body: { ...driverInfoAsShown(report), fullAddress: "12 Corrected Street, Toronto ON" }
    })
    expect(corrected.status).toBe(200)
    expect(await waitForEvent((line) => line.requestId === corrected.requestId)).toMatchObject({
      ...complete,
      securityEvent: "correction",
      outcome: "success",
      action: "dataCorrection.updateDriverInfo",
      actor: expect.any(String),
      actorKey: expect.any(Number)
    })
    const contact = await call("/api/contactUs?lang=en", { method: "PUT", token: admin, body: { text: "Call the bureau." } })
    expect(contact.status).toBeLessThan(300)
    expect(await waitForEvent((line) => line.requestId === contact.requestId)).toMatchObject({
      ...complete,
      securityEvent: "administration",
      outcome: "success",
      action: "contentAdministration.putContactUs",
      actor: expect.any(String)
    })
  })
})

/** A character that would end a line or start a terminal's control sequence. */
const breaksLine = (text: string) => [..."\n\r\u001b\u009b\u2028\u2029"].some((char) => text.includes(char))

describe("log injection (ASVS 7.3.1)", () => {
  const forged = 'x"}\n{"level":"ERROR","message":"Security event","outcome":"success"}\r\n\u001b[31mred\u009b2J\u2028end'

  it("keeps a User ID typed at sign-in on its event's one line, escaped", async () => {
    const authorization = await beginSignIn(portal.baseUrl, { loginHint: "someone@northwind.example" })
    const answer = await submitSignIn(authorization, { login: `evil${forged}@northwind.example`, password: "Wrong-1" })
    const line = await waitForEvent((entry) => String(entry.actor).startsWith("evil"))
    expect(line?.actor).toBe(`evil${forged}@northwind.example`)
    expect(line?.requestId).toBe(answer.headers.get("x-request-id"))
    const raw = portal.rawLogLines.find((text) => text.includes('"actor":"evil'))!
    expect(breaksLine(raw)).toBe(false)
    expect(raw).toContain("\\u001b[31mred\\u009b2J\\u2028end")
    expect(
      events().filter((entry) => entry.message === "Security event" && entry.outcome === "success" && entry.actor === undefined)
    ).toEqual([])
  })

  it("keeps every line one line, whatever text a browser reports", async () => {
    // The api refuses control characters in any text; what it lets through cannot break a line either.
    const message = 'x"}{"level":"ERROR","message":"Security event"}\u2028{"forged":true}\u2029'
    const reported = await call("/api/clientEvents", { method: "POST", body: { kind: "error", page: "/home", message } })
    expect(reported.status).toBe(204)
    const deadline = Date.now() + 5_000
    while (!portal.rawLogLines.some((text) => text.includes("Browser error")) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    for (const text of portal.rawLogLines) {
      expect(breaksLine(text), text).toBe(false)
      expect(() => JSON.parse(text)).not.toThrow()
    }
    expect(portal.logLines.filter((line) => line.level === "ERROR" && line.message === "Security event")).toEqual([])
  })
})
