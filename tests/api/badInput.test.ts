import { Arbitrary, Effect, Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { correctionRequests } from "./support/correctionRequests"
import { operations, sendRaw, type Operation, type RawRequest, type RawResponse } from "./support/operations"
import { usePortal } from "./support/portal"
import { signIn } from "./support/signIn"

const portal = usePortal()
let token = ""

/** A fixed seed and a bounded number of runs keep the run repeatable and short. */
const seed = 20250827
const runsPerOperation = 20

beforeAll(async () => {
  // Bureau staff hold every function, so requests reach decoding and the handlers.
  token = (await signIn(portal.baseUrl, "admin@bureau.example")).accessToken
})

/** Rows of every table a request can change, and a digest of the single-row settings. */
const databaseState = () =>
  portal
    .sql(
      (sql) => sql<{ state: string }>`
        SELECT concat_ws(',',
          (SELECT count(*) FROM driver_report), (SELECT count(*) FROM vehicle_report),
          (SELECT count(*) FROM report_pdf), (SELECT count(*) FROM vehicle_report_pdf),
          (SELECT count(*) FROM report_pdf_document), (SELECT count(*) FROM vehicle_report_pdf_document),
          (SELECT count(*) FROM content_change), (SELECT count(*) FROM terms_of_service),
          (SELECT count(*) FROM terms_acceptance), (SELECT count(*) FROM user_access_history),
          (SELECT count(*) FROM portal_user),
          (SELECT count(*) FROM driver), (SELECT count(*) FROM claim WHERE NOT on_hold), (SELECT count(*) FROM policy_operator),
          (SELECT count(*) FROM data_correction), (SELECT count(*) FROM ninety_days_data_correction), (SELECT count(*) FROM mail_outbox),
          (SELECT md5(string_agg(concat_ws('|', id, full_name, full_address, date_of_birth, gender_id, marital_status_id,
            driver_training_id, years_licensed, alberta_grid_rating_date), '' ORDER BY id)) FROM driver WHERE licence_number ~ '9'),
          (SELECT md5(string_agg(concat_ws('|', start_date, end_date, message_en, message_fr), '')) FROM system_message),
          (SELECT md5(string_agg(concat_ws('|', text_en, text_fr), '')) FROM contact_us),
          (SELECT md5(string_agg(concat_ws('|', id, accepted_terms_version, is_disabled), '' ORDER BY id)) FROM portal_user),
          (SELECT md5(string_agg(concat_ws('|', id, url, event_types, secret_hint), '' ORDER BY id)) FROM webhook_endpoint),
          (SELECT count(*) FROM webhook_delivery)
        ) AS state`
    )
    .then(([row]) => row!.state)

/** Text that only a failure inside the server would put in an answer. */
const leaks = [
  /\n\s+at\s/,
  /node_modules/,
  /\.tsx?:\d+/,
  /SqlError|PostgresError|syntax error at or near|invalid input syntax|out of range for type|violates|relation "|column "|current transaction is aborted|invalid byte sequence|unsupported Unicode escape/i
]

type Wire = { params: Record<string, string>; query: Array<[string, string]>; body: unknown }

const mutations = [
  "wrongType",
  "missingField",
  "extraField",
  "boundaryLength",
  "controlCharacter",
  "loneSurrogate",
  "hugeNumber",
  "unknownEnum",
  "malformedJson",
  "sqlText",
  "unknownQueryParameter",
  "impossibleDate"
] as const
type Mutation = (typeof mutations)[number]

const lengths = [0, 1, 2, 3, 17, 18, 20, 21, 30, 31, 64, 65, 100, 101, 200, 201, 254, 255, 300, 301, 2000, 2001, 100_001]
const controls = ["\u0000", "\u0001", "\u0007", "\u0008", "\u000b", "\u001b", "\u007f", "\u0085", "\u009f"]
const surrogates = ["\ud800", "\udbff", "\udc00", "\udfff", "a\ud83d", "\ude00b"]
const numbers: ReadonlyArray<unknown> = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53 + 2,
  1e308,
  -1,
  0,
  1.5,
  "1".repeat(10_000),
  "9".repeat(400),
  "1e309",
  "NaN",
  "Infinity",
  "0x10",
  " 7",
  "-0"
]
const wrongValues: ReadonlyArray<unknown> = ["text", 12, true, null, [], {}, [1, "a"], { nested: { deeper: [] } }]
const malformed = ["{", "[1,", '"', '{"a":1}}', "null", "[".repeat(5000) + "]".repeat(5000), "\u0000", "{'single':'quotes'}"]
const sql = ["' OR 1=1 --", "'; DROP TABLE driver_report; --", "\\'; SELECT pg_sleep(0) --", "%' AND '%'='"]
const enums = ["klingon", "ENGLISH", "En", "", "english ", "0"]
/** yyyy-MM-dd in shape, yet no such day (PostgreSQL would refuse each). */
const impossibleDates = ["2024-02-30", "0000-00-00", "2025-13-01", "2023-02-29", "2024-04-31", "0000-01-01", "2024-00-10"]

