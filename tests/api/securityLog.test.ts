import { beforeAll, describe, expect, it } from "vitest"
import { namedDriverRefs } from "../../src/server/db/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"

const portal = usePortal({}, { captureLogs: true })
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
