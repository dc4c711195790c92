import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { VehicleDescription } from "../shared/vehicleDescription"

export interface VehicleRow extends VehicleDescription {
  readonly policyVehicleId: number
  readonly branding: LookupRow | null
  readonly vehicleUse: LookupRow | null
  readonly typeOfUse: LookupRow | null
  readonly policyNumber: string
  readonly carrierCode: string
  readonly carrierNameEn: string
  readonly carrierNameFr: string
  readonly effectiveDate: string
  readonly expiryDate: string
  readonly cancellationDate: string | null
  readonly status: LookupRow
  readonly termUpdatedAt: Date
}

export interface LookupRow {
  readonly id: number
  readonly code: string
  readonly descriptionEn: string
  readonly descriptionFr: string
}

export interface ClaimRow {
  readonly id: number
  readonly claimKey: string
  readonly dateOfLoss: string
  readonly policyNumber: string
  readonly claimNumber: string
  readonly status: "open" | "closed"
  readonly carrierCode: string
  readonly carrierNameEn: string
  readonly carrierNameFr: string
  readonly vehicleLoss: LookupRow | null
  readonly updatedAt: Date
  readonly losses: ReadonlyArray<{
    readonly code: string
    readonly descriptionEn: string
    readonly descriptionFr: string
    readonly lossAmount: number
    readonly expenseAmount: number
  }>
}

const lookupJson = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'code', ${alias}.code,
     'descriptionEn', ${alias}.description_en, 'descriptionFr', ${alias}.description_fr) END`

/** Every policy term a VIN was on, and every claim (not removed) on that vehicle, in two queries. */
export const readVehicleData = (vin: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const vehicles = yield* sql<VehicleRow>`
      SELECT v.id AS policy_vehicle_id, v.model_year, v.make_en, v.make_fr, v.model_en, v.model_fr, v.vin,
        v.vehicle_code, v.gross_vehicle_weight_kg, v.date_added::text, v.date_removed::text,
        v.business_use_percentage, v.commuting_distance_one_way, v.commuting_distance_annual,
        ${sql.literal(lookupJson("b"))} AS branding,
        ${sql.literal(lookupJson("vu"))} AS vehicle_use,
        ${sql.literal(lookupJson("tu"))} AS type_of_use,
        p.policy_number, rc.code AS carrier_code, rc.name_en AS carrier_name_en, rc.name_fr AS carrier_name_fr,
        t.effective_date::text, t.expiry_date::text, t.cancellation_date::text, t.updated_at AS term_updated_at,
        json_build_object('id', ps.id, 'code', ps.code, 'descriptionEn', ps.description_en,
          'descriptionFr', ps.description_fr) AS status
      FROM policy_vehicle v
      JOIN policy p ON p.id = v.policy_id
      JOIN reporting_company rc ON rc.id = p.reporting_company_id
      JOIN policy_term t ON t.policy_id = p.id
        AND t.effective_date <= coalesce(v.date_removed, t.expiry_date)
        AND t.expiry_date > v.date_added
      JOIN policy_status ps ON ps.id = t.status_id
      LEFT JOIN branding b ON b.id = v.branding_id
      LEFT JOIN vehicle_use vu ON vu.id = v.vehicle_use_id
      LEFT JOIN type_of_use tu ON tu.id = v.type_of_use_id
      WHERE v.vin = ${vin}
      ORDER BY t.effective_date DESC`
    if (vehicles.length === 0) return { vehicles, claims: [] as ReadonlyArray<ClaimRow> }
    const claims = yield* sql<ClaimRow>`
      SELECT DISTINCT ON (c.reporting_company_id, c.claim_number)
        c.id, c.reporting_company_id || ':' || c.claim_number AS claim_key, c.date_of_loss::text, c.policy_number,
        c.claim_number, c.status, c.updated_at,
        rc.code AS carrier_code, rc.name_en AS carrier_name_en, rc.name_fr AS carrier_name_fr,
        ${sql.literal(lookupJson("vl"))} AS vehicle_loss,
        coalesce((
          SELECT json_agg(json_build_object('code', k.code, 'descriptionEn', k.description_en,
            'descriptionFr', k.description_fr, 'lossAmount', l.loss_amount, 'expenseAmount', l.expense_amount)
            ORDER BY l.id)
          FROM claim_loss l JOIN claim_loss_kind k ON k.id = l.loss_kind_id
          WHERE l.claim_id = c.id), '[]'::json) AS losses
      FROM claim c
      JOIN reporting_company rc ON rc.id = c.reporting_company_id
      LEFT JOIN vehicle_loss vl ON vl.id = c.vehicle_loss_id
      WHERE ${sql.in(
        "c.policy_vehicle_id",
        vehicles.map((v) => v.policyVehicleId)
      )} AND NOT c.on_hold
      ORDER BY c.reporting_company_id, c.claim_number, c.id`
    return { vehicles, claims }
  })
