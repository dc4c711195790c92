/**
 * npm run bench:load [-- --users N] [--think S[,S…]] [--minutes M] [--drivers D] [--reuse] [--database NAME]
 *                       [--pdf-workers W] [--pdf-queue Q] [--pdf-ahead A]
 *
 * N users (default 100) doing what users do, against two portal instances run as separate processes
 * on one PostgreSQL database behind one address that sends requests to each in turn (round robin).
 * The database (NAME, default portal_load, on the server of DATABASE_URL, else the local test server)
 * is seeded with D generated drivers (default 100,000) unless --reuse finds it; the users are accounts
 * of their own there, each signed in through the identity provider as the browser does.
 *
 * Each user, with a think time between steps (S seconds, from half to one and a half times it):
 * searches a driver by licence, generates the driver's report, asks for its PDF (a 503 with Retry-After
 * is sent again after that wait, as the browser does; the PDF's time runs from the first request to the
 * PDF delivered), opens the report history and generates a vehicle report. Every scenario (default:
 * 6 s, then 1 s think) runs M minutes (default 2) and prints, per step, count, p50, p99, max and
 * errors by status, the 503s apart, every instance's peak resident memory, and the targets: at 6 s
 * think, the PDF's p99 under 1 s; at 1 s think, no request waiting more than 10 s and the 503s
 * answered at once; and in every scenario, no 429 (the limits on harvesting are the default ones).
 */
import { parseArgs } from "node:util"
import {
  sharedSettings,
  startInstance,
  startRoundRobin,
  stopInstances,
  waitUntilReady,
  type Instance
} from "../tests/api/support/instances"
import { driverPdfRenders } from "../tests/api/support/pdfRenderCounts"
import { watchMemory } from "./benchInstances"
import { operations, ScenarioFigures, simulateUser, type LoadState, type Sample } from "./benchLoadUser"
import { createLoadUsers, signInAsBrowser, type Session, type SignInProgress } from "./benchLoadUsers"
import { benchDatabase, freePort, number, percentile, prepareBenchDrivers, recreateDatabase, withSql } from "./benchSupport"

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "100" },
    think: { type: "string", default: "6,1" },
    minutes: { type: "string", default: "2" },
    drivers: { type: "string", default: "100000" },
    reuse: { type: "boolean", default: false },
    database: { type: "string", default: "portal_load" },
    "pdf-workers": { type: "string" },
    "pdf-queue": { type: "string" },
    /** PDF_AHEAD on both instances: 0 renders every PDF when asked, to compare with PDFs rendered ahead. */
    "pdf-ahead": { type: "string" }
  }
})
const users = Number(values.users)
const thinks = values.think.split(",").map(Number)
const minutes = Number(values.minutes)
const drivers = Number(values.drivers)
const database = benchDatabase(values.database)
if (!Number.isInteger(users) || users < 1 || thinks.some((t) => !(t > 0)) || !(minutes > 0)) {
  console.error("usage: npm run bench:load -- [--users N] [--think S[,S…]] [--minutes M] [--drivers D] [--reuse]")
  process.exit(2)
}

/** The targets of the issue, each at the think time it is set for. */
const pdfP99TargetMs = 1_000
const longestRequestTargetMs = 10_000
/** Load before the first scenario, sign-ins included, so that no scenario measures the instances' first renders. */
const warmUpSeconds = 30

/** A 503 "at once": without waiting for a worker. */
const busyAtOnceMs = 500

const prepareDatabase = async () => {
  const kept = await recreateDatabase(database, values.reuse)
  const started = Date.now()
  await prepareBenchDrivers(database.url, drivers, kept)
  const [counts] = await withSql(
    database.url,
    (sql) => sql<{ drivers: number }>`SELECT (SELECT count(*) FROM driver)::int AS drivers`
  )
  console.log(
    `\n  database ${database.name}: ${number(counts!.drivers)} drivers (${kept ? "kept" : `seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`})`
  )
}

const samples = async () => {
  const drivers = await withSql(
    database.url,
    (sql) =>
      sql<Sample>`
      SELECT d.licence_number, j.jurisdiction_code AS jurisdiction FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
      ORDER BY md5(d.id::text) LIMIT 5000`
  )
  const vins = await withSql(
    database.url,
    (sql) => sql<{ vin: string }>`SELECT vin FROM (SELECT DISTINCT vin FROM policy_vehicle) v ORDER BY md5(vin) LIMIT 5000`
  )
  return { drivers, vins: vins.map((v) => v.vin) }
}

