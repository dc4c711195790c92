import { Effect, Layer } from "effect"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import {
  ReportsRepository,
  type ReuseScope,
  type ReuseSince,
  type ReportsRepositoryShape
} from "../../src/server/db/reports/reportsRepository"
import type { ReportRequest } from "../../src/server/domain/reports/generateReport"
import { generateOrReuse, type Generation, type GenerationOutcome } from "../../src/server/domain/reports/reportReuse"
import type { KeyAnswer, KeyOf } from "../../src/server/domain/shared/idempotencyKey"
import { analyst, driverWithTerms, inMemoryReports, termRow } from "./inMemoryReports"

const driver = driverWithTerms([termRow(1, "2023-01-01", "2024-01-01"), termRow(2, "2024-01-01", "2025-01-01")])

const colleague = { ...analyst, id: 6, firstName: "Sam" }
const otherCompany = { ...analyst, id: 8, reportingCompanyId: 11 }

type Window = "none" | "sameDay" | "hours24"

/**
 * The reports' repository in memory with what reuse and Idempotency-Keys read: the company's window
 * (same day when unset), the stored reports a window may answer, the keys' kept answers, the turns taken.
 */
const inMemoryReuse = () => {
  const base = inMemoryReports(() => [driver])
  const windows = new Map<string, Window>()
  const kept = new Map<string, KeyAnswer & { requestHash: string; at: number }>()
  const turns: Array<string> = []
  /** The repository's now (the database's now() in the statements it stands for). */
  let clock = 0
  const service = Effect.runSync(
    Effect.gen(function* () {
      return yield* ReportsRepository
    }).pipe(Effect.provide(base.layer))
  )
  const companyOf = (o: { organizationId: number; reportingCompanyId: number | null }) =>
    `${o.organizationId}:${o.reportingCompanyId ?? 0}`
  const keyName = (key: KeyOf) => `${key.userId}|${key.operation}|${key.key}`
  const repository: ReportsRepositoryShape = {
    ...service,
    findReusableReport: (scope: ReuseScope, since: ReuseSince) =>
      Effect.sync(() => {
        const window = windows.get(companyOf(scope)) ?? "sameDay"
        if (window === "none") return undefined
        const from = Date.parse(window === "hours24" ? since.hours24 : since.sameDay)
        const found = base.stored
          .filter(
            (r) =>
              r.driverJurisdictionCode === scope.jurisdictionCode &&
              r.driverLicenceNumber === scope.licenceNumber &&
              companyOf(r) === companyOf(scope) &&
              r.yearsOfData === scope.yearsOfData &&
              r.referenceNumber === scope.referenceNumber &&
              Date.parse(r.reportDate) >= from &&
              !base.fromCorrection.has(r.id) &&
              !base.correctedSince.has(r.id)
          )
          .toSorted((a, b) => b.reportDate.localeCompare(a.reportDate))[0]
        return found && { id: found.id, reportDate: found.reportDate }
      }),
    waitForTurn: (name: string) =>
      Effect.sync(() => {
        turns.push(name)
      }),
    findKeptAnswer: (key: KeyOf, hours: number) =>
      Effect.sync(() => {
        const answer = kept.get(keyName(key))
        if (answer === undefined || answer.at <= clock - hours * 3_600_000) return undefined
        return { reportId: answer.reportId, reused: answer.reused, requestHash: answer.requestHash }
      }),
    keepAnswer: (key: KeyOf, answer: KeyAnswer & { requestHash: string }) =>
      Effect.sync(() => {
        kept.set(keyName(key), { ...answer, at: clock })
      })
  }
  const layer = Layer.succeed(ReportsRepository, repository)

  /** Asks for a report at `when` (ISO), as the api's generation does. */
  const ask = (
    when: string,
    options: {
      requestor?: ReportRequest["requestor"]
      fresh?: boolean
      key?: string
      requestHash?: string
      overrides?: Partial<Generation["request"]>
    } = {}
  ): Promise<GenerationOutcome> => {
    clock = Date.parse(when)
    const generation: Generation = {
      request: {
        driver: { jurisdictionCode: "AB", licenceNumber: "123456789" },
        requestor: options.requestor ?? analyst,
        ianaTimezone: "America/Edmonton",
        yearsOfData: null,
        referenceNumber: "REF-1",
        reportDate: when,
        ...options.overrides
      },
      fresh: options.fresh ?? false,
      ...(options.key !== undefined && {
        idempotency: { key: options.key, requestHash: options.requestHash ?? "payload-1" }
      })
    }
    return Effect.runPromise(generateOrReuse(generation, Temporal.Instant.from(when)).pipe(Effect.provide(layer)))
  }
  return { ask, stored: base.stored, windows, kept, turns, correctedSince: base.correctedSince }
}

