/**
 * The name-search part of bench:reports: the driver search by name (POST /api/DriverReports/Search)
 * measured over HTTP as Northwind's analyst at concurrencies 1 and 8, with names as an underwriter
 * types them: the full name as stored, the first and last names without the middle one, a shortened
 * first name with the surname, surname first, and a surname with a jurisdiction. Each kind is asked
 * for a set of drivers picked in a repeatable order, so that runs before and after a change of the
 * search ask the same questions. The mean count answered shows what each kind finds.
 */
import { signIn } from "../tests/api/support/signIn"
import { httpLoad, number, withSql, type BenchRequest } from "./benchSupport"

/** Drivers each kind of name is asked for. */
const driversPerKind = 100

interface Named {
  readonly fullName: string
  readonly jurisdiction: string
}

/** The words of a stored name: first, middle ones, last. */
const words = (name: string) => name.trim().split(/\s+/)

/** The kinds of names asked for, each a search payload made from a driver's stored name. */
const kinds: ReadonlyArray<{ readonly label: string; readonly payload: (d: Named) => object }> = [
  { label: "full name as stored", payload: (d) => ({ fullName: d.fullName }) },
  {
    label: "first and last name",
    payload: (d) => ({ fullName: `${words(d.fullName)[0]} ${words(d.fullName).at(-1)}` })
  },
  {
    label: "first 4 letters and last",
    payload: (d) => ({ fullName: `${words(d.fullName)[0]!.slice(0, 4)} ${words(d.fullName).at(-1)}` })
  },
  {
    label: "surname first",
    payload: (d) => ({ fullName: `${words(d.fullName).at(-1)} ${words(d.fullName)[0]}` })
  },
  {
    label: "surname + jurisdiction",
    payload: (d) => ({ fullName: words(d.fullName).at(-1), jurisdictionCode: d.jurisdiction })
  }
]

/** The driver search by name over HTTP, kind by kind. */
export const benchNameSearch = async (run: {
  readonly databaseUrl: string
  readonly baseUrl: string
  readonly requests: number
}) => {
  // Drivers with a first and a last name, in a random but repeatable order; the demo's Margaret Anne
  // Wilson (a middle name) among them.
  const drivers = await withSql(
    run.databaseUrl,
    (sql) =>
      sql<Named>`
      (SELECT d.full_name, j.jurisdiction_code AS jurisdiction FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
        WHERE d.full_name = 'Margaret Anne Wilson')
      UNION ALL
      (SELECT d.full_name, j.jurisdiction_code AS jurisdiction FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
        WHERE d.full_name LIKE '_% _%' ORDER BY md5(d.id::text) LIMIT ${driversPerKind - 1})`
  )
  const token = (await signIn(run.baseUrl, "analyst@northwind.example")).accessToken
  const cases = kinds.map((kind) => ({
    label: kind.label,
    requests: drivers.map((d): BenchRequest => ({ method: "POST", path: "/api/DriverReports/Search", body: kind.payload(d) }))
  }))
  // Driver by driver, every kind in turn.
  const mixed = drivers.flatMap((_, i) => cases.map((c) => c.requests[i]!))
  console.log(
    `\n  Driver search by name as Northwind's analyst (POST /api/DriverReports/Search), ${number(run.requests)} requests ` +
      `per level over ${number(drivers.length)} drivers; count: the mean count answered`
  )
  console.log("  names                        concurrency   p50 ms   p99 ms   req/s  errors     count")
  // Every kind warmed up first (each pool connection prepares and plans its statements), then measured.
  await httpLoad({ baseUrl: run.baseUrl, token, requests: mixed, total: 400, concurrency: 8 })
  for (const c of [...cases, { label: "all kinds mixed", requests: mixed }]) {
    for (const concurrency of [1, 8]) {
      const r = await httpLoad({ baseUrl: run.baseUrl, token, requests: c.requests, total: run.requests, concurrency })
      console.log(
        `  ${c.label.padEnd(28)} ${String(concurrency).padStart(11)}  ${number(r.p50, 1).padStart(7)}  ${number(r.p99, 1).padStart(7)}` +
          `  ${number(r.throughput).padStart(6)}  ${String(r.errors).padStart(6)}  ${number(r.meanCount, 1).padStart(8)}`
      )
    }
  }
}
