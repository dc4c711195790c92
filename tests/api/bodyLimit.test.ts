import { Effect } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { request as httpRequest } from "node:http"
import { beforeAll, describe, expect, it } from "vitest"
import { defaultMaxBodyBytes } from "../../src/api/bodyLimit"
import { PayloadTooLarge } from "../../src/api/errors"
import { PortalApi } from "../../src/api/portalApi"
import { namedDriverRefs } from "../../src/server/demo/namedDrivers"
import { usePortal } from "./support/portal"
import { api, signIn } from "./support/signIn"

const portal = usePortal()
let token = ""

beforeAll(async () => {
  token = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
})

const megabyte = 1024 * 1024

interface Answer {
  readonly status: number
  readonly body: string
  readonly milliseconds: number
  /** Bytes the client had written when the answer came. */
  readonly sent: number
}

/**
 * POSTs `total` bytes of JSON whitespace, generated as it is sent (the test holds none of it), and
 * stops sending as soon as the server answers.
 */
const postLarge = (path: string, total: number, options: { readonly declareLength: boolean }) =>
  new Promise<Answer>((resolve, reject) => {
    const url = new URL(path, portal.baseUrl)
    const started = performance.now()
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    let answered = false
    const req = httpRequest({
      method: "POST",
      host: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        ...(options.declareLength ? { "content-length": String(total) } : {})
      }
    })
    req.on("response", (res) => {
      answered = true
      let body = ""
      res.setEncoding("utf8")
      res.on("data", (part: string) => (body += part))
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, milliseconds: performance.now() - started, sent })
        req.destroy()
      })
    })
    req.on("error", (error) => {
      if (!answered) reject(error)
    })
    const pump = () => {
      while (!answered && sent < total) {
        const part = Math.min(chunk.length, total - sent)
        sent += part
        if (!req.write(part === chunk.length ? chunk : chunk.subarray(0, part))) {
          req.once("drain", pump)
          return
        }
      }
      if (!answered) req.end()
    }
    pump()
  })

const reportCount = () =>
  portal.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM driver_report`).then((rows) => rows[0]!.count)

const wilson = {
  jurisdictionCode: namedDriverRefs.wilson.jurisdiction,
  driverLicenceNumber: namedDriverRefs.wilson.licenceNumber,
  comment: null,
  driverReportOption: null
}

const generatePath = "/api/DriverReports/GenerateReport?ianaTimezone=America/Toronto"

describe("request body limits", () => {
  it("refuses a 200 MB body declared by Content-Length with 413 at once, without the server's memory growing", async () => {
    const before = process.memoryUsage().rss
    const reports = await reportCount()
    const answer = await postLarge(generatePath, 200 * megabyte, { declareLength: true })
    const growth = process.memoryUsage().rss - before
    console.log(
      `413 after ${answer.milliseconds.toFixed(0)} ms, ${(answer.sent / megabyte).toFixed(1)} MB sent, RSS growth ${(growth / megabyte).toFixed(1)} MB`
    )
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({
      _tag: "PayloadTooLarge",
      maxBytes: defaultMaxBodyBytes,
      requestId: expect.any(String)
    })
    expect(answer.milliseconds).toBeLessThan(2_000)
    expect(growth).toBeLessThan(64 * megabyte)
    expect(await reportCount()).toBe(reports)
  })

  it("counts a body sent without Content-Length as it streams in and refuses it once past the limit", async () => {
    const before = process.memoryUsage().rss
    const answer = await postLarge(generatePath, 200 * megabyte, { declareLength: false })
    const growth = process.memoryUsage().rss - before
    console.log(
      `413 after ${answer.milliseconds.toFixed(0)} ms, ${(answer.sent / megabyte).toFixed(1)} MB sent, RSS growth ${(growth / megabyte).toFixed(1)} MB`
    )
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({ _tag: "PayloadTooLarge" })
    expect(answer.milliseconds).toBeLessThan(5_000)
    expect(answer.sent).toBeLessThan(100 * megabyte)
    expect(growth).toBeLessThan(64 * megabyte)
  })

  it("reads a body up to the limit as usual, and refuses one byte more", async () => {
    const within = await postLarge("/api/DriverReports/Search", defaultMaxBodyBytes, { declareLength: true })
    expect(within.status).toBe(400)
    expect(JSON.parse(within.body)).toMatchObject({ _tag: "BadRequest" })
    const over = await postLarge("/api/DriverReports/Search", defaultMaxBodyBytes + 1, { declareLength: false })
    expect(over.status).toBe(413)
  })

  it("arrives at the typed client as the catalogue's PayloadTooLarge", async () => {
    // The typed client would refuse an oversized field itself; JSON whitespace after the payload is not checked.
    const padded = HttpClient.mapRequest((request) =>
      request.body._tag === "Uint8Array"
        ? HttpClientRequest.bodyText(
            request,
            new TextDecoder().decode(request.body.body) + " ".repeat(defaultMaxBodyBytes),
            "application/json"
          )
        : request
    )
    const reports = await reportCount()
    const error = await Effect.runPromise(
      HttpApiClient.make(PortalApi, {
        baseUrl: portal.baseUrl,
        transformClient: (client) => padded(HttpClient.mapRequest(client, HttpClientRequest.bearerToken(token)))
      }).pipe(
        Effect.flatMap((client) =>
          client.driverReports.generateReport({ query: { ianaTimezone: "America/Toronto" }, payload: wilson })
        ),
        Effect.flip,
        Effect.provide(FetchHttpClient.layer)
      )
    )
    expect(error).toBeInstanceOf(PayloadTooLarge)
    expect(error).toMatchObject({ _tag: "PayloadTooLarge", maxBytes: defaultMaxBodyBytes })
    expect(await reportCount()).toBe(reports)
  })

  it("leaves ordinary bodies alone", async () => {
    const report = await api(portal.baseUrl, token).ok((client) =>
      client.driverReports.generateReport({ query: { ianaTimezone: "America/Toronto" }, payload: wilson })
    )
    expect(report.id).toBeGreaterThan(0)
  })
})