const idOf = (outcome: GenerationOutcome) => {
  if (outcome._tag === "Generated") return outcome.generated.report.id
  if (outcome._tag === "Reused" || outcome._tag === "Replayed") return outcome.reportId
  throw new Error(`No report: ${outcome._tag}`)
}

describe("the same report is not bought twice", () => {
  it("answers the company's report of the day again, storing nothing, for any of its users", async () => {
    const store = inMemoryReuse()
    const first = await store.ask("2025-03-01T17:00:00.000Z")
    expect(first._tag).toBe("Generated")
    const again = await store.ask("2025-03-01T20:00:00.000Z", { requestor: colleague })
    expect(again).toEqual({ _tag: "Reused", reportId: idOf(first) })
    expect(store.stored).toHaveLength(1)
  })

  it("makes a new report for another company, other years of data or another reference number", async () => {
    const store = inMemoryReuse()
    await store.ask("2025-03-01T17:00:00.000Z")
    const others = [
      await store.ask("2025-03-01T17:10:00.000Z", { requestor: otherCompany }),
      await store.ask("2025-03-01T17:20:00.000Z", { overrides: { yearsOfData: 3 } }),
      await store.ask("2025-03-01T17:30:00.000Z", { overrides: { referenceNumber: "REF-2" } }),
      await store.ask("2025-03-01T17:40:00.000Z", { overrides: { referenceNumber: null } })
    ]
    expect(others.map((o) => o._tag)).toEqual(["Generated", "Generated", "Generated", "Generated"])
    expect(store.stored).toHaveLength(5)
  })

  it("makes a new report when asked for a fresh one", async () => {
    const store = inMemoryReuse()
    const first = await store.ask("2025-03-01T17:00:00.000Z")
    const fresh = await store.ask("2025-03-01T17:05:00.000Z", { fresh: true })
    expect(fresh._tag).toBe("Generated")
    expect(idOf(fresh)).not.toBe(idOf(first))
    expect(store.stored).toHaveLength(2)
    // The newest of the day is the one answered after.
    expect(await store.ask("2025-03-01T18:00:00.000Z")).toEqual({ _tag: "Reused", reportId: idOf(fresh) })
  })

  it("counts the day from midnight where the requester is, and 24 hours back when the company chose so", async () => {
    const store = inMemoryReuse()
    // 23:30 on 1 March in Edmonton (UTC-7).
    const late = await store.ask("2025-03-02T06:30:00.000Z")
    expect(await store.ask("2025-03-02T06:50:00.000Z")).toEqual({ _tag: "Reused", reportId: idOf(late) })
    // 00:30 on 2 March in Edmonton: another day.
    const nextDay = await store.ask("2025-03-02T07:30:00.000Z")
    expect(nextDay._tag).toBe("Generated")

    const hours = inMemoryReuse()
    hours.windows.set("1:10", "hours24")
    const evening = await hours.ask("2025-03-02T06:30:00.000Z")
    expect(await hours.ask("2025-03-03T06:00:00.000Z")).toEqual({ _tag: "Reused", reportId: idOf(evening) })
    expect((await hours.ask("2025-03-03T06:31:00.000Z"))._tag).toBe("Generated")
  })

  it("never answers again for a company that turned reuse off", async () => {
    const store = inMemoryReuse()
    store.windows.set("1:10", "none")
    await store.ask("2025-03-01T17:00:00.000Z")
    expect((await store.ask("2025-03-01T17:01:00.000Z"))._tag).toBe("Generated")
    expect(store.stored).toHaveLength(2)
  })

  it("makes a new report once the driver's data was corrected after the one of the day", async () => {
    const store = inMemoryReuse()
    const first = await store.ask("2025-03-01T17:00:00.000Z")
    store.correctedSince.set(idOf(first), "2025-03-01T17:30:00.000Z")
    expect((await store.ask("2025-03-01T18:00:00.000Z"))._tag).toBe("Generated")
  })

  it("takes the company's turn on the driver before looking, so that two asking at once get one report", async () => {
    const store = inMemoryReuse()
    await store.ask("2025-03-01T17:00:00.000Z")
    expect(store.turns).toEqual(["reuse:1:10:AB:123456789"])
    await store.ask("2025-03-01T17:00:00.000Z", { fresh: true })
    expect(store.turns).toHaveLength(1)
  })
})