const mb = (bytes: number) => `${number(bytes / 1024 / 1024)} MB`
const ms = (value: number) => (Number.isNaN(value) ? "-" : number(value))
const verdict = (met: boolean) => (met ? "met" : "NOT met")

const printScenario = (
  thinkSeconds: number,
  figures: ScenarioFigures,
  memory: ReadonlyArray<{ name: string; bytes: number }>,
  seconds: number
) => {
  console.log(
    `\n  ${users} users, think ${thinkSeconds} s (from ${thinkSeconds / 2} to ${thinkSeconds * 1.5} s), ${number(seconds)} s measured`
  )
  console.log("  step                                  count   p50 ms   p99 ms   max ms   errors        503 then retried")
  for (const operation of operations) {
    const s = figures.summary(operation)
    const errors = [...s.errors].map(([status, n]) => `${n}×${status === 0 ? "no answer" : status}`).join(" ") || "0"
    const label = operation === "driver report PDF" ? "driver report PDF (asked to delivered)" : operation
    console.log(
      `  ${label.padEnd(38)} ${number(s.count).padStart(5)}  ${ms(s.p50).padStart(7)}  ${ms(s.p99).padStart(7)}  ${ms(s.max).padStart(7)}` +
        `   ${errors.padEnd(12)}  ${s.busy}`
    )
  }
  const requests = [...figures.requests].sort((a, b) => a - b)
  const statuses = [...figures.statuses].sort(([a], [b]) => a - b)
  console.log(
    `  every request (${number(requests.length)}, ${number(requests.length / seconds, 1)}/s): p50 ${ms(percentile(requests, 50))} ms, ` +
      `p99 ${ms(percentile(requests, 99))} ms, max ${ms(requests.at(-1)!)} ms; answers ${statuses.map(([s, n]) => `${s === 0 ? "none" : s}: ${n}`).join(", ")}`
  )
  console.log(`  peak resident memory: ${memory.map((m) => `instance ${m.name} ${mb(m.bytes)}`).join(", ")}`)
  const pdf = figures.summary("driver report PDF")
  const tooMany = figures.statuses.get(429) ?? 0
  const busy = [...figures.busyAnswers].sort((a, b) => a - b)
  const longest = requests.at(-1) ?? 0
  const atScale = users >= 100
  const of = (t: number) => (atScale && thinkSeconds === t ? "" : ` (set for 100 users at ${t} s think)`)
  console.log(`  target 429 answers = 0 (default limits on harvesting): ${verdict(tooMany === 0)} (${tooMany})`)
  console.log(`  target PDF p99 < ${number(pdfP99TargetMs)} ms${of(6)}: ${verdict(pdf.p99 < pdfP99TargetMs)} (${ms(pdf.p99)} ms)`)
  console.log(
    `  target no request waits more than ${longestRequestTargetMs / 1000} s${of(1)}: ${verdict(longest <= longestRequestTargetMs)} ` +
      `(longest ${ms(longest)} ms)`
  )
  const atOnce = busy.filter((t) => t < busyAtOnceMs).length
  console.log(
    `  503 with Retry-After: ${busy.length === 0 ? "none" : `${busy.length}, ${atOnce} at once (< ${busyAtOnceMs} ms), the slowest in ${ms(busy.at(-1)!)} ms`}` +
      " (those not at once waited for a worker past their time)"
  )
}

/** Guards the instances' /metrics, read for their PDF renders. */
const metricsToken = crypto.randomUUID()