const pick = <A>(items: ReadonlyArray<A>, n: number): A => items[n % items.length]!

/** Where a value can go: a path parameter, a query parameter or a payload field (or item). */
type Slot = { kind: "param"; key: string } | { kind: "query"; index: number } | { kind: "body"; key: string | number }

const slotsOf = (wire: Wire): Array<Slot> => [
  ...Object.keys(wire.params).map((key) => ({ kind: "param" as const, key })),
  ...wire.query.map((_, index) => ({ kind: "query" as const, index })),
  ...(Array.isArray(wire.body)
    ? wire.body.map((_, key) => ({ kind: "body" as const, key }))
    : wire.body !== null && typeof wire.body === "object"
      ? Object.keys(wire.body).map((key) => ({ kind: "body" as const, key }))
      : [])
]

const setSlot = (wire: Wire, slot: Slot, value: unknown): Wire => {
  if (slot.kind === "param") return { ...wire, params: { ...wire.params, [slot.key]: String(value) } }
  if (slot.kind === "query") {
    const query = [...wire.query]
    query[slot.index] = [query[slot.index]![0], String(value)]
    return { ...wire, query }
  }
  if (Array.isArray(wire.body)) {
    const body = [...wire.body]
    body[slot.key as number] = value
    return { ...wire, body }
  }
  return { ...wire, body: { ...(wire.body as object), [slot.key]: value } }
}

const removeSlot = (wire: Wire, slot: Slot): Wire => {
  if (slot.kind === "param") return { ...wire, params: { ...wire.params, [slot.key]: "" } }
  if (slot.kind === "query") return { ...wire, query: wire.query.filter((_, i) => i !== slot.index) }
  if (Array.isArray(wire.body)) return { ...wire, body: wire.body.filter((_, i) => i !== slot.key) }
  return { ...wire, body: Object.fromEntries(Object.entries(wire.body as object).filter(([key]) => key !== slot.key)) }
}

const valueAt = (wire: Wire, slot: Slot): unknown =>
  slot.kind === "param"
    ? wire.params[slot.key]
    : slot.kind === "query"
      ? wire.query[slot.index]![1]
      : (wire.body as Record<string | number, unknown>)[slot.key]

/** Inserts `text` inside the slot's value (or replaces a value that is not text). */
const inject = (wire: Wire, slot: Slot | undefined, text: string, n: number): Wire => {
  if (!slot) return { ...wire, query: [...wire.query, ["x", text]] }
  const current = valueAt(wire, slot)
  const base = typeof current === "string" ? current : ""
  const at = base.length === 0 ? 0 : n % (base.length + 1)
  return setSlot(wire, slot, base.slice(0, at) + text + base.slice(at))
}

const isDateText = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)

/** The paths of every yyyy-MM-dd text in a value, however deep (termStartDates[0], policyTerm[0].termEndDate). */
const datePaths = (value: unknown, path: ReadonlyArray<string | number> = []): Array<ReadonlyArray<string | number>> =>
  isDateText(value)
    ? [path]
    : value !== null && typeof value === "object"
      ? Object.entries(value).flatMap(([key, item]) => datePaths(item, [...path, Array.isArray(value) ? Number(key) : key]))
      : []

