import { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import { ReportsRepository, type ReuseSince } from "../../db/reports/reportsRepository"
import { underKey } from "../shared/idempotencyKey"
import { generateReport, type GeneratedReport, type ReportRequest } from "./generateReport"

/** A generation on a driver named by licence, as a caller asks for it. */
export interface Generation {
  readonly request: ReportRequest & { readonly driver: { readonly jurisdictionCode: string; readonly licenceNumber: string } }
  /** A new report even when the company pulled this one within its window. */
  readonly fresh: boolean
  /** The caller's Idempotency-Key and a digest of what it asked with. */
  readonly idempotency?: { readonly key: string; readonly requestHash: string }
}

export type GenerationOutcome =
  | { readonly _tag: "Generated"; readonly generated: GeneratedReport }
  /** The company's report within its window answers: nothing stored or counted. */
  | { readonly _tag: "Reused"; readonly reportId: number }
  /** The Idempotency-Key's first answer, again. */
  | { readonly _tag: "Replayed"; readonly reportId: number; readonly reused: boolean }
  /** The Idempotency-Key answered another request. */
  | { readonly _tag: "KeyReused" }
  | { readonly _tag: "UnknownJurisdiction" }
  | { readonly _tag: "UnknownDriver" }

/**
 * Where each reuse window begins at `now`: the start of the calendar day in the requester's time zone
 * (a company has no zone of its own; its requesters' is the one their day is counted in), or 24 hours
 * before.
 */
export const reuseSince = (ianaTimezone: string, now: Temporal.Instant): ReuseSince => ({
  sameDay: now.toZonedDateTimeISO(ianaTimezone).startOfDay().toInstant().toString(),
  hours24: now.subtract({ hours: 24 }).toString()
})

/** The stored report to answer again, or a new one. */
const reuseOrGenerate = ({ request, fresh }: Generation, now: Temporal.Instant) =>
  Effect.gen(function* () {
    const db = yield* ReportsRepository
    const { requestor, driver } = request
    if (!fresh) {
      const scope = {
        organizationId: requestor.organizationId,
        reportingCompanyId: requestor.reportingCompanyId,
        jurisdictionCode: driver.jurisdictionCode,
        licenceNumber: driver.licenceNumber,
        yearsOfData: request.yearsOfData,
        referenceNumber: request.referenceNumber
      }
      // Two same requests at once: the second waits for the first's report, and answers it.
      yield* db.waitForTurn(
        `reuse:${scope.organizationId}:${scope.reportingCompanyId ?? 0}:${scope.jurisdictionCode}:${scope.licenceNumber}`
      )
      const reusable = yield* db.findReusableReport(scope, reuseSince(request.ianaTimezone, now))
      if (reusable) return { _tag: "Reused", reportId: reusable.id } as GenerationOutcome
    }
    return (yield* generateReport(request)) as GenerationOutcome
  })

/**
 * A driver report as a caller asks for it (docs/api.md, "The same report is not bought twice"): the
 * Idempotency-Key's first answer when the key was used in the last 24 hours (refused when it was
 * used with another request), else the report the company pulled within its window, else a new
 * one. To be run in one transaction: the turns taken hold until it ends.
 */
export const generateOrReuse = (generation: Generation, now: Temporal.Instant = Temporal.Now.instant()) =>
  Effect.gen(function* () {
    const db = yield* ReportsRepository
    const { idempotency } = generation
    if (idempotency === undefined) return yield* reuseOrGenerate(generation, now)
    const key = { userId: generation.request.requestor.id, operation: "driverReport", key: idempotency.key }
    const keyed = yield* underKey(db, key, idempotency.requestHash, reuseOrGenerate(generation, now), (outcome) =>
      outcome._tag === "Generated"
        ? { reportId: outcome.generated.report.id, reused: false }
        : outcome._tag === "Reused"
          ? { reportId: outcome.reportId, reused: true }
          : undefined
    )
    return keyed._tag === "Made" ? keyed.made : (keyed as GenerationOutcome)
  })