/** PDF renders each instance has made so far: asked for, and ahead of the asking (from its /metrics). */
const pdfRenders = async (instances: ReadonlyArray<Instance>) => {
  let asked = 0
  let ahead = 0
  for (const instance of instances) {
    const text = await (
      await fetch(`${instance.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    ).text()
    asked += driverPdfRenders(text, "driver")
    ahead += driverPdfRenders(text, "driver ahead")
  }
  return { asked, ahead }
}

const main = async () => {
  console.log(
    `Load benchmark: ${users} users, think ${thinks.join(" s then ")} s, ${minutes} min each, two instances behind one ` +
      `round-robin address, on ${database.shown}`
  )
  await prepareDatabase()
  const emails = await createLoadUsers(withSql, database.url, users)
  const { drivers: driverSamples, vins } = await samples()

  const proxyPort = await freePort()
  const proxyUrl = `http://localhost:${proxyPort}`
  const settings = {
    ...sharedSettings(database.url, proxyUrl),
    ...(values["pdf-workers"] ? { PDF_WORKERS: values["pdf-workers"] } : {}),
    ...(values["pdf-queue"] ? { PDF_QUEUE: values["pdf-queue"] } : {}),
    ...(values["pdf-ahead"] ? { PDF_AHEAD: values["pdf-ahead"] } : {}),
    METRICS_TOKEN: metricsToken
  }
  const instances: Array<Instance> = []
  for (const name of ["a", "b"]) instances.push(startInstance(name, await freePort(), settings))
  const stopAll = async () => {
    memory.stop()
    proxy?.closeAllConnections()
    proxy?.close()
    await stopInstances(instances)
  }
  const memory = watchMemory(instances)
  let proxy: Awaited<ReturnType<typeof startRoundRobin>> | undefined
  try {
    await Promise.all(instances.map(waitUntilReady))
    proxy = await startRoundRobin(instances, proxyPort)
    console.log(
      `  instances a and b ready (${instances.map((i) => i.baseUrl).join(", ")}), PDF_WORKERS ${settings.PDF_WORKERS ?? "default"}, ` +
        `PDF_QUEUE ${settings.PDF_QUEUE ?? "default"}, PDF_AHEAD ${settings.PDF_AHEAD ?? "default"}; round robin on ${proxyUrl}`
    )

    const state: LoadState = { current: undefined, thinkSeconds: thinks[0]!, stopped: false }
    const progress: SignInProgress = { lookupsRefused: 0, failures: [], started: Date.now() }
    // Users start working as they sign in: the sign-ins are the warm-up, outside every scenario.
    const running: Array<Promise<void>> = []
    const sessions: Array<Session> = []
    let nextUser = 0
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = nextUser++; i < emails.length; i = nextUser++) {
          const session = await signInAsBrowser(proxyUrl, emails[i]!, progress)
          sessions.push(session)
          running.push(
            simulateUser({
              baseUrl: proxyUrl,
              session,
              language: i % 3 === 2 ? "french" : "english",
              drivers: driverSamples,
              vins,
              state
            })
          )
        }
      })
    )
    const signedIn = Date.now()
    console.log(
      `  ${sessions.length} users signed in through the provider in ${number((Date.now() - progress.started) / 1000)} s from one ` +
        `address, as the sign-in look-up limit allows (${progress.lookupsRefused} look-ups answered 429 and asked again)`
    )
    if (progress.failures.length > 0)
      console.log(`  sign-ins tried again after not reaching the callback: ${progress.failures.join("; ")}`)

    // The PDF workers' first renders load their code: the load runs unmeasured until it has run warmUpSeconds in all.
    const warmUpLeft = warmUpSeconds * 1000 - (signedIn - progress.started)
    if (warmUpLeft > 0) await new Promise((resolve) => setTimeout(resolve, warmUpLeft))

    for (const [index, thinkSeconds] of thinks.entries()) {
      state.thinkSeconds = thinkSeconds
      // After a change of think time, the users' pace settles before the scenario is measured.
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(15, 2 * thinks[index - 1]!) * 1000))
      const figures = new ScenarioFigures()
      memory.reset()
      const rendersBefore = await pdfRenders(instances)
      const started = Date.now()
      state.current = figures
      await new Promise((resolve) => setTimeout(resolve, minutes * 60_000))
      state.current = undefined
      const seconds = (Date.now() - started) / 1000
      await figures.settled(60_000)
      const rendersAfter = await pdfRenders(instances)
      printScenario(thinkSeconds, figures, memory.peaks(), seconds)
      console.log(
        `  driver PDFs rendered: ${rendersAfter.ahead - rendersBefore.ahead} ahead of the asking, ` +
          `${rendersAfter.asked - rendersBefore.asked} when asked for`
      )
    }
    state.stopped = true
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 60_000))])
  } finally {
    await stopAll()
  }
  console.log("\n  Figures measured on a machine shared with other work are noisy: compare runs, not single figures.")
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
