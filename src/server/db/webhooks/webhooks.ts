import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { WebhookDeliveryStatus } from "../../../api/settings/webhookSchemas"
import { sameOwner, type Owner } from "../shared/companyOwner"
import { execute, firstRow } from "../shared/statements"

export interface EndpointRow extends Owner {
  readonly id: number
  readonly url: string
  readonly eventTypes: ReadonlyArray<string>
  readonly secretSealed: string
  readonly secretHint: string
  readonly created: string
  readonly updated: string
}

export interface AttemptRow {
  readonly attemptedAt: string
  readonly httpStatus: number | null
  readonly error: string | null
  readonly durationMs: number
}

export interface DeliveryRow {
  readonly id: number
  readonly messageId: string
  readonly eventType: string
  readonly url: string
  readonly created: string
  readonly status: WebhookDeliveryStatus
  readonly nextAttempt: string | null
  readonly attempts: ReadonlyArray<AttemptRow>
}

/** A delivery claimed for one try: what to send, where, and the secret to sign it with. */
export interface ClaimedDelivery {
  readonly id: number
  readonly messageId: string
  readonly eventType: string
  readonly url: string
  readonly data: Record<string, unknown>
  readonly createdAt: Date
  /** Null when the endpoint was deleted meanwhile. */
  readonly secretSealed: string | null
  /** Tries made before this one. */
  readonly tries: number
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const endpointColumns = `e.id, e.organization_id, e.reporting_company_id, e.url, e.event_types, e.secret_sealed, e.secret_hint,
  ${iso("e.created_at")} AS created, ${iso("e.updated_at")} AS updated`

export const findEndpoint = (owner: Owner) =>
  firstRow(
    (sql) => sql<EndpointRow>`SELECT ${sql.literal(endpointColumns)} FROM webhook_endpoint e WHERE ${sameOwner(sql, owner, "e")}`
  )

/** Held until the transaction ends, so that two first saves of one company make one endpoint. */
export const lockOwner = (owner: Owner) =>
  execute(
    (sql) =>
      sql`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoint'), ${owner.organizationId * 31 + (owner.reportingCompanyId ?? 0)})`
  )

export const insertEndpoint = (
  owner: Owner,
  endpoint: {
    readonly url: string
    readonly eventTypes: ReadonlyArray<string>
    readonly secretSealed: string
    readonly secretHint: string
  }
) =>
  firstRow(
    (sql) => sql<EndpointRow>`
      WITH e AS (
        INSERT INTO webhook_endpoint (organization_id, reporting_company_id, url, event_types, secret_sealed, secret_hint)
        VALUES (${owner.organizationId}, ${owner.reportingCompanyId}::int, ${endpoint.url}, ${[...endpoint.eventTypes]}::text[],
          ${endpoint.secretSealed}, ${endpoint.secretHint})
        RETURNING *)
      SELECT ${sql.literal(endpointColumns)} FROM e`
  ).pipe(Effect.map((row) => row!))

export const changeEndpoint = (id: number, change: { readonly url: string; readonly eventTypes: ReadonlyArray<string> }) =>
  firstRow(
    (sql) => sql<EndpointRow>`
      WITH e AS (
        UPDATE webhook_endpoint SET url = ${change.url}, event_types = ${[...change.eventTypes]}::text[], updated_at = now()
        WHERE id = ${id} RETURNING *)
      SELECT ${sql.literal(endpointColumns)} FROM e`
  ).pipe(Effect.map((row) => row!))

export const replaceSecret = (id: number, secret: { readonly secretSealed: string; readonly secretHint: string }) =>
  firstRow(
    (sql) => sql<EndpointRow>`
      WITH e AS (
        UPDATE webhook_endpoint SET secret_sealed = ${secret.secretSealed}, secret_hint = ${secret.secretHint}, updated_at = now()
        WHERE id = ${id} RETURNING *)
      SELECT ${sql.literal(endpointColumns)} FROM e`
  ).pipe(Effect.map((row) => row!))

/** The endpoint gone: its pending deliveries end as failed, their tries stay in the log. */
export const deleteEndpoint = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE webhook_delivery SET status = 'failed', next_attempt_at = NULL WHERE endpoint_id = ${id} AND status = 'pending'`
    yield* sql`DELETE FROM webhook_endpoint WHERE id = ${id}`
  })

/** Queues an event for the endpoint whatever it subscribes to (the test event); answers the delivery's id. */
export const queueEvent = (endpoint: EndpointRow, eventType: string, data: Record<string, unknown>) =>
  firstRow(
    (sql) => sql<{ id: number }>`
      INSERT INTO webhook_delivery (endpoint_id, organization_id, reporting_company_id, url, event_type, data)
      VALUES (${endpoint.id}, ${endpoint.organizationId}, ${endpoint.reportingCompanyId}::int, ${endpoint.url}, ${eventType},
        ${JSON.stringify(data)}::jsonb)
      RETURNING id`
  ).pipe(Effect.map((row) => Number(row!.id)))

const deliveryColumns = `d.id, d.message_id, d.event_type, d.url, ${iso("d.created_at")} AS created, d.status,
  CASE WHEN d.status = 'pending' THEN ${iso("greatest(d.next_attempt_at, now())")} END AS next_attempt,
  coalesce((SELECT json_agg(json_build_object('attemptedAt', ${iso("a.attempted_at")}, 'httpStatus', a.http_status,
      'error', a.error, 'durationMs', a.duration_ms) ORDER BY a.attempted_at, a.id)
    FROM webhook_attempt a WHERE a.delivery_id = d.id), '[]') AS attempts`

const parsedAttempts = <A extends { readonly attempts: unknown }>(row: A) => ({
  ...row,
  id: Number((row as unknown as { id: number }).id),
  attempts: (typeof row.attempts === "string" ? JSON.parse(row.attempts) : row.attempts) as ReadonlyArray<AttemptRow>
})

export const findDelivery = (id: number) =>
  firstRow((sql) => sql<DeliveryRow>`SELECT ${sql.literal(deliveryColumns)} FROM webhook_delivery d WHERE d.id = ${id}`).pipe(
    Effect.map((row) => (row === undefined ? undefined : (parsedAttempts(row) as DeliveryRow)))
  )

/** A company's deliveries, newest first, one page, and how many it has. */
export const deliveriesOf = (owner: Owner, page: { readonly limit: number; readonly offset: number }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [counted] = yield* sql<{ count: number }>`
      SELECT count(*)::int AS count FROM webhook_delivery d WHERE ${sameOwner(sql, owner, "d")}`
    const rows = yield* sql<DeliveryRow>`
      SELECT ${sql.literal(deliveryColumns)} FROM webhook_delivery d WHERE ${sameOwner(sql, owner, "d")}
      ORDER BY d.created_at DESC, d.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`
    return { count: counted?.count ?? 0, rows: rows.map((row) => parsedAttempts(row) as DeliveryRow) }
  })

/**
 * Claims up to `limit` due deliveries for one try each: locked with SKIP LOCKED so that instances
 * claiming at once take different rows, and leased (next_attempt_at moved past the try's timeout) so
 * that no other instance tries them while this one does, or until the lease ends if it stops mid-way.
 */
export const claimDue = (limit: number, leaseSeconds: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<ClaimedDelivery>`
      WITH claimed AS (
        UPDATE webhook_delivery SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), claimed_until = now() + make_interval(secs => ${leaseSeconds})
        WHERE id IN (
          SELECT id FROM webhook_delivery
          WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY next_attempt_at, id LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, message_id, event_type, url, data, created_at, endpoint_id)
      SELECT c.id, c.message_id, c.event_type, c.url, c.data, c.created_at, e.secret_sealed,
        (SELECT count(*)::int FROM webhook_attempt a WHERE a.delivery_id = c.id) AS tries
      FROM claimed c LEFT JOIN webhook_endpoint e ON e.id = c.endpoint_id
      ORDER BY c.id`
    return rows.map((row) => ({
      ...row,
      id: Number(row.id),
      data: (typeof row.data === "string" ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
      createdAt: new Date(row.createdAt)
    }))
  })

/** One try kept, and what follows it: success, another try in `retryInSeconds`, or no more tries. */
export const recordAttempt = (
  deliveryId: number,
  attempt: {
    readonly attemptedAt: Date
    readonly httpStatus: number | null
    readonly error: string | null
    readonly durationMs: number
  },
  next: { readonly _tag: "succeeded" } | { readonly _tag: "retry"; readonly inSeconds: number } | { readonly _tag: "failed" }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      INSERT INTO webhook_attempt (delivery_id, attempted_at, http_status, error, duration_ms)
      VALUES (${deliveryId}, ${attempt.attemptedAt}, ${attempt.httpStatus}::int, ${attempt.error?.slice(0, 500) ?? null}, ${attempt.durationMs})`
    if (next._tag === "retry")
      yield* sql`
        UPDATE webhook_delivery SET next_attempt_at = now() + make_interval(secs => ${next.inSeconds}), claimed_until = NULL
        WHERE id = ${deliveryId}`
    else
      yield* sql`
        UPDATE webhook_delivery SET status = ${next._tag}, next_attempt_at = NULL, claimed_until = NULL WHERE id = ${deliveryId}`
  })

/** A delivery whose endpoint was deleted: no try, no more tries. */
export const abandon = (deliveryId: number) =>
  execute(
    (sql) =>
      sql`UPDATE webhook_delivery SET status = 'failed', next_attempt_at = NULL, claimed_until = NULL WHERE id = ${deliveryId}`
  )

/** Deliveries, with their tries, are kept `days` days. */
export const deleteDeliveriesBefore = (days: number) =>
  execute((sql) => sql`DELETE FROM webhook_delivery WHERE created_at < now() - make_interval(days => ${days})`)
