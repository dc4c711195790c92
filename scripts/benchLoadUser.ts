/**
 * One simulated user of the load bench: with a think time between steps, a driver search, the
 * driver's report, its PDF, the report history and a vehicle report, again and again; and what each
 * step and each request took, recorded under the scenario running when it began.
 */
import { maxPdfRetries } from "../src/services/shared/pdfRetry"
import type { Session } from "./benchLoadUsers"
import { percentile } from "./benchSupport"

export const operations = ["driver search", "driver report", "driver report PDF", "report history", "vehicle report"] as const
export type Operation = (typeof operations)[number]

interface Figures {
  readonly latencies: Array<number>
  /** Answers other than 200 that ended the step, by status (0: no answer). */
  readonly errors: Map<number, number>
  /** 503 answers with Retry-After (the PDF workers full), each sent again as the browser does. */
  busy: number
}

const emptyFigures = (): Figures => ({ latencies: [], errors: new Map(), busy: 0 })

/** Every step and every HTTP request of one scenario. */
export class ScenarioFigures {
  readonly steps = new Map<Operation, Figures>(operations.map((o) => [o, emptyFigures()]))
  /** Each HTTP request alone (a PDF step is two or more): how long the user's browser waited for an answer. */
  readonly requests: Array<number> = []
  readonly statuses = new Map<number, number>()
  /** How long the 503 answers took: they are to come at once. */
  readonly busyAnswers: Array<number> = []
  /** Steps begun in the scenario and not yet done: the figures are printed once none is left. */
  inFlight = 0

  async settled(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs
    while (this.inFlight > 0 && Date.now() < deadline) await sleep(50)
  }

  summary(operation: Operation) {
    const f = this.steps.get(operation)!
    const sorted = [...f.latencies].sort((a, b) => a - b)
    return {
      count: sorted.length + [...f.errors.values()].reduce((a, b) => a + b, 0),
      p50: sorted.length ? percentile(sorted, 50) : NaN,
      p99: sorted.length ? percentile(sorted, 99) : NaN,
      max: sorted.at(-1) ?? NaN,
      errors: f.errors,
      busy: f.busy
    }
  }
}

/** What every user reads: the running scenario (none while users sign in or between scenarios), and the think time. */
export interface LoadState {
  current: ScenarioFigures | undefined
  thinkSeconds: number
  stopped: boolean
}

export interface Sample {
  readonly licenceNumber: string
  readonly jurisdiction: string
}

export interface UserWork {
  readonly baseUrl: string
  readonly session: Session
  readonly language: "english" | "french"
  readonly drivers: ReadonlyArray<Sample>
  readonly vins: ReadonlyArray<string>
  readonly state: LoadState
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const pick = <A>(values: ReadonlyArray<A>) => values[Math.floor(Math.random() * values.length)]!

/** A think time around the scenario's: from half to one and a half times it, so users do not move in step. */
const think = (state: LoadState) => sleep(state.thinkSeconds * 1000 * (0.5 + Math.random()))

class StepFailed {
  constructor(readonly status: number) {}
}

const timezone = "ianaTimezone=America%2FToronto"

export const simulateUser = async (work: UserWork) => {
  const { baseUrl, session, state } = work
  const acceptLanguage = work.language === "french" ? "fr-CA,fr;q=0.9,en;q=0.8" : "en-CA,en;q=0.9"
  /** One HTTP request, timed to the end of its body, counted in the scenario the step began in. */
  const send = async (figures: ScenarioFigures | undefined, path: string, init: { method?: string; body?: unknown } = {}) => {
    const token = await session.accessToken()
    const started = performance.now()
    let status = 0
    let body: ArrayBuffer | undefined
    let retryAfter: string | null = null
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: init.method ?? "GET",
        headers: {
          authorization: `Bearer ${token}`,
          // As the user's browser sends it with every request: the portal's screens follow it, and so do PDFs rendered ahead.
          "accept-language": acceptLanguage,
          ...(init.body === undefined ? {} : { "content-type": "application/json" })
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body)
      })
      body = await response.arrayBuffer()
      status = response.status
      retryAfter = response.headers.get("retry-after")
    } catch {
      // No answer (the connection failed): counted as status 0.
    }
    const ms = performance.now() - started
    if (figures) {
      figures.requests.push(ms)
      figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1)
      if (status === 503) figures.busyAnswers.push(ms)
    }
    return { status, body, retryAfter }
  }
  const json = <A>(body: ArrayBuffer | undefined) => JSON.parse(new TextDecoder().decode(body)) as A

  /** One step as the user sees it: from its first request to its last answer. */
  const step = async <A>(operation: Operation, run: (figures: ScenarioFigures | undefined) => Promise<A>) => {
    const figures = state.current
    const started = performance.now()
    if (figures) figures.inFlight++
    try {
      const result = await run(figures)
      figures?.steps.get(operation)!.latencies.push(performance.now() - started)
      return result
    } catch (error) {
      if (!(error instanceof StepFailed)) throw error
      const errors = figures?.steps.get(operation)!.errors
      if (errors) errors.set(error.status, (errors.get(error.status) ?? 0) + 1)
      return undefined
    } finally {
      if (figures) figures.inFlight--
    }
  }
  const expectOk = async (answer: Promise<{ status: number; body: ArrayBuffer | undefined }>) => {
    const { status, body } = await answer
    if (status !== 200) throw new StepFailed(status)
    return body
  }

  /** The PDF as the browser gets it: a 503 with Retry-After is sent again after that wait, up to maxPdfRetries times. */
  const pdf = (reportId: number) =>
    step("driver report PDF", async (figures) => {
      for (let retries = 0; ; retries++) {
        const answer = await send(figures, `/api/DriverReports/GenerateReportPdf/${reportId}?lng=${work.language}`, {
          method: "POST"
        })
        if (answer.status === 503 && answer.retryAfter !== null && retries < maxPdfRetries) {
          if (figures) figures.steps.get("driver report PDF")!.busy++
          await sleep(Math.max(1, Number(answer.retryAfter)) * 1000)
          continue
        }
        if (answer.status !== 200) throw new StepFailed(answer.status)
        const { link } = json<{ link: string }>(answer.body)
        return expectOk(send(figures, link))
      }
    })

  await sleep(Math.random() * state.thinkSeconds * 1000)
  while (!state.stopped) {
    const driver = pick(work.drivers)
    await step("driver search", (figures) =>
      expectOk(
        send(figures, "/api/DriverReports/Search", {
          method: "POST",
          body: { driverLicenceNumber: driver.licenceNumber, jurisdictionCode: driver.jurisdiction }
        })
      )
    )
    await think(state)
    const report = await step("driver report", async (figures) =>
      json<{ id: number }>(
        await expectOk(
          send(figures, `/api/DriverReports/GenerateReport?${timezone}`, {
            method: "POST",
            body: {
              jurisdictionCode: driver.jurisdiction,
              driverLicenceNumber: driver.licenceNumber,
              comment: "load",
              driverReportOption: null,
              fresh: true
            }
          })
        )
      )
    )
    await think(state)
    if (report) {
      await pdf(report.id)
      await think(state)
    }
    await step("report history", (figures) =>
      expectOk(send(figures, `/api/DriverReports/HistorySearch?pageNumber=1&pageSize=10&${timezone}`))
    )
    await think(state)
    await step("vehicle report", (figures) =>
      expectOk(send(figures, `/api/vehicleReport/generate/${pick(work.vins)}?${timezone}`, { method: "POST" }))
    )
    await think(state)
  }
}
