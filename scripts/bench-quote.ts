/**
 * npm run bench:quote [-- --rounds N] [--drivers D] [--database NAME] [--reuse] [--pdf-ahead A]
 *
 * A quote's drivers in one call against the same reports one by one: seeds a fresh PostgreSQL database
 * (NAME, default portal_bench_quote, on the server of DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
 * with the demo world and D generated drivers (default 10,000), starts the real portal in-process, signs
 * in as Northwind's analyst, and for each of N rounds (default 30, after 3 not counted) times
 * POST /api/DriverReports/GenerateQuoteReports with 10 drivers, then the same 10 drivers' reports by
 * POST /api/DriverReports/GenerateReport one after the other, alternating which goes first. Every
 * report is new: each round has its own reference number, so no report is answered again from the
 * company's earlier pulls. PDF_AHEAD is 0 unless --pdf-ahead says otherwise (a quote renders no PDF
 * ahead; single generations would). Prints p50 and p99 of each and their ratio.
 * Target: a quote no slower than its reports one by one (ratio ≤ 1).
 */
import { parseArgs } from "node:util"
import { namedDriverRefs } from "../src/server/demo/namedDrivers"
import { signIn } from "../tests/api/support/signIn"
import { benchDatabase, number, percentile, prepareBenchDrivers, recreateDatabase, startPortal } from "./benchSupport"

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "30" },
    drivers: { type: "string", default: "10000" },
    database: { type: "string", default: "portal_bench_quote" },
    reuse: { type: "boolean", default: false },
    "pdf-ahead": { type: "string", default: "0" }
  }
})
const rounds = Number(values.rounds)
const warmup = 3
const database = benchDatabase(values.database)

const refs = Object.values(namedDriverRefs).slice(0, 10)
const drivers = refs.map((ref) => ({ jurisdictionCode: ref.jurisdiction, driverLicenceNumber: ref.licenceNumber }))

const post = async (url: string, token: string, body: unknown) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body)
  })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`)
  return text
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now()
  await work()
  return performance.now() - started
}

const main = async () => {
  console.log(`Quote benchmark: ${number(Number(values.drivers))} drivers on ${database.shown}, ${rounds} rounds of 10 drivers`)
  const kept = await recreateDatabase(database, values.reuse)
  await prepareBenchDrivers(database.url, Number(values.drivers), kept)
  const portal = await startPortal(database.url, { logLevel: "Warn", env: { PDF_AHEAD: values["pdf-ahead"] } })
  try {
    const token = (await signIn(portal.baseUrl, "analyst@northwind.example")).accessToken
    const zone = "ianaTimezone=America%2FToronto"
    const quote = (reference: string) =>
      post(`${portal.baseUrl}/api/DriverReports/GenerateQuoteReports?${zone}`, token, {
        drivers,
        comment: reference,
        driverReportOption: null
      }).then((text) => {
        const answers = (JSON.parse(text) as { drivers: ReadonlyArray<{ outcome: string }> }).drivers
        if (answers.some((answer) => answer.outcome !== "report")) throw new Error(`A driver was refused: ${text.slice(0, 300)}`)
      })
    const oneByOne = async (reference: string) => {
      for (const driver of drivers)
        await post(`${portal.baseUrl}/api/DriverReports/GenerateReport?${zone}`, token, {
          ...driver,
          comment: reference,
          driverReportOption: null
        })
    }
    const quoteMs: Array<number> = []
    const singleMs: Array<number> = []
    for (let round = 0; round < warmup + rounds; round++) {
      const first = round % 2 === 0
      const times = first
        ? [await timed(() => quote(`BQ${round}Q`)), await timed(() => oneByOne(`BQ${round}S`))]
        : [await timed(() => oneByOne(`BQ${round}S`)), await timed(() => quote(`BQ${round}Q`))].reverse()
      if (round < warmup) continue
      quoteMs.push(times[0]!)
      singleMs.push(times[1]!)
      process.stdout.write(`\r  round ${round - warmup + 1} / ${rounds}   `)
    }
    process.stdout.write("\n")
    const figures = (latencies: Array<number>) => {
      const sorted = [...latencies].sort((a, b) => a - b)
      return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
    }
    const q = figures(quoteMs)
    const s = figures(singleMs)
    console.log("  10 drivers                            p50 ms   p99 ms")
    console.log(`  one quote call                       ${number(q.p50, 1).padStart(7)}  ${number(q.p99, 1).padStart(7)}`)
    console.log(`  10 GenerateReport calls, in turn     ${number(s.p50, 1).padStart(7)}  ${number(s.p99, 1).padStart(7)}`)
    console.log(
      `  ratio quote / one by one             ${number(q.p50 / s.p50, 2).padStart(7)}  ${number(q.p99 / s.p99, 2).padStart(7)}`
    )
  } finally {
    await portal.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
