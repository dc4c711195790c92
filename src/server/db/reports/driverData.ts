import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { DriverData } from "./driverRows"

/** Earlier reports on the driver shown as previous inquiries, at most. */
export const maxPreviousInquiries = 100

const jurisdictionJson = (alias: string) => `
  CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object(
    'code', ${alias}.jurisdiction_code, 'descriptionEn', ${alias}.description_en, 'descriptionFr', ${alias}.description_fr) END`

/** An instant as JavaScript writes it (toISOString), whatever the session's time zone. */
const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** A driver by id, or by licence number and jurisdiction code. */
export type DriverKey = { readonly driverId: number } | { readonly jurisdictionCode: string; readonly licenceNumber: string }

/** Where a new report will be filed: its header is read in the same statement as the data. */
export interface HeaderRequest {
  readonly organizationId: number
  readonly reportingCompanyId: number | null
}

export interface ReportHeader {
  /** A new report id, taken before the report is built so that the snapshot carries it. */
  readonly id: number
  readonly companyNameEn: string
  readonly companyNameFr: string
}

export interface ReportInputs {
  readonly jurisdictionExists: boolean
  readonly data: DriverData | undefined
  readonly header: ReportHeader | undefined
}

type Row = { [K in keyof DriverData]: DriverData[K] | null } & {
  readonly jurisdictionExists: boolean
  readonly header: ReportHeader | null
}

/**
 * Everything a report on one driver needs, in one statement: the driver; the terms of the policies
 * the driver was listed on during those terms; those policies' vehicles and operators; the driver's
 * claims (removed ones never leave the database) with loss lines and party details; earlier reports
 * on the driver (but the pull a correction corrects); and, when asked, the new report's id and the requestor's company names. Each part
 * is an indexed lookup and PostgreSQL builds the JSON, so a report costs one round trip to read.
 */
