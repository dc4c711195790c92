import { Effect } from "effect"
import { brandSalvage, findVehicleTransfer, markPriceCoded, recordVehicleTransfer } from "../db/demo/vehicleTransfer"

/** Named demo vehicles for the vehicle report (docs/demo-data.md lists them). */
export const demoVins = {
  /** Sold by one named driver to another: two carriers' policies, a claim under each owner's policy. */
  transferred: "1HGDM0A1XT9900001",
  priceCoded: "4S4DM0A11H9900003",
  branded: "1C6DM0A13N9900012",
  /** A well-formed VIN the bureau holds nothing on. */
  unknown: "2HGFC2F59JH000001"
} as const

const buyerLicence = "C90012345670004"
const transferClaimNumber = "NWDC9000000900"

/**
 * Shapes a few named vehicles after the demo drivers exist: a price-coded one, a branded one, and
 * one that changed hands between carriers (its copy on the buyer's policy has a claim of its own).
 * Runs once: the transfer claim marks it done.
 */
export const seedDemoVehicles = Effect.gen(function* () {
  const transfer = yield* findVehicleTransfer(demoVins.transferred, buyerLicence, transferClaimNumber)
  if (!transfer) return false
  yield* markPriceCoded(demoVins.priceCoded)
  yield* brandSalvage(demoVins.branded)
  yield* recordVehicleTransfer(transfer)
  return true
})
