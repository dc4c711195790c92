import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Option } from "effect"
import * as Reactivity from "effect/reactivity/Reactivity"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { PortalConfig } from "../../config"
import { postgresOptions } from "../database"
import type { LineRanges } from "./lineRanges"
import { applyInOneTransaction, applyInSteps, checkReferences, filesBeingApplied, type Applied } from "./sdcApply"
import { findSdcFile, readSdcErrors, type SdcFileRecord, type StoredSdcError } from "./sdcFiles"
import {
  createSdcFile,
  findAcceptedContent,
  heartbeat,
  insertErrors,
  markProcessing,
  markRejected,
  readJurisdictionIds,
  recordProgress,
  rejectInterrupted,
  stageRows,
  type NewSdcFile
} from "./sdcStaging"
import type { StagedBatch, StagedError } from "./stagedRow"

type Db<A> = Effect.Effect<A, SqlError>

/** How a file's reading ended, for its row in sdc_file. */
export interface ReadOutcome {
  readonly rows: number
  readonly bytes: number
  readonly sha256: string
}

/** What the ingestion of SDC files reads and writes (docs/sdc-format.md); the domain's only way to the data. */
export interface SdcRepositoryShape {
  /** A new file, received; undefined when its upload id was used before. */
  readonly createFile: (file: NewSdcFile) => Db<number | undefined>
  readonly jurisdictionIds: Db<ReadonlyMap<string, number>>
  /** A batch staged; the rows refused for a key an earlier row has, and how many of those errors were kept. */
  readonly stageRows: (fileId: number, batch: StagedBatch, room: number) => Db<{ repeated: number; kept: number }>
  /** Progress and a sign of life; false when the sweep took the file. */
  readonly recordProgress: (fileId: number, rows: number, bytes: number) => Db<boolean>
  readonly markProcessing: (fileId: number, outcome: ReadOutcome) => Db<"mine" | "busy" | "taken">
  readonly heartbeat: (fileId: number) => Db<void>
  readonly findAcceptedContent: (reportingCompanyId: number, sha256: string) => Db<number | undefined>
  readonly insertErrors: (fileId: number, errors: ReadonlyArray<StagedError>) => Db<void>
  readonly markRejected: (
    fileId: number,
    outcome: { rows: number; bytes: number; errorCount: number; sha256: string | null; duplicateOf?: number }
  ) => Db<void>
  readonly rejectInterrupted: (fileId: number) => Db<void>
  /** The reference checks, at most `room` errors kept; the number of errors in all. */
  readonly checkReferences: (
    fileId: number,
    reportingCompanyId: number,
    room: number,
    ranges: LineRanges,
    between: Db<void>
  ) => Db<number>
  readonly applyInOneTransaction: (fileId: number, reportingCompanyId: number) => Db<Applied>
  readonly applyInSteps: (fileId: number, reportingCompanyId: number) => Db<Applied>
  readonly filesBeingApplied: Db<ReadonlyArray<{ id: number; reportingCompanyId: number; fileName: string }>>
  readonly findFile: (fileId: number) => Db<SdcFileRecord | undefined>
  readonly readErrors: (fileId: number, limit: number) => Db<ReadonlyArray<StoredSdcError>>
}

export class SdcRepository extends Context.Service<SdcRepository, SdcRepositoryShape>()("portal/SdcRepository") {}

/**
 * The repository over the portal's database. On PostgreSQL a file's statements of its own (its staging
 * batches, the checks over the whole file, its analysis and its transaction of minutes) run on
 * connections of their own, one at a time for each file: the portal's pool shares each connection
 * among concurrent requests (pipelining), and a request whose statement shared the connection a
 * batch or a long transaction takes would wait for it. Past four files at once, a file waits its turn.
 */
export const layerSdcRepository = Layer.effect(
  SdcRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const config = yield* Effect.serviceOption(PortalConfig)
    const databaseUrl = Option.isSome(config) ? config.value.databaseUrl : undefined
    const longSql: SqlClient.SqlClient =
      databaseUrl === undefined
        ? sql
        : yield* PgClient.make({
            ...(yield* postgresOptions(databaseUrl)),
            multiplex: false,
            maxConnections: 4,
            minConnections: 0,
            // Closed soon after a file: nothing of it is held between files.
            idleTimeout: "10 seconds"
          }).pipe(Effect.provide(Reactivity.layer))
    const on = <A, R>(effect: Effect.Effect<A, SqlError, R>) =>
      effect.pipe(Effect.provideService(SqlClient.SqlClient, sql)) as Db<A>
    const long = <A, R>(effect: Effect.Effect<A, SqlError, R>) =>
      effect.pipe(Effect.provideService(SqlClient.SqlClient, longSql)) as Db<A>
    return {
      createFile: (file) => on(createSdcFile(file)),
      jurisdictionIds: on(readJurisdictionIds),
      stageRows: (fileId, batch, room) => long(stageRows(fileId, batch, room)),
      recordProgress: (fileId, rows, bytes) => on(recordProgress(fileId, rows, bytes)),
      markProcessing: (fileId, outcome) => long(markProcessing(fileId, outcome)),
      heartbeat: (fileId) => on(heartbeat(fileId)),
      findAcceptedContent: (companyId, sha256) => on(findAcceptedContent(companyId, sha256)),
      insertErrors: (fileId, errors) => on(insertErrors(fileId, errors)),
      markRejected: (fileId, outcome) => on(markRejected(fileId, outcome)),
      rejectInterrupted: (fileId) => on(rejectInterrupted(fileId)),
      checkReferences: (fileId, companyId, room, ranges, between) =>
        long(checkReferences(fileId, companyId, room, ranges, between)),
      applyInOneTransaction: (fileId, companyId) => long(applyInOneTransaction(fileId, companyId)),
      applyInSteps: (fileId, companyId) => on(applyInSteps(fileId, companyId)),
      filesBeingApplied: on(filesBeingApplied),
      findFile: (fileId) => on(findSdcFile(fileId)),
      readErrors: (fileId, limit) => on(readSdcErrors(fileId, limit))
    } satisfies SdcRepositoryShape
  })
)
