import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** A vehicle sold by one driver to another: the seller's stored copy and the buyer's latest policy. */
export interface VehicleTransfer {
  readonly vin: string
  readonly claimNumber: string
  readonly seller: { readonly id: number; readonly policyId: number; readonly dateAdded: string }
  readonly buyer: {
    readonly driverId: number
    readonly policyId: number
    readonly companyId: number
    readonly policyNumber: string
    readonly start: string
  }
}

/**
 * The transfer of the vehicle with this VIN to the driver with this licence, unless a claim numbered
 * `claimNumber` (the one the transfer records) exists already or either party is missing.
 */
export const findVehicleTransfer = (vin: string, buyerLicence: string, claimNumber: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [done] = yield* sql<{
      count: number
    }>`SELECT count(*)::int AS count FROM claim WHERE claim_number = ${claimNumber}`
    const [seller] = yield* sql<VehicleTransfer["seller"]>`
      SELECT id, policy_id, date_added::text FROM policy_vehicle WHERE vin = ${vin} ORDER BY id LIMIT 1`
    const [buyer] = yield* sql<VehicleTransfer["buyer"]>`
      SELECT d.id AS driver_id, p.id AS policy_id, p.reporting_company_id AS company_id, p.policy_number,
        min(t.effective_date)::text AS start
      FROM driver d JOIN policy_operator po ON po.driver_id = d.id JOIN policy p ON p.id = po.policy_id
      JOIN policy_term t ON t.policy_id = p.id
      WHERE d.licence_number = ${buyerLicence}
      GROUP BY d.id, p.id ORDER BY max(t.expiry_date) DESC LIMIT 1`
    if (done!.count > 0 || !seller || !buyer) return undefined
    const transfer: VehicleTransfer = { vin, claimNumber, seller, buyer }
    return transfer
  })

/** Marks the vehicles with this VIN price-coded (a vehicle code starting with P). */
export const markPriceCoded = (vin: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE policy_vehicle SET vehicle_code = 'P' || coalesce(vehicle_code, '0') WHERE vin = ${vin}`
  })

export const brandSalvage = (vin: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE policy_vehicle SET branding_id = (SELECT id FROM branding WHERE code = 'SALVAGE') WHERE vin = ${vin}`
  })

/**
 * Records the transfer: the seller's copies end the day before the buyer's policy starts, a copy joins
 * the buyer's policy, and a closed at-fault claim of the buyer's names that copy.
 */
export const recordVehicleTransfer = ({ vin, claimNumber, seller, buyer }: VehicleTransfer) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE policy_vehicle SET date_removed = ${buyer.start}::date - 1
      WHERE vin = ${vin} AND (date_removed IS NULL OR date_removed >= ${buyer.start}::date)`
    const [copy] = yield* sql<{ id: number }>`
      INSERT INTO policy_vehicle (policy_id, date_added, date_removed, model_year, make_en, make_fr, model_en, model_fr, vin,
        is_trailer, vehicle_code, location_postal_code, vehicle_use_id, type_of_use_id, vehicle_class, driving_record,
        major_coverage_ids, commuting_distance_one_way, commuting_distance_annual, business_use_percentage, branding_id,
        gross_vehicle_weight_kg)
      SELECT ${buyer.policyId}, ${buyer.start}::date, NULL, model_year, make_en, make_fr, model_en, model_fr, vin,
        is_trailer, vehicle_code, 'M5V', vehicle_use_id, type_of_use_id, vehicle_class, driving_record,
        major_coverage_ids, 25, 21000, 10, branding_id, gross_vehicle_weight_kg
      FROM policy_vehicle WHERE id = ${seller.id}
      RETURNING id`
    const [claim] = yield* sql<{ id: number }>`
      INSERT INTO claim (driver_id, reporting_company_id, policy_id, policy_number, claim_number, date_of_loss, date_reported,
        status, at_fault_percentage, involvement_code, policy_vehicle_id, vehicle_loss_id)
      VALUES (${buyer.driverId}, ${buyer.companyId}, ${buyer.policyId}, ${buyer.policyNumber}, ${claimNumber},
        ${buyer.start}::date + 200, ${buyer.start}::date + 203, 'closed', 100, 'F', ${copy!.id},
        (SELECT id FROM vehicle_loss WHERE code = 'P'))
      RETURNING id`
    yield* sql`
      INSERT INTO claim_loss (claim_id, loss_kind_id, loss_amount, expense_amount)
      SELECT ${claim!.id}, id, amounts.loss, amounts.expense
      FROM claim_loss_kind JOIN (VALUES ('COLL', 8450.75, 320.00), ('DCPD', 0, 145.50)) AS amounts (code, loss, expense)
        USING (code)`
    yield* sql`
      INSERT INTO claim_first_party (claim_id, driver_id, full_name, licence_number, jurisdiction_id, date_of_birth,
        year_of_birth, listed_on_policy, driver_excluded, at_fault_percentage)
      SELECT ${claim!.id}, d.id, d.full_name, d.licence_number, d.jurisdiction_id, d.date_of_birth, d.year_of_birth,
        true, false, 100
      FROM driver d WHERE d.id = ${buyer.driverId}`
  })
