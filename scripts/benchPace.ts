/**
 * Requests sent at a steady pace from a worker thread while the bench does something else (an SDC
 * upload, say), so that the client's own work (streaming the file, sampling memory) does not delay
 * the requests it times. Each loop sends one request at a time, starting the next `everyMs` after the
 * last one started (at once when the last took longer); a request without an answer within
 * `timeoutMs` is counted as unanswered, with `timeoutMs` as its time.
 */
import { Worker } from "node:worker_threads"

export interface PacedLoop {
  /** The figures' name; loops of one name are summed. */
  readonly name: string
  readonly method: "GET" | "POST"
  /** The path under the portal, with its query. */
  readonly path: string
  readonly body?: unknown
  readonly token?: string
  readonly everyMs: number
  readonly timeoutMs: number
}

export interface PacedFigures {
  /** Each answer's time, in ms, in the order sent. */
  readonly latencies: ReadonlyArray<number>
  /** When each was sent (epoch ms), in the same order. */
  readonly sentAt: ReadonlyArray<number>
  /** Answers by status (0: none within the time out, or the connection failed). */
  readonly statuses: Readonly<Record<string, number>>
}

const worker = `
const { parentPort, workerData } = require("node:worker_threads")
const { baseUrl, loops } = workerData
let stopped = false
const figures = {}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const run = async (loop) => {
  const own = (figures[loop.name] ??= { latencies: [], sentAt: [], statuses: {} })
  while (!stopped) {
    const started = performance.now()
    own.sentAt.push(Date.now())
    let status = 0
    try {
      const headers = {}
      if (loop.token) headers.authorization = "Bearer " + loop.token
      if (loop.body !== undefined) headers["content-type"] = "application/json"
      const response = await fetch(baseUrl + loop.path, {
        method: loop.method,
        headers,
        body: loop.body === undefined ? undefined : JSON.stringify(loop.body),
        signal: AbortSignal.timeout(loop.timeoutMs)
      })
      await response.arrayBuffer()
      status = response.status
    } catch {}
    const ms = status === 0 ? Math.max(loop.timeoutMs, performance.now() - started) : performance.now() - started
    own.latencies.push(ms)
    own.statuses[status] = (own.statuses[status] ?? 0) + 1
    const wait = loop.everyMs - (performance.now() - started)
    if (wait > 0 && !stopped) await sleep(wait)
  }
}
const running = Promise.all(loops.map(run))
parentPort.on("message", () => {
  stopped = true
  running.then(() => parentPort.postMessage(figures))
})
`

/** Starts the loops; `stop` lets each finish its request in flight and answers the figures by name. */
export const startPaced = (baseUrl: string, loops: ReadonlyArray<PacedLoop>) => {
  const thread = new Worker(worker, { eval: true, workerData: { baseUrl, loops } })
  const failed = new Promise<never>((_, reject) => thread.once("error", reject))
  return {
    stop: async () => {
      const answered = new Promise<Record<string, PacedFigures>>((resolve) =>
        thread.once("message", (figures: Record<string, PacedFigures>) => resolve(figures))
      )
      thread.postMessage("stop")
      const figures = await Promise.race([answered, failed])
      await thread.terminate()
      return figures
    }
  }
}