const setPath = (value: unknown, path: ReadonlyArray<string | number>, replacement: unknown): unknown => {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? setPath(item, rest, replacement) : item))
  const record = value as Record<string, unknown>
  return { ...record, [head!]: setPath(record[head!], rest, replacement) }
}

/** One of the request's dates (in the query or the body) becomes a day that does not exist. */
const withImpossibleDate = (wire: Wire, date: string, n: number): Wire => {
  const inQuery = wire.query.flatMap(([, value], index) => (isDateText(value) ? [index] : []))
  const inBody = datePaths(wire.body)
  const count = inQuery.length + inBody.length
  if (count === 0) return wire
  const at = n % count
  if (at < inQuery.length) return setSlot(wire, { kind: "query", index: inQuery[at]! }, date)
  return { ...wire, body: setPath(wire.body, inBody[at - inQuery.length]!, date) }
}

const mutate = (wire: Wire, mutation: Mutation, n: number): Wire => {
  const slots = slotsOf(wire)
  const slot = slots.length > 0 ? pick(slots, n) : undefined
  const m = Math.floor(n / 7)
  switch (mutation) {
    case "wrongType":
      return slot ? setSlot(wire, slot, pick(wrongValues, m)) : { ...wire, body: pick(wrongValues, m) }
    case "missingField":
      return slot ? removeSlot(wire, slot) : { ...wire, body: {} }
    case "extraField":
      return wire.body !== null && typeof wire.body === "object" && !Array.isArray(wire.body)
        ? { ...wire, body: { ...wire.body, [pick(["unexpected", "__proto__", "constructor", "isIbc", "id"], m)]: 1 } }
        : { ...wire, body: wire.body === undefined ? { unexpected: 1 } : [wire.body, "extra"] }
    case "boundaryLength":
      return slot ? setSlot(wire, slot, "a".repeat(pick(lengths, m))) : wire
    case "controlCharacter":
      return inject(wire, slot, pick(controls, m), n)
    case "loneSurrogate":
      return inject(wire, slot, pick(surrogates, m), n)
    case "hugeNumber":
      return slot ? setSlot(wire, slot, pick(numbers, m)) : { ...wire, body: pick(numbers, m) }
    case "unknownEnum":
      return slot ? setSlot(wire, slot, pick(enums, m)) : wire
    case "malformedJson":
      return { ...wire, body: pick(malformed, m) }
    case "sqlText":
      return inject(wire, slot, pick(sql, m), n)
    case "impossibleDate":
      return withImpossibleDate(wire, pick(impossibleDates, m), n)
    case "unknownQueryParameter":
      return {
        ...wire,
        query: [...wire.query, [pick(["PageSize2", "page_size", "$where", "__proto__", "x", "lang\u0000"], m), "1"]]
      }
  }
}

/** The operation's requests as the contract would send them: values generated from its schemas, encoded. */
const requestArbitrary = (operation: Operation) => {
  const { params, query, payload } = operation.endpoint
  const body = [...payload.values()][0]?.schemas[0]
  const from = (schema: Schema.Top | undefined) =>
    schema
      ? Arbitrary.map(Arbitrary.schema(schema), (value) =>
          Schema.encodeUnknownSync(schema as Schema.Codec<unknown, unknown>)(value)
        )
      : Arbitrary.Constant(undefined)
  // A streamed body (an SDC file) has no schema to derive values from: any text stands for it
  // (tests/api/sdcUpload.test.ts sends the files that are wrong in the ways a file can be).
  const bodyOf = (schema: Schema.Top | undefined) => {
    try {
      return from(schema)
    } catch {
      return Arbitrary.schema(Schema.String)
    }
  }
  return Arbitrary.all({
    params: from(params),
    query: from(query),
    body: bodyOf(body),
    mutation: Arbitrary.schema(Schema.Literals(mutations)),
    n: Arbitrary.schema(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })))
  })
}