export const readReportInputs = (key: DriverKey, headerRequest?: HeaderRequest, correctionOf?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // A correction's report does not list the pull it corrects: the report on screen, or the pull its working copies came from.
    const correctedPull =
      correctionOf === undefined
        ? sql``
        : sql`AND r.id <> coalesce((
              WITH RECURSIVE copies AS (
                SELECT id, regenerated_from, from_correction FROM driver_report WHERE id = ${correctionOf}
                UNION ALL
                SELECT p.id, p.regenerated_from, p.from_correction
                FROM driver_report p JOIN copies c ON p.id = c.regenerated_from WHERE c.from_correction)
              SELECT id FROM copies WHERE NOT from_correction LIMIT 1), 0)`
    const target =
      "driverId" in key
        ? sql`SELECT id, jurisdiction_id FROM driver WHERE id = ${key.driverId}`
        : sql`SELECT d.id, d.jurisdiction_id FROM driver d
            WHERE d.licence_number = ${key.licenceNumber}
              AND d.jurisdiction_id = (SELECT id FROM jurisdiction WHERE jurisdiction_code = ${key.jurisdictionCode})`
    const jurisdictionExists =
      "driverId" in key ? sql`true` : sql`EXISTS (SELECT 1 FROM jurisdiction WHERE jurisdiction_code = ${key.jurisdictionCode})`
    const header = headerRequest
      ? sql`(SELECT json_build_object('id', nextval(pg_get_serial_sequence('driver_report', 'id')),
            'companyNameEn', coalesce(rc.name_en, o.name_en), 'companyNameFr', coalesce(rc.name_fr, o.name_fr))
          FROM organization o LEFT JOIN reporting_company rc ON rc.id = ${headerRequest.reportingCompanyId}
          WHERE o.id = ${headerRequest.organizationId} AND EXISTS (SELECT 1 FROM target))`
      : sql`NULL::json`
    const driverId = sql`(SELECT id FROM target)`
    const [row] = yield* sql<Row>`
      WITH target AS MATERIALIZED (${target}),
        policies AS MATERIALIZED (SELECT DISTINCT policy_id FROM policy_operator WHERE driver_id = ${driverId})
      SELECT ${jurisdictionExists} AS jurisdiction_exists, ${header} AS header,
        (SELECT json_build_object(
            'id', d.id, 'licenceNumber', d.licence_number, 'jurisdiction', ${sql.literal(jurisdictionJson("j"))},
            'fullName', d.full_name, 'fullAddress', d.full_address, 'dateOfBirth', d.date_of_birth,
            'yearOfBirth', d.year_of_birth, 'genderId', d.gender_id, 'maritalStatusId', d.marital_status_id,
            'driverTrainingId', d.driver_training_id, 'yearsLicensed', d.years_licensed, 'onHold', d.on_hold,
            'albertaGridLevel', d.alberta_grid_level, 'albertaGridIndicator', d.alberta_grid_indicator,
            'albertaGridRatingDate', d.alberta_grid_rating_date, 'updatedAt', ${sql.literal(instant("d.updated_at"))})
          FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
          WHERE d.id = ${driverId}) AS driver,
        (SELECT coalesce(json_agg(json_build_object(
            'termId', t.id, 'policyId', t.policy_id, 'policyNumber', p.policy_number,
            'carrier', json_build_object('code', rc.code, 'nameEn', rc.name_en, 'nameFr', rc.name_fr),
            'holderName', p.holder_name, 'holderAddress', p.holder_address, 'isCommercial', p.is_commercial,
            'effectiveDate', t.effective_date, 'expiryDate', t.expiry_date, 'cancellationDate', t.cancellation_date,
            'isCancelled', t.is_cancelled, 'statusId', t.status_id, 'updatedAt', ${sql.literal(instant("t.updated_at"))})), '[]')
          FROM policies
          JOIN policy_term t ON t.policy_id = policies.policy_id
          JOIN policy p ON p.id = t.policy_id
          JOIN reporting_company rc ON rc.id = p.reporting_company_id
          WHERE EXISTS (
            SELECT 1 FROM policy_operator po
            WHERE po.policy_id = t.policy_id AND po.driver_id = ${driverId}
              AND po.date_added < least(t.expiry_date, coalesce(t.cancellation_date, t.expiry_date))
              AND (po.date_deleted IS NULL OR po.date_deleted > t.effective_date))) AS terms,
        (SELECT coalesce(json_agg(json_build_object(
            'id', v.id, 'policyId', v.policy_id, 'dateAdded', v.date_added, 'dateRemoved', v.date_removed,
            'modelYear', v.model_year, 'makeEn', v.make_en, 'makeFr', v.make_fr, 'modelEn', v.model_en,
            'modelFr', v.model_fr, 'vin', v.vin, 'isTrailer', v.is_trailer, 'vehicleCode', v.vehicle_code,
            'locationPostalCode', v.location_postal_code, 'vehicleUseId', v.vehicle_use_id,
            'typeOfUseId', v.type_of_use_id, 'vehicleClass', v.vehicle_class, 'drivingRecord', v.driving_record,
            'majorCoverageIds', v.major_coverage_ids, 'commutingDistanceOneWay', v.commuting_distance_one_way,
            'commutingDistanceAnnual', v.commuting_distance_annual, 'businessUsePercentage', v.business_use_percentage,
            'brandingId', v.branding_id, 'grossVehicleWeightKg', v.gross_vehicle_weight_kg)), '[]')
          FROM policies JOIN policy_vehicle v ON v.policy_id = policies.policy_id) AS vehicles,
        (SELECT coalesce(json_agg(json_build_object(
            'id', po.id, 'policyId', po.policy_id, 'driverId', po.driver_id, 'fullName', d.full_name,
            'licenceNumber', d.licence_number, 'jurisdiction', ${sql.literal(jurisdictionJson("j"))},
            'yearOfBirth', d.year_of_birth, 'relationshipId', po.relationship_id, 'dateAdded', po.date_added,
            'dateDeleted', po.date_deleted, 'onHold', po.on_hold OR d.on_hold,
            'vehicles', coalesce((
              SELECT json_agg(json_build_object('policyVehicleId', ov.policy_vehicle_id, 'operatorTypeId', ov.operator_type_id)
                ORDER BY ov.policy_vehicle_id)
              FROM policy_operator_vehicle ov WHERE ov.policy_operator_id = po.id), '[]')) ORDER BY po.id), '[]')
          FROM policies
          JOIN policy_operator po ON po.policy_id = policies.policy_id
          JOIN driver d ON d.id = po.driver_id
          JOIN jurisdiction j ON j.id = d.jurisdiction_id) AS operators,
        (SELECT coalesce(json_agg(json_build_object(
            'id', c.id, 'carrier', json_build_object('code', rc.code, 'nameEn', rc.name_en, 'nameFr', rc.name_fr),
            'policyNumber', c.policy_number, 'claimNumber', c.claim_number, 'policyholderName', p.holder_name,
            'policyholderAddress', p.holder_address, 'dateOfLoss', c.date_of_loss, 'dateReported', c.date_reported,
            'status', c.status, 'isThirdParty', c.is_third_party, 'isReserveOnly', c.is_reserve_only,
            'isComprehensive', c.is_comprehensive, 'atFaultPercentage', c.at_fault_percentage,
            'involvementCode', c.involvement_code, 'vehicleId', c.policy_vehicle_id,
            'vehicleEn', CASE WHEN v.id IS NULL THEN NULL ELSE concat_ws(' ', v.model_year, v.make_en, v.model_en) END,
            'vehicleFr', CASE WHEN v.id IS NULL THEN NULL ELSE concat_ws(' ', v.model_year, v.make_fr, v.model_fr) END,
            'vehicleLossId', c.vehicle_loss_id, 'majorCoverageIds', c.major_coverage_ids,
            'updatedAt', ${sql.literal(instant("c.updated_at"))},
            'losses', coalesce((
              SELECT json_agg(json_build_object('lossKindId', l.loss_kind_id, 'lossAmount', l.loss_amount::float8,
                'expenseAmount', l.expense_amount::float8, 'isReserve', l.is_reserve, 'reserveDate', l.reserve_date) ORDER BY l.id)
              FROM claim_loss l WHERE l.claim_id = c.id), '[]'),
            'firstParty', CASE WHEN fp.claim_id IS NULL THEN NULL ELSE json_build_object(
              'driverId', fp.driver_id, 'fullName', fp.full_name, 'licenceNumber', fp.licence_number,
              'jurisdiction', ${sql.literal(jurisdictionJson("fpj"))}, 'dateOfBirth', fp.date_of_birth,
              'yearOfBirth', fp.year_of_birth, 'listedOnPolicy', fp.listed_on_policy, 'driverExcluded', fp.driver_excluded,
              'atFaultPercentage', fp.at_fault_percentage,
              'onHold', coalesce(fpd.on_hold, false) OR EXISTS (
                SELECT 1 FROM policy_operator fpo
                WHERE fpo.policy_id = c.policy_id AND fpo.driver_id = fp.driver_id AND fpo.on_hold)) END,
            'thirdParty', CASE WHEN tp.claim_id IS NULL THEN NULL ELSE json_build_object(
              'fullName', tp.full_name, 'licenceNumber', tp.licence_number, 'jurisdiction', ${sql.literal(jurisdictionJson("tpj"))},
              'insurerNameEn', tpi.name_en, 'insurerNameFr', tpi.name_fr, 'policyNumber', tp.policy_number,
              'atFaultPercentage', tp.at_fault_percentage) END)), '[]')
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
          WHERE c.driver_id = ${driverId} AND NOT c.on_hold) AS claims,
        (SELECT coalesce(json_agg(json_build_object('date', i.date, 'companyNameEn', i.company_name_en,
            'companyNameFr', i.company_name_fr) ORDER BY i.report_date DESC, i.id DESC), '[]')
          FROM (
            SELECT r.id, r.report_date, ${sql.literal(instant("r.report_date"))} AS date,
              coalesce(rc.name_en, o.name_en) AS company_name_en, coalesce(rc.name_fr, o.name_fr) AS company_name_fr
            FROM driver_report r
            JOIN organization o ON o.id = r.organization_id
            LEFT JOIN reporting_company rc ON rc.id = r.reporting_company_id
            -- A correction's working copy is not an inquiry (docs/decisions.md).
            WHERE r.driver_id = ${driverId} AND NOT r.from_correction ${correctedPull}
            ORDER BY r.report_date DESC, r.id DESC
            LIMIT ${maxPreviousInquiries}) i) AS inquiries`
    const data: DriverData | undefined = row?.driver
      ? {
          driver: row.driver,
          terms: row.terms ?? [],
          vehicles: row.vehicles ?? [],
          operators: row.operators ?? [],
          claims: row.claims ?? [],
          inquiries: row.inquiries ?? []
        }
      : undefined
    const inputs: ReportInputs = { jurisdictionExists: row?.jurisdictionExists ?? false, data, header: row?.header ?? undefined }
    return inputs
  })

/** The data of a report on this driver (no header); undefined when there is no such driver. */
export const readDriverData = (driverId: number) => Effect.map(readReportInputs({ driverId }), (inputs) => inputs.data)
