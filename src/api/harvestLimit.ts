import { Context, Schema } from "effect"
import { OpenApi } from "effect/http-api"

/**
 * What an endpoint counts towards the per-user limits on harvesting (ASVS 11.1.4, 13.2.4): a report
 * generated, or a search run. The server's authorization middleware counts it before the handler runs.
 */
export const HarvestKind = Schema.Literals(["reports", "searches"])
export type HarvestKind = typeof HarvestKind.Type

export class HarvestCounted extends Context.Service<HarvestCounted, HarvestKind>()("portal/HarvestCounted") {}

/** The OpenAPI extension naming what an operation counts; the document gives its answers the RateLimit-* headers. */
export const harvestExtension = "x-harvest-limit"

const counted = (kind: HarvestKind) =>
  Context.make(HarvestCounted, kind).pipe(Context.add(OpenApi.Override, { [harvestExtension]: kind }))

/** Use with `endpoint.annotateMerge(...)`, beside the endpoint's access. */
export const harvest = {
  reports: counted("reports"),
  searches: counted("searches")
} as const

export const harvestKindOf = (annotations: Context.Context<never>): HarvestKind | undefined =>
  Context.getOrUndefined(annotations, HarvestCounted)