const toWire = (value: { params: unknown; query: unknown; body: unknown }): Wire => ({
  params: (value.params ?? {}) as Record<string, string>,
  query: Object.entries((value.query ?? {}) as Record<string, string>),
  body: value.body
})

const describeRequest = (operation: Operation, wire: Wire, mutation: Mutation) =>
  `${operation.method} ${operation.path} (${mutation}) params=${JSON.stringify(wire.params).slice(0, 200)} query=${JSON.stringify(wire.query).slice(0, 200)} body=${JSON.stringify(wire.body)?.slice(0, 200)}`

const problemOf = (response: RawResponse, changed: boolean): string | undefined => {
  if (response.status >= 500) return `answered ${response.status}: ${response.text.slice(0, 300)}`
  const leak = leaks.find((pattern) => pattern.test(response.text))
  if (leak) return `leaked ${leak}: ${response.text.slice(0, 300)}`
  if (response.status >= 400 && changed) return `refused with ${response.status} but changed the database`
  return undefined
}

describe("bad input derived from the schemas", () => {
  it("never answers a 5xx, a stack or SQL text, nor changes the database for a refused request", async () => {
    const started = performance.now()
    let sent = 0
    const statuses = new Map<number, number>()
    const failures: Array<string> = []
    for (const operation of operations) {
      const protectedCall = operation.access?._tag !== "Public" && operation.access?._tag !== "Link"
      let before = await databaseState()
      const result = await Effect.runPromise(
        Arbitrary.checkEffect(
          requestArbitrary(operation),
          (value) =>
            Effect.promise(async () => {
              const wire = mutate(toWire(value), value.mutation, value.n)
              const request: RawRequest = { params: wire.params, query: wire.query, body: wire.body }
              const response = await sendRaw(portal.baseUrl, operation, request, protectedCall ? token : undefined)
              const after = await databaseState()
              const problem = problemOf(response, after !== before)
              before = after
              sent++
              statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
              if (problem) failures.push(`${describeRequest(operation, wire, value.mutation)}: ${problem}`)
              return true
            }),
          { seed, runs: runsPerOperation, maxShrinks: 0 }
        )
      )
      expect(result._tag, operation.key).not.toBe("Exhausted")
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`)
    console.log(
      `Bad input: ${sent} generated requests over ${operations.length} operations in ${seconds} s (${byStatus.join(", ")})`
    )
    expect(failures).toEqual([])
  }, 240_000)
})

describe("bad input derived from valid correction calls", () => {
  /** Mutations of calls that reach the rules and the database, where random ids stop at 404. */
  const requests = correctionRequests(() => portal.baseUrl)
  const perOperation = mutations.length

  it("never answers a 5xx, a stack or SQL text, nor changes the database for a refused correction", async () => {
    const failures: Array<string> = []
    let sent = 0
    for (const [key, build] of Object.entries(requests)) {
      const operation = operations.find((o) => o.key === key)!
      const valid = await build({ token, corrects: true })
      const wire: Wire = { params: { ...valid.params }, query: (valid.query ?? []).map(([k, v]) => [k, v]), body: valid.body }
      for (let n = 0; n < perOperation; n++) {
        const mutation = mutations[n % mutations.length]!
        const mutated = mutate(wire, mutation, n * 7919)
        const before = await databaseState()
        const response = await sendRaw(portal.baseUrl, operation, mutated, token)
        const problem = problemOf(response, (await databaseState()) !== before)
        sent++
        if (problem) failures.push(`${describeRequest(operation, mutated, mutation)}: ${problem}`)
      }
    }
    expect(sent).toBeGreaterThan(200)
    expect(failures).toEqual([])
  }, 240_000)
})

describe("ids and text under the shared rules", () => {
  const historySearch = operations.find((o) => o.key === "driverReports.historySearch")!
  const getById = operations.find((o) => o.key === "driverReports.getById")!
  const search = operations.find((o) => o.key === "driverReports.search")!
  const putContactUs = operations.find((o) => o.key === "contentAdministration.putContactUs")!
  const send = (operation: Operation, request: RawRequest) => sendRaw(portal.baseUrl, operation, request, token)
  const badRequest = (response: RawResponse) => ({
    status: response.status,
    code: (JSON.parse(response.text) as { code?: string }).code
  })

  it("answers 400 to an id of 10,000 digits, to 2^31, to 0 and to a negative id", async () => {
    for (const id of ["1".repeat(10_000), String(2 ** 31), "0", "-5", "1.5"]) {
      const response = await send(getById, { params: { reportId: id, contextId: "0" } })
      expect(badRequest(response), id.slice(0, 20)).toEqual({ status: 400, code: "ERROR_400_INVALID_REQUEST" })
    }
    const inPayload = await send(search, { body: { driverReportOption: 2 ** 31 } })
    expect(inPayload.status).toBe(400)
  })

  it("answers 400 to NUL, control characters and lone surrogates in text, in a payload and in a query", async () => {
    for (const text of ["Smith\u0000", "\u001bSmith", "Smith\ud800", "\udc00"]) {
      const payload = await send(search, { body: { fullName: text, yearOfBirth: 1970 } })
      expect(badRequest(payload), JSON.stringify(text)).toEqual({ status: 400, code: "ERROR_400_INVALID_REQUEST" })
    }
    // A URL carries UTF-8: the bytes of a lone surrogate decode as U+FFFD, so only control characters reach the rule there.
    for (const text of ["Smith\u0000", "\u001bSmith", "\u007f"]) {
      const query = await send(historySearch, { query: [["driverName", text]] })
      expect(badRequest(query), JSON.stringify(text)).toEqual({ status: 400, code: "ERROR_400_INVALID_REQUEST" })
    }
    const unchanged = await databaseState()
    const put = await send(putContactUs, { body: { textEn: "Call us\u0000", textFr: "Appelez-nous" } })
    expect(put.status).toBe(400)
    expect(await databaseState()).toBe(unchanged)
  })

  it("keeps line breaks, tabs and characters beyond the basic plane in long text", async () => {
    const put = await send(putContactUs, { body: { textEn: "Call us\n\t📞 1-800", textFr: "Appelez-nous\r\n📞" } })
    expect(put.status).toBe(200)
  })
})

describe("query parameters the contract does not name", () => {
  const historySearch = operations.find((o) => o.key === "driverReports.historySearch")!
  const functions = operations.find((o) => o.key === "functions.list")!
  const contactUs = operations.find((o) => o.key === "publicContent.getContactUs")!
  const send = (operation: Operation, query: Array<[string, string]>, withToken = true) =>
    sendRaw(portal.baseUrl, operation, { query }, withToken ? token : undefined)

  it("refuses an unknown query parameter with 400, on protected and public calls alike", async () => {
    expect(
      (
        await send(historySearch, [
          ["pageSize", "1"],
          ["pageSise", "1"]
        ])
      ).status
    ).toBe(400)
    expect((await send(functions, [["debug", "1"]])).status).toBe(400)
    expect(
      (
        await send(
          contactUs,
          [
            ["lang", "en"],
            ["x", "1"]
          ],
          false
        )
      ).status
    ).toBe(400)
  })

  it("answers 401 before looking at the query of a protected call without a token", async () => {
    expect((await send(functions, [["debug", "1"]], false)).status).toBe(401)
  })

  it("accepts the casing the spec writes (PageSize, PageNumber) and pages with it", async () => {
    const paged = await send(historySearch, [
      ["PageSize", "1"],
      ["PageNumber", "1"],
      ["fromDate", "2000-01-01"]
    ])
    expect(paged.status).toBe(200)
    expect((JSON.parse(paged.text) as { data: Array<unknown> }).data.length).toBeLessThanOrEqual(1)
  })

  it("refuses a parameter given twice, in either casing", async () => {
    expect(
      (
        await send(historySearch, [
          ["pageSize", "1"],
          ["PageSize", "2"]
        ])
      ).status
    ).toBe(400)
    expect(
      (
        await send(historySearch, [
          ["pageSize", "1"],
          ["pageSize", "2"]
        ])
      ).status
    ).toBe(400)
  })
})
