import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type {
  ClaimRow,
  DriverData,
  DriverRow,
  InquiryRow,
  OperatorRow,
  TermRow,
  VehicleRow
} from "../../domain/reports/driverData"

type WithInstant<T, K extends keyof T> = Omit<T, K> & { readonly [P in K]: Date }

const iso = (date: Date) => date.toISOString()

/**
 * The policies the driver is or was listed on, as an array every query below matches with = ANY:
 * evaluated once, then an index lookup per policy whatever the table statistics say.
 */
const driverPolicies = (sql: SqlClient.SqlClient, driverId: number) =>
  sql`ARRAY(SELECT policy_id FROM policy_operator WHERE driver_id = ${driverId})`

const jurisdictionJson = (alias: string) => `
  CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object(
    'code', ${alias}.jurisdiction_code, 'descriptionEn', ${alias}.description_en, 'descriptionFr', ${alias}.description_fr) END`

export const readDriver = (sql: SqlClient.SqlClient, driverId: number) =>
  sql<WithInstant<DriverRow, "updatedAt">>`
    SELECT d.id, d.licence_number, ${sql.literal(jurisdictionJson("j"))} AS jurisdiction, d.full_name, d.full_address,
      d.date_of_birth, d.year_of_birth, d.gender_id, d.marital_status_id, d.driver_training_id, d.years_licensed,
      d.on_hold, d.alberta_grid_level, d.alberta_grid_indicator, d.alberta_grid_rating_date, d.updated_at
    FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
    WHERE d.id = ${driverId}`.pipe(Effect.map((rows) => rows.map((r) => ({ ...r, updatedAt: iso(r.updatedAt) }))))

/** Terms of those policies during which the driver was listed on the policy. */
const readTerms = (sql: SqlClient.SqlClient, driverId: number) =>
  sql<WithInstant<TermRow, "updatedAt">>`
    SELECT t.id AS term_id, t.policy_id, p.policy_number,
      json_build_object('code', rc.code, 'nameEn', rc.name_en, 'nameFr', rc.name_fr) AS carrier,
      p.holder_name, p.holder_address, p.is_commercial, t.effective_date, t.expiry_date, t.cancellation_date,
      t.is_cancelled, t.status_id, t.updated_at
    FROM policy_term t
    JOIN policy p ON p.id = t.policy_id
    JOIN reporting_company rc ON rc.id = p.reporting_company_id
    WHERE t.policy_id = ANY(${driverPolicies(sql, driverId)})
      AND EXISTS (
        SELECT 1 FROM policy_operator po
        WHERE po.policy_id = t.policy_id AND po.driver_id = ${driverId}
          AND po.date_added < least(t.expiry_date, coalesce(t.cancellation_date, t.expiry_date))
          AND (po.date_deleted IS NULL OR po.date_deleted > t.effective_date))`.pipe(
    Effect.map((rows) => rows.map((r) => ({ ...r, updatedAt: iso(r.updatedAt) })))
  )

const readVehicles = (sql: SqlClient.SqlClient, driverId: number) =>
  sql<VehicleRow>`
    SELECT v.id, v.policy_id, v.date_added, v.date_removed, v.model_year, v.make_en, v.make_fr, v.model_en, v.model_fr,
      v.vin, v.is_trailer, v.vehicle_code, v.location_postal_code, v.vehicle_use_id, v.type_of_use_id, v.vehicle_class,
      v.driving_record, v.major_coverage_ids, v.commuting_distance_one_way, v.commuting_distance_annual,
      v.business_use_percentage, v.branding_id, v.gross_vehicle_weight_kg
    FROM policy_vehicle v
    WHERE v.policy_id = ANY(${driverPolicies(sql, driverId)})`

const readOperators = (sql: SqlClient.SqlClient, driverId: number) =>
  sql<OperatorRow>`
    SELECT po.id, po.policy_id, po.driver_id, d.full_name, d.licence_number, ${sql.literal(jurisdictionJson("j"))} AS jurisdiction,
      d.year_of_birth, po.relationship_id, po.date_added, po.date_deleted, (po.on_hold OR d.on_hold) AS on_hold,
      coalesce((
        SELECT json_agg(json_build_object('policyVehicleId', ov.policy_vehicle_id, 'operatorTypeId', ov.operator_type_id)
          ORDER BY ov.policy_vehicle_id)
        FROM policy_operator_vehicle ov WHERE ov.policy_operator_id = po.id), '[]') AS vehicles
    FROM policy_operator po
    JOIN driver d ON d.id = po.driver_id
    JOIN jurisdiction j ON j.id = d.jurisdiction_id
    WHERE po.policy_id = ANY(${driverPolicies(sql, driverId)})
    ORDER BY po.id`

