import { Effect, Layer, References, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { SdcFileStatusId } from "../../src/api/sdc/schemas"
import { layerConfig, readConfig } from "../../src/server/config"
import type { Applied } from "../../src/server/db/sdc/sdcApply"
import type { SdcFileRecord } from "../../src/server/db/sdc/sdcFiles"
import { SdcRepository, type SdcRepositoryShape } from "../../src/server/db/sdc/sdcRepository"
import { writeSdcFile, type SdcRecord } from "../../src/server/domain/sdc/format"
import { layerReaderThread } from "../../src/server/domain/sdc/fileReading"
import { ingestSdcFile } from "../../src/server/domain/sdc/ingestFile"
import { stagedRowsOf } from "../support/stagedBatch"

/** What the data answers the checks and the apply with: the rules themselves are the database's (api tests). */
interface Script {
  readonly referenceErrors?: number
  /** markProcessing answers "busy" this many times before the file's turn. */
  readonly busyTurns?: number
  readonly acceptedContent?: number
  readonly applied?: ReadonlyArray<Applied>
  /** Rows the staging refuses for a key an earlier row has. */
  readonly repeatedKeys?: number
}

/** The ingestion's data in memory: one file at a time, what was staged, the errors kept, the calls made. */
const memoryRepository = (script: Script) => {
  const file = { statusId: SdcFileStatusId.received as number, rows: 0, errorCount: 0, completed: false }
  // Each staged row as its values in the staging's column order (stagedRow.ts).
  const staged: Array<ReadonlyArray<unknown>> = []
  const errors: Array<{ line: number; columnName: string; value: string; reason: string }> = []
  const calls: Array<string> = []
  let busy = script.busyTurns ?? 0
  const applied = [...(script.applied ?? ["accepted"])]
  const record = (): SdcFileRecord => ({
    id: 1,
    fileName: "test.csv",
    organizationId: 1,
    reportingCompanyId: 7,
    statusId: file.statusId,
    fileTypeId: 1,
    organizationEn: "Northwind",
    organizationFr: "Northwind",
    companyEn: "Northwind General",
    companyFr: "Northwind Générale",
    receivedDate: "2026-12-05T10:00:00.000Z",
    completedDate: file.completed ? "2026-12-05T10:00:01.000Z" : null,
    rowCount: file.rows,
    bytesReceived: 0,
    errorCount: file.errorCount,
    uploadedByName: "Pat Manager"
  })
  const repository: SdcRepositoryShape = {
    createFile: () => Effect.succeed(1),
    jurisdictionIds: Effect.succeed(new Map([["ON", 9]])),
    stageRows: (_, batch) =>
      Effect.sync(() => {
        staged.push(...stagedRowsOf(batch))
        const repeated = staged.length === batch.size ? (script.repeatedKeys ?? 0) : 0
        for (let i = 0; i < repeated; i++)
          errors.push({ line: 3, columnName: "effective_date", value: "", reason: "DUPLICATE_KEY" })
        return { repeated, kept: repeated }
      }),
    recordProgress: () => Effect.succeed(true),
    markProcessing: (_, outcome) =>
      Effect.sync(() => {
        calls.push("markProcessing")
        if (busy > 0) {
          busy -= 1
          return "busy" as const
        }
        file.statusId = SdcFileStatusId.processing
        file.rows = outcome.rows
        return "mine" as const
      }),
    heartbeat: () => Effect.void,
    findAcceptedContent: () => Effect.succeed(script.acceptedContent),
    insertErrors: (_, kept) =>
      Effect.sync(() => {
        errors.push(...kept.map((e) => ({ line: e.line, columnName: e.column, value: e.value, reason: e.reason })))
      }),
    markRejected: (_, outcome) =>
      Effect.sync(() => {
        calls.push("markRejected")
        file.statusId = SdcFileStatusId.rejected
        file.rows = outcome.rows
        file.errorCount = outcome.errorCount
        file.completed = true
      }),
    rejectInterrupted: () => Effect.void,
    checkReferences: (_, __, ___, ranges) =>
      Effect.sync(() => {
        calls.push(`checkReferences ${ranges.bounded ? "in steps" : "whole"}`)
        const found = script.referenceErrors ?? 0
        for (let i = 0; i < found; i++)
          errors.push({ line: 2, columnName: "policy_number", value: "", reason: "POLICY_NOT_FOUND" })
        return found
      }),
    applyInOneTransaction: () => apply("applyInOneTransaction"),
    applyInSteps: () => apply("applyInSteps"),
    filesBeingApplied: Effect.succeed([]),
    findFile: () => Effect.sync(record),
    readErrors: () => Effect.sync(() => errors)
  }
  const apply = (how: string) =>
    Effect.sync(() => {
      calls.push(how)
      const outcome = applied.shift() ?? "accepted"
      if (outcome === "accepted") {
        file.statusId = SdcFileStatusId.accepted
        file.completed = true
      }
      return outcome
    })
  return { layer: Layer.succeed(SdcRepository, repository), staged, calls }
}

/** Where the policy number stands among a staged row's values. */
const policyNumberColumn = 3

const policy = (number: string): SdcRecord => ({
  transaction: "A",
  record: "POLICY",
  company: "NWD-GEN",
  policy_number: number,
  effective_date: "2025-01-01",
  expiry_date: "2026-01-01",
  policy_status: "ACT",
  holder_name: "Test Holder",
  holder_address: "1 Test Street, Toronto ON"
})

const ingest = (
  csv: string,
  script: Script = {},
  database: "postgres" | "embedded" = "postgres",
  reading: Layer.Layer<never> = Layer.empty
) => {
  const memory = memoryRepository(script)
  const config = readConfig({
    NODE_ENV: "test",
    ...(database === "postgres" ? { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/unused" } : {})
  })
  const run = ingestSdcFile({
    uploadId: null,
    fileName: "test.csv",
    fileTypeId: 1,
    organizationId: 1,
    reportingCompanyId: 7,
    companyCode: "NWD-GEN",
    userId: 3,
    userName: "Pat Manager",
    today: "2026-12-05",
    body: Stream.make(new TextEncoder().encode(csv))
  }).pipe(
    Effect.provide(Layer.mergeAll(memory.layer, layerConfig(config), reading)),
    Effect.provideService(References.MinimumLogLevel, "Warn")
  )
  return Effect.runPromise(run).then((result) => ({ result, ...memory }))
}

const twoPolicies = writeSdcFile([policy("P-1"), policy("P-2")])

describe("an SDC file's ingestion", () => {
  it("stages every row, checks the references, then applies the file in one transaction on PostgreSQL", async () => {
    const { result, staged, calls } = await ingest(twoPolicies)
    expect(result.file.status.code).toBe("ACCEPTED")
    expect(result.file.rows).toBe(2)
    expect(staged.map((values) => values[policyNumberColumn])).toEqual(["P-1", "P-2"])
    expect(calls).toEqual(["markProcessing", "checkReferences whole", "applyInOneTransaction"])
  })

  it("reads the file on a thread of its own as it does on the server's, a batch at a time and in line order", async () => {
    const numbers = Array.from({ length: 1_000 }, (_, i) => `P-${i + 1}`)
    const csv = writeSdcFile(numbers.map(policy))
    const { result, staged } = await ingest(csv, {}, "postgres", layerReaderThread)
    expect(result.file.status.code).toBe("ACCEPTED")
    expect(result.file.rows).toBe(1_000)
    expect(staged.map((values) => values[policyNumberColumn])).toEqual(numbers)
    const refused = await ingest(
      writeSdcFile([policy("P-1"), { ...policy("P-2"), effective_date: "2025-13-40" }]),
      {},
      "postgres",
      layerReaderThread
    )
    expect(refused.result.errors.map((e) => [e.line, e.reason])).toEqual([[3, "INVALID_DATE"]])
    expect(refused.staged).toEqual([])
  })

  it("checks and applies in bounded steps on the embedded database", async () => {
    const { result, calls } = await ingest(twoPolicies, {}, "embedded")
    expect(result.file.status.code).toBe("ACCEPTED")
    expect(calls).toEqual(["markProcessing", "checkReferences in steps", "applyInSteps"])
  })

  it("refuses a file with a bad row whole: nothing is checked against the data or applied", async () => {
    const { result, calls } = await ingest(writeSdcFile([policy("P-1"), { ...policy("P-2"), effective_date: "2025-13-40" }]))
    expect(result.file.status.code).toBe("REJECTED")
    expect(result.errors.map((e) => [e.line, e.reason])).toEqual([[3, "INVALID_DATE"]])
    expect(calls).toEqual(["markRejected"])
  })

  it("still checks the references of a file with a key twice, so that its error report lists every error", async () => {
    const { result, calls } = await ingest(twoPolicies, { repeatedKeys: 1, referenceErrors: 1 })
    expect(result.file.status.code).toBe("REJECTED")
    expect(result.file.errorCount).toBe(2)
    expect(result.errors.map((e) => e.reason).sort()).toEqual(["DUPLICATE_KEY", "POLICY_NOT_FOUND"])
    expect(calls).toEqual(["checkReferences whole", "markRejected"])
  })

  it("waits while another file of the company is processing, then takes its turn", async () => {
    const { result, calls } = await ingest(twoPolicies, { busyTurns: 2 })
    expect(result.file.status.code).toBe("ACCEPTED")
    expect(calls.filter((c) => c === "markProcessing")).toHaveLength(3)
  })

  it("rejects as DUPLICATE_FILE a content the company had accepted, without applying it", async () => {
    const { result, calls } = await ingest(twoPolicies, { acceptedContent: 41 })
    expect(result.errors.map((e) => e.reason)).toEqual(["DUPLICATE_FILE"])
    expect(calls).not.toContain("applyInOneTransaction")
  })

  it("rejects a file whose reference checks fail, without applying it", async () => {
    const { result, calls } = await ingest(twoPolicies, { referenceErrors: 2 })
    expect(result.file).toMatchObject({ status: { code: "REJECTED" }, errorCount: 2 })
    expect(calls).not.toContain("applyInOneTransaction")
  })

  it("a record added meanwhile (a unique key refused the apply): the checks run again and name it", async () => {
    const { result, calls } = await ingest(twoPolicies, { applied: ["recordExists"] })
    expect(result.file.status.code).toBe("REJECTED")
    expect(result.errors.map((e) => e.reason)).toEqual(["RECORD_EXISTS"])
    expect(calls).toEqual([
      "markProcessing",
      "checkReferences whole",
      "applyInOneTransaction",
      "checkReferences whole",
      "markRejected"
    ])
  })
})