describe("an Idempotency-Key", () => {
  it("answers a retried call with its first report, storing nothing more, for 24 hours", async () => {
    const store = inMemoryReuse()
    const first = await store.ask("2025-03-01T17:00:00.000Z", { key: "k-1", fresh: true })
    expect(first._tag).toBe("Generated")
    const retried = await store.ask("2025-03-02T16:59:00.000Z", { key: "k-1", fresh: true })
    expect(retried).toEqual({ _tag: "Replayed", reportId: idOf(first), reused: false })
    expect(store.stored).toHaveLength(1)
    // A day later the key is free again: the fresh report is made.
    const later = await store.ask("2025-03-02T17:00:00.000Z", { key: "k-1", fresh: true })
    expect(later._tag).toBe("Generated")
    expect(store.stored).toHaveLength(2)
  })

  it("refuses the key with another request, storing nothing", async () => {
    const store = inMemoryReuse()
    await store.ask("2025-03-01T17:00:00.000Z", { key: "k-1" })
    const other = await store.ask("2025-03-01T17:01:00.000Z", {
      key: "k-1",
      requestHash: "payload-2",
      overrides: { referenceNumber: "REF-2" }
    })
    expect(other).toEqual({ _tag: "KeyReused" })
    expect(store.stored).toHaveLength(1)
  })

  it("says the first answer was a reuse when it was", async () => {
    const store = inMemoryReuse()
    const first = await store.ask("2025-03-01T17:00:00.000Z", { requestor: colleague })
    expect(await store.ask("2025-03-01T17:05:00.000Z", { key: "k-1" })).toEqual({ _tag: "Reused", reportId: idOf(first) })
    expect(await store.ask("2025-03-01T17:06:00.000Z", { key: "k-1" })).toEqual({
      _tag: "Replayed",
      reportId: idOf(first),
      reused: true
    })
  })

  it("is the account's own: another user's same key is a call of its own", async () => {
    const store = inMemoryReuse()
    await store.ask("2025-03-01T17:00:00.000Z", { key: "shared-key", fresh: true })
    const colleagues = await store.ask("2025-03-01T17:01:00.000Z", { key: "shared-key", fresh: true, requestor: colleague })
    expect(colleagues._tag).toBe("Generated")
    expect(store.stored).toHaveLength(2)
  })

  it("keeps nothing for a refusal: the same key asks again once the call can be answered", async () => {
    const store = inMemoryReuse()
    const unknown = { driver: { jurisdictionCode: "AB", licenceNumber: "999" } }
    expect(await store.ask("2025-03-01T17:00:00.000Z", { key: "k-1", overrides: unknown })).toEqual({ _tag: "UnknownDriver" })
    expect(store.kept.size).toBe(0)
    expect((await store.ask("2025-03-01T17:01:00.000Z", { key: "k-1" }))._tag).toBe("Generated")
  })

  it("takes the key's turn first, so that calls at once with one key make one report", async () => {
    const store = inMemoryReuse()
    await store.ask("2025-03-01T17:00:00.000Z", { key: "k-1" })
    expect(store.turns).toEqual(["idempotency:5:driverReport:k-1", "reuse:1:10:AB:123456789"])
  })
})
