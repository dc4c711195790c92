import { PgClient } from "@effect/sql-pg"
import { Cause, Clock, Context, Effect, Layer, Metric, Ref } from "effect"
import * as Reactivity from "effect/reactivity/Reactivity"
import { SqlClient } from "effect/sql"
import { isSqlError } from "effect/sql/SqlError"
import { PortalConfig } from "../config"
import { readReplicaFallbacks } from "../monitoring/metrics"
import { postgresOptions } from "./database"
import { isLostConnection } from "./shared/lostConnection"

/** After the replica failed to answer, reads stay on the primary this long before it is tried again. */
export const replicaRetryMillis = 5_000

/** A replica that does not connect within this time is taken as gone, and the read goes to the primary. */
const replicaConnectTimeout = "2 seconds"

export interface ReadOptions<E> {
  /**
   * A refusal that may only mean a row written a moment ago has not reached the replica yet (a report
   * made by the caller's previous request): the read is asked of the primary again.
   */
  readonly notYetReplicated?: (error: E) => boolean
}

export interface ReadReplicaShape {
  /**
   * Runs read-only work on the read replica (READ_DATABASE_URL), or on the primary when there is none
   * or it does not answer. The work may run on both, so it must write nothing.
   */
  readonly read: <A, E, R>(effect: Effect.Effect<A, E, R>, options?: ReadOptions<E>) => Effect.Effect<A, E, R>
}

export class ReadReplica extends Context.Service<ReadReplica, ReadReplicaShape>()("portal/ReadReplica") {}

/**
 * The replica did not answer: it is down or restarting (a lost or refused connection), or a statement
 * was cancelled because it conflicted with replay (SQLSTATE 40001 on a standby).
 */
const replicaUnavailable = (error: unknown) =>
  isLostConnection(error) || (isSqlError(error) && (error.reason.cause as { code?: unknown } | undefined)?.code === "40001")

const failedOnReplica = <E>(cause: Cause.Cause<E>) =>
  cause.reasons.some(
    (reason) =>
      (Cause.isFailReason(reason) && replicaUnavailable(reason.error)) ||
      (Cause.isDieReason(reason) && replicaUnavailable(reason.defect))
  )

/** Without READ_DATABASE_URL, reads run where everything else does. */
const onPrimaryOnly: ReadReplicaShape = { read: (effect) => effect }

const onReplica = (url: string) =>
  Effect.gen(function* () {
    const primary = yield* SqlClient.SqlClient
    const replica = yield* PgClient.make({
      ...(yield* postgresOptions(url)),
      connectTimeout: replicaConnectTimeout
    }).pipe(Effect.provide(Reactivity.layer))
    /** Until when reads skip the replica (epoch milliseconds); 0 while it answers. */
    const skipUntil = yield* Ref.make(0)

    const replicaFailed = (cause: Cause.Cause<unknown>) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const wasAnswering = (yield* Ref.getAndSet(skipUntil, now + replicaRetryMillis)) === 0
        if (wasAnswering) {
          yield* Effect.logWarning(
            `The read replica does not answer; reads go to the primary, the replica is tried again every ${replicaRetryMillis / 1000} s`,
            cause
          )
        }
      })
    const replicaAnswered = Effect.gen(function* () {
      if ((yield* Ref.getAndSet(skipUntil, 0)) !== 0) yield* Effect.logInfo("The read replica answers again; reads go to it")
    })

    const read: ReadReplicaShape["read"] = (effect, options) => {
      const onPrimary = Effect.provideService(effect, SqlClient.SqlClient, primary)
      const standIn = Metric.update(readReplicaFallbacks, 1).pipe(Effect.andThen(onPrimary))
      const notYetReplicated = options?.notYetReplicated
      return Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const until = yield* Ref.get(skipUntil)
        if (until !== 0 && now < until) return yield* standIn
        return yield* Effect.provideService(effect, SqlClient.SqlClient, replica).pipe(
          Effect.tap(() => (until !== 0 ? replicaAnswered : Effect.void)),
          Effect.catchCause((cause) => {
            if (failedOnReplica(cause)) return replicaFailed(cause).pipe(Effect.andThen(standIn))
            const error = Cause.findErrorOption(cause)
            if (notYetReplicated && error._tag === "Some" && notYetReplicated(error.value)) return onPrimary
            return Effect.failCause(cause)
          })
        )
      })
    }
    return { read } satisfies ReadReplicaShape
  })

/** Reads on READ_DATABASE_URL when it is set, with the primary (the SqlClient) standing in while it does not answer. */
export const layerReadReplica = Layer.effect(
  ReadReplica,
  Effect.gen(function* () {
    const config = yield* PortalConfig
    return config.readDatabaseUrl ? yield* onReplica(config.readDatabaseUrl) : onPrimaryOnly
  })
)
