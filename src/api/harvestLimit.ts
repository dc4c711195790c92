import { Context, Schema } from "effect"

/**
 * What an endpoint counts towards the per-user limits on harvesting (ASVS 11.1.4, 13.2.4): a report
 * generated, or a search run. The server's authorization middleware counts it before the handler runs.
 */
export const HarvestKind = Schema.Literals(["reports", "searches"])
export type HarvestKind = typeof HarvestKind.Type

export class HarvestCounted extends Context.Service<HarvestCounted, HarvestKind>()("portal/HarvestCounted") {}

/** Use with `endpoint.annotateMerge(...)`, beside the endpoint's access. */
export const harvest = {
  reports: Context.make(HarvestCounted, "reports" as HarvestKind),
  searches: Context.make(HarvestCounted, "searches" as HarvestKind)
} as const

export const harvestKindOf = (annotations: Context.Context<never>): HarvestKind | undefined =>
  Context.getOrUndefined(annotations, HarvestCounted)
