import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Carrier } from "../../../api/reports/schemas"
import type { DriverDetails } from "../shared/driverDetails"
import { firstRow } from "../shared/statements"

/**
 * The current database facts a correction is checked against. Every read here locks the rows it
 * returns (FOR UPDATE) until the correction's transaction ends, so two corrections of the same item
 * run one after the other and the second sees what the first wrote.
 */

const carrierJson = `json_build_object('code', rc.code, 'nameEn', rc.name_en, 'nameFr', rc.name_fr)`

export interface DriverFacts extends DriverDetails {
  readonly jurisdictionCode: string
}

/** The driver, locked: every correction on a driver takes this lock first, so corrections of one driver serialize. */
export const lockDriver = (driverId: number) =>
  firstRow(
    (sql) => sql<DriverFacts>`
      SELECT d.id, d.licence_number, j.jurisdiction_code, d.full_name, d.full_address, d.date_of_birth::text AS date_of_birth,
        d.year_of_birth, d.gender_id, d.marital_status_id, d.driver_training_id, d.years_licensed,
        d.alberta_grid_rating_date::text AS alberta_grid_rating_date
      FROM driver d JOIN jurisdiction j ON j.id = d.jurisdiction_id
      WHERE d.id = ${driverId}
      FOR UPDATE OF d`
  )

export interface TermFacts {
  readonly termId: number
  readonly policyId: number
  readonly policyNumber: string
  readonly reportingCompanyId: number
  readonly carrier: Carrier
  readonly effectiveDate: string
  readonly expiryDate: string
  readonly cancellationDate: string | null
  readonly statusId: number
}

/** A policy term with its policy's carrier, locked. */
export const lockTerm = (termId: number) =>
  firstRow(
    (sql) => sql<TermFacts>`
      SELECT t.id AS term_id, t.policy_id, p.policy_number, p.reporting_company_id, ${sql.literal(carrierJson)} AS carrier,
        t.effective_date::text AS effective_date, t.expiry_date::text AS expiry_date,
        t.cancellation_date::text AS cancellation_date, t.status_id
      FROM policy_term t JOIN policy p ON p.id = t.policy_id JOIN reporting_company rc ON rc.id = p.reporting_company_id
      WHERE t.id = ${termId}
      FOR UPDATE OF t`
  )

/** The carrier of a policy term (not locked: a policy's carrier never changes). */
export const termCarrier = (termId: number) =>
  firstRow(
    (sql) => sql<{ carrier: Carrier; reportingCompanyId: number }>`
      SELECT ${sql.literal(carrierJson)} AS carrier, p.reporting_company_id
      FROM policy_term t JOIN policy p ON p.id = t.policy_id JOIN reporting_company rc ON rc.id = p.reporting_company_id
      WHERE t.id = ${termId}`
  )

export interface ClaimFacts {
  readonly id: number
  readonly driverId: number
  readonly reportingCompanyId: number
  readonly carrier: Carrier
  readonly policyId: number | null
  readonly policyNumber: string
  readonly claimNumber: string
  readonly dateOfLoss: string
  readonly isThirdParty: boolean
  readonly isComprehensive: boolean
  readonly involvementCode: string
  readonly atFaultPercentage: number | null
  readonly vehicleId: number | null
  readonly vehicleLossId: number | null
  readonly onHold: boolean
  readonly hasFirstParty: boolean
  readonly firstPartyDriverId: number | null
  readonly driverExcluded: boolean | null
  readonly policyEffectiveDate: string | null
}

/** A claim with its first-party details, locked (the first-party row too). */
export const lockClaim = (claimId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<ClaimFacts>`
      SELECT c.id, c.driver_id, c.reporting_company_id, ${sql.literal(carrierJson)} AS carrier, c.policy_id, c.policy_number,
        c.claim_number, c.date_of_loss::text AS date_of_loss, c.is_third_party, c.is_comprehensive, c.involvement_code,
        c.at_fault_percentage, c.policy_vehicle_id AS vehicle_id, c.vehicle_loss_id, c.on_hold,
        fp.claim_id IS NOT NULL AS has_first_party, fp.driver_id AS first_party_driver_id, fp.driver_excluded,
        (SELECT max(t.effective_date)::text FROM policy_term t
          WHERE t.policy_id = c.policy_id AND t.effective_date <= c.date_of_loss) AS policy_effective_date
      FROM claim c
        JOIN reporting_company rc ON rc.id = c.reporting_company_id
        LEFT JOIN claim_first_party fp ON fp.claim_id = c.id
      WHERE c.id = ${claimId}
      FOR UPDATE OF c`
    if (rows[0]) yield* sql`SELECT 1 FROM claim_first_party WHERE claim_id = ${claimId} FOR UPDATE`
    return rows[0]
  })

interface JurisdictionRow {
  readonly id: number
  readonly code: string
}

export const jurisdictionById = (id: number) =>
  firstRow((sql) => sql<JurisdictionRow>`SELECT id, jurisdiction_code AS code FROM jurisdiction WHERE id = ${id}`)

export const jurisdictionByCode = (code: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql<JurisdictionRow>`SELECT id, jurisdiction_code AS code FROM jurisdiction WHERE jurisdiction_code = ${code}`
    return rows[0]
  })

interface CompanyRow {
  readonly id: number
  readonly code: string
  readonly organizationId: number
}

export const companyByCode = (code: string) =>
  firstRow((sql) => sql<CompanyRow>`SELECT id, code, organization_id FROM reporting_company WHERE code = ${code}`)