/** The driver's claims with their loss lines and party details; removed (on-hold) claims never leave the database. */
const readClaims = (sql: SqlClient.SqlClient, driverId: number) =>
  sql<WithInstant<ClaimRow, "updatedAt">>`
    SELECT c.id, json_build_object('code', rc.code, 'nameEn', rc.name_en, 'nameFr', rc.name_fr) AS carrier,
      c.policy_number, c.claim_number, p.holder_name AS policyholder_name, p.holder_address AS policyholder_address,
      c.date_of_loss, c.date_reported, c.status, c.is_third_party, c.is_reserve_only, c.is_comprehensive,
      c.at_fault_percentage, c.involvement_code, c.policy_vehicle_id AS vehicle_id,
      CASE WHEN v.id IS NULL THEN NULL ELSE concat_ws(' ', v.model_year, v.make_en, v.model_en) END AS vehicle_en,
      CASE WHEN v.id IS NULL THEN NULL ELSE concat_ws(' ', v.model_year, v.make_fr, v.model_fr) END AS vehicle_fr,
      c.vehicle_loss_id, c.major_coverage_ids, c.updated_at,
      coalesce((
        SELECT json_agg(json_build_object('lossKindId', l.loss_kind_id, 'lossAmount', l.loss_amount::float8,
          'expenseAmount', l.expense_amount::float8, 'isReserve', l.is_reserve, 'reserveDate', l.reserve_date) ORDER BY l.id)
        FROM claim_loss l WHERE l.claim_id = c.id), '[]') AS losses,
      CASE WHEN fp.claim_id IS NULL THEN NULL ELSE json_build_object(
        'driverId', fp.driver_id, 'fullName', fp.full_name, 'licenceNumber', fp.licence_number,
        'jurisdiction', ${sql.literal(jurisdictionJson("fpj"))}, 'dateOfBirth', fp.date_of_birth,
        'yearOfBirth', fp.year_of_birth, 'listedOnPolicy', fp.listed_on_policy, 'driverExcluded', fp.driver_excluded,
        'atFaultPercentage', fp.at_fault_percentage,
        'onHold', coalesce(fpd.on_hold, false) OR EXISTS (
          SELECT 1 FROM policy_operator fpo
          WHERE fpo.policy_id = c.policy_id AND fpo.driver_id = fp.driver_id AND fpo.on_hold)) END AS first_party,
      CASE WHEN tp.claim_id IS NULL THEN NULL ELSE json_build_object(
        'fullName', tp.full_name, 'licenceNumber', tp.licence_number, 'jurisdiction', ${sql.literal(jurisdictionJson("tpj"))},
        'insurerNameEn', tpi.name_en, 'insurerNameFr', tpi.name_fr, 'policyNumber', tp.policy_number,
        'atFaultPercentage', tp.at_fault_percentage) END AS third_party
    FROM claim c
    JOIN reporting_company rc ON rc.id = c.reporting_company_id
    LEFT JOIN policy p ON p.id = c.policy_id
    LEFT JOIN policy_vehicle v ON v.id = c.policy_vehicle_id
    LEFT JOIN claim_first_party fp ON fp.claim_id = c.id
    LEFT JOIN jurisdiction fpj ON fpj.id = fp.jurisdiction_id
    LEFT JOIN driver fpd ON fpd.id = fp.driver_id
    LEFT JOIN claim_third_party tp ON tp.claim_id = c.id
    LEFT JOIN jurisdiction tpj ON tpj.id = tp.jurisdiction_id
    LEFT JOIN reporting_company tpi ON tpi.id = tp.insurer_company_id
    WHERE c.driver_id = ${driverId} AND NOT c.on_hold`.pipe(
    Effect.map((rows) => rows.map((r) => ({ ...r, updatedAt: iso(r.updatedAt) })))
  )

/** Earlier reports on the driver: when, and for which company (the organization when the requestor had none). */
export const maxPreviousInquiries = 100

const readInquiries = (sql: SqlClient.SqlClient, driverId: number) =>
  sql<WithInstant<InquiryRow, "date">>`
    SELECT r.report_date AS date, coalesce(rc.name_en, o.name_en) AS company_name_en, coalesce(rc.name_fr, o.name_fr) AS company_name_fr
    FROM driver_report r
    JOIN organization o ON o.id = r.organization_id
    LEFT JOIN reporting_company rc ON rc.id = r.reporting_company_id
    WHERE r.driver_id = ${driverId}
    ORDER BY r.report_date DESC, r.id DESC
    LIMIT ${maxPreviousInquiries}`.pipe(Effect.map((rows) => rows.map((r) => ({ ...r, date: iso(r.date) }))))

/**
 * Everything a report on this driver needs, in six indexed queries run side by side (no query per
 * policy or claim). Undefined when there is no such driver.
 */
export const readDriverData = (driverId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [drivers, terms, vehicles, operators, claims, inquiries] = yield* Effect.all(
      [
        readDriver(sql, driverId),
        readTerms(sql, driverId),
        readVehicles(sql, driverId),
        readOperators(sql, driverId),
        readClaims(sql, driverId),
        readInquiries(sql, driverId)
      ],
      { concurrency: "unbounded" }
    )
    const driver = drivers[0]
    if (!driver) return undefined
    const data: DriverData = { driver, terms, vehicles, operators, claims, inquiries }
    return data
  })
