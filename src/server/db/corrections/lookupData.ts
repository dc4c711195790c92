import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { ClaimOperatorOption, OperatorByDln, PolicyTerm, VehicleOption } from "../../../api/corrections/schemas"
import type { Carrier } from "../../../api/reports/schemas"
import { allRows, firstRow } from "../shared/statements"

/** The drivers listed on a policy at any time, by name: who a claim under it may name as its driver. */
export const claimOperatorOptions = (policyId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (policyId === null) return []
    return yield* sql<ClaimOperatorOption>`
      SELECT DISTINCT d.id AS operator_key, d.full_name, d.licence_number AS dln, j.jurisdiction_code
      FROM policy_operator po JOIN driver d ON d.id = po.driver_id JOIN jurisdiction j ON j.id = d.jurisdiction_id
      WHERE po.policy_id = ${policyId}
      ORDER BY d.full_name, d.id`
  })

const vehicleColumns = `v.id AS vehicle_key, v.model_year, v.make_en, v.make_fr, v.model_en, v.model_fr, v.vin`

/** Every vehicle a policy has held, newest model first. */
export const claimVehicleOptions = (policyId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (policyId === null) return []
    return yield* sql<VehicleOption>`
      SELECT ${sql.literal(vehicleColumns)} FROM policy_vehicle v
      WHERE v.policy_id = ${policyId}
      ORDER BY v.model_year DESC, v.id`
  })

/** The term's stop: its cancellation date, else its expiry (as the report shows it). */
const termStop = `coalesce(t.cancellation_date, t.expiry_date)`

/** A policy's terms, newest first, as the add-operator dialog offers them. */
export const policyTermOptions = (policyId: number) =>
  allRows(
    (sql) =>
      sql<PolicyTerm>`
      SELECT t.effective_date::text AS term_start_date, ${sql.literal(termStop)}::text AS term_end_date
      FROM policy_term t WHERE t.policy_id = ${policyId}
      ORDER BY t.effective_date DESC, t.id DESC`
  )

/** The vehicles of a policy present during any of its terms that start on the given dates. */
export const termVehicleOptions = (policyId: number, termStartDates: ReadonlyArray<string>) =>
  allRows(
    (sql) =>
      sql<VehicleOption>`
      SELECT ${sql.literal(vehicleColumns)} FROM policy_vehicle v
      WHERE v.policy_id = ${policyId} AND EXISTS (
        SELECT 1 FROM policy_term t
        WHERE t.policy_id = v.policy_id AND t.effective_date = ANY(${[...termStartDates]}::date[])
          AND v.date_added < ${sql.literal(termStop)} AND (v.date_removed IS NULL OR v.date_removed > t.effective_date))
      ORDER BY v.model_year DESC, v.id`
  )

/** The policy a term belongs to, the term's start and the policy's carrier. */
export const termPolicy = (termId: number) =>
  firstRow(
    (sql) => sql<{ policyId: number; effectiveDate: string; carrier: Carrier }>`
      SELECT t.policy_id, t.effective_date::text AS effective_date,
        json_build_object('code', rc.code, 'nameEn', rc.name_en, 'nameFr', rc.name_fr) AS carrier
      FROM policy_term t JOIN policy p ON p.id = t.policy_id JOIN reporting_company rc ON rc.id = p.reporting_company_id
      WHERE t.id = ${termId}`
  )

/** A claim's carrier and policy, unless it was removed. */
export const claimPolicy = (claimId: number) =>
  firstRow(
    (sql) => sql<{ policyId: number | null; carrier: Carrier }>`
      SELECT c.policy_id, json_build_object('code', rc.code, 'nameEn', rc.name_en, 'nameFr', rc.name_fr) AS carrier
      FROM claim c JOIN reporting_company rc ON rc.id = c.reporting_company_id
      WHERE c.id = ${claimId} AND NOT c.on_hold`
  )

/** A driver by licence and jurisdiction; the birth of a driver on hold is withheld, as in reports. */
export const operatorByLicence = (jurisdictionId: number, licenceNumber: string) =>
  firstRow(
    (sql) => sql<OperatorByDln>`
      SELECT d.id AS operator_key, d.full_name,
        CASE WHEN d.on_hold THEN NULL ELSE d.date_of_birth::text END AS date_of_birth,
        CASE WHEN d.on_hold THEN NULL ELSE d.year_of_birth END AS year_of_birth,
        d.gender_id, d.marital_status_id, d.alberta_grid_level AS grid_level, d.alberta_grid_indicator AS grid_indicator
      FROM driver d WHERE d.jurisdiction_id = ${jurisdictionId} AND d.licence_number = ${licenceNumber}`
  )
