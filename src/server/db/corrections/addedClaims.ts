import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { anyRow, execute } from "../shared/statements"

/** Claim numbers are unique per company: additions to one company's claims run one at a time. */
export const lockCompanyClaims = (reportingCompanyId: number) =>
  execute((sql) => sql`SELECT id FROM reporting_company WHERE id = ${reportingCompanyId} FOR UPDATE`)

/** Whether the company already holds a claim with this number (not removed), ignoring case. */
export const companyHoldsClaimNumber = (reportingCompanyId: number, claimNumber: string) =>
  anyRow(
    (sql) => sql<{ id: number }>`
      SELECT id FROM claim
      WHERE reporting_company_id = ${reportingCompanyId} AND upper(claim_number) = upper(${claimNumber}) AND NOT on_hold
      LIMIT 1`
  )

/** The policy's vehicle with this VIN, preferring one present on the date of loss, then the latest. */
export const policyVehicleByVin = (policyId: number, vin: string, dateOfLoss: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [vehicle] = yield* sql<{ id: number }>`
      SELECT id FROM policy_vehicle WHERE policy_id = ${policyId} AND upper(vin) = ${vin}
      ORDER BY (date_added <= ${dateOfLoss}::date AND (date_removed IS NULL OR date_removed > ${dateOfLoss}::date)) DESC, id DESC
      LIMIT 1`
    return vehicle?.id
  })

/** A claim added by a correction, with its first-party details. */
export interface NewClaim {
  readonly driverId: number
  readonly reportingCompanyId: number
  readonly policyId: number
  readonly policyNumber: string
  readonly claimNumber: string
  readonly dateOfLoss: string
  readonly dateReported: string
  readonly isComprehensive: boolean
  readonly atFaultPercentage: number
  readonly vehicleId: number | null
  readonly majorCoverageIds: ReadonlyArray<number>
  readonly firstParty: {
    readonly driverId: number | null
    readonly fullName: string
    readonly licenceNumber: string
    readonly jurisdictionId: number
    readonly dateOfBirth: string | null
    readonly yearOfBirth: number | null
    readonly driverExcluded: boolean
  }
}

/** An open claim with involvement F; its first party is listed on the policy when the driver is one of its operators. */
export const insertClaim = (claim: NewClaim) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const fp = claim.firstParty
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO claim (driver_id, reporting_company_id, policy_id, policy_number, claim_number, date_of_loss, date_reported,
        status, is_comprehensive, at_fault_percentage, involvement_code, policy_vehicle_id, major_coverage_ids)
      VALUES (${claim.driverId}, ${claim.reportingCompanyId}, ${claim.policyId}, ${claim.policyNumber}, ${claim.claimNumber},
        ${claim.dateOfLoss}::date, ${claim.dateReported}::date, 'open', ${claim.isComprehensive},
        ${claim.atFaultPercentage}, 'F', ${claim.vehicleId}, ${`{${claim.majorCoverageIds.join(",")}}`}::int[])
      RETURNING id`
    yield* sql`
      INSERT INTO claim_first_party (claim_id, driver_id, full_name, licence_number, jurisdiction_id, date_of_birth,
        year_of_birth, listed_on_policy, driver_excluded, at_fault_percentage)
      VALUES (${row!.id}, ${fp.driverId}, ${fp.fullName}, ${fp.licenceNumber}, ${fp.jurisdictionId},
        ${fp.dateOfBirth}::date, ${fp.yearOfBirth},
        EXISTS (SELECT 1 FROM policy_operator WHERE policy_id = ${claim.policyId} AND driver_id = ${fp.driverId}),
        ${fp.driverExcluded}, ${claim.atFaultPercentage})`
    return row!.id
  })
