import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { DriverSearchRecord } from "../../../api/reports/schemas"
import { likePrefix } from "../shared/searchText"
import { anyRow } from "../shared/statements"

export interface NumberAtCompany<Company> {
  readonly company: Company
  readonly number: string
}

/** Search criteria after trimming and normalizing; null means "not given". */
export interface SearchCriteria<Company> {
  readonly licenceNumber: string | null
  readonly jurisdictionCode: string | null
  readonly fullName: string | null
  readonly fullAddress: string | null
  readonly yearOfBirth: number | null
  readonly vin: string | null
  readonly policy: NumberAtCompany<Company> | null
  readonly claim: NumberAtCompany<Company> | null
}

/** Criteria whose company codes were found: what the database search takes. */
export type DriverCriteria = Omit<SearchCriteria<number>, "policy" | "claim"> & {
  readonly policy: { readonly companyId: number; readonly number: string } | null
  readonly claim: { readonly companyId: number; readonly number: string } | null
}

/** The most records a driver search returns; the count is always the true count. */
export const maxSearchRecords = 100

/**
 * The name's words (migration 0034), with the jurisdiction when one is given: the index then reads the
 * drivers of that jurisdiction alone.
 */
const nameClause = (sql: SqlClient.SqlClient, fullName: string, jurisdictionCode: string | null) =>
  jurisdictionCode === null
    ? sql`portal_driver_name_words(d.full_name, d.jurisdiction_id) @@ portal_name_query(${fullName})`
    : sql`portal_driver_name_words(d.full_name, d.jurisdiction_id) @@ (portal_name_query(${fullName})
        && (SELECT quote_literal('@' || id::text)::tsquery FROM jurisdiction WHERE jurisdiction_code = ${jurisdictionCode}))`

/**
 * Drivers matching every given criterion. Each criterion has its own index: licence + jurisdiction,
 * the words of the name (each typed word a prefix of one, in any order), the search key of the address
 * (prefix), VIN, policy number + company, claim number + company.
 */
export const searchDrivers = (criteria: DriverCriteria) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const clauses = [
      criteria.licenceNumber !== null && sql`d.licence_number = ${criteria.licenceNumber}`,
      criteria.jurisdictionCode !== null &&
        sql`d.jurisdiction_id = (SELECT id FROM jurisdiction WHERE jurisdiction_code = ${criteria.jurisdictionCode})`,
      criteria.fullName !== null && nameClause(sql, criteria.fullName, criteria.jurisdictionCode),
      criteria.fullAddress !== null && sql`d.address_key LIKE portal_search_key(${likePrefix(criteria.fullAddress)})`,
      criteria.yearOfBirth !== null && sql`d.year_of_birth = ${criteria.yearOfBirth}`,
      criteria.vin !== null &&
        sql`d.id IN (SELECT po.driver_id FROM policy_vehicle v JOIN policy_operator po ON po.policy_id = v.policy_id
          WHERE v.vin = ${criteria.vin})`,
      criteria.policy !== null &&
        sql`d.id IN (SELECT po.driver_id FROM policy p JOIN policy_operator po ON po.policy_id = p.id
          WHERE p.reporting_company_id = ${criteria.policy.companyId} AND p.policy_number = ${criteria.policy.number})`,
      criteria.claim !== null &&
        sql`d.id IN (SELECT c.driver_id FROM claim c
          WHERE c.reporting_company_id = ${criteria.claim.companyId} AND c.claim_number = ${criteria.claim.number}
            AND NOT c.on_hold)`
    ].filter((clause) => clause !== false)
    const where = sql.and(clauses)
    // The drivers found, read once for the count and the first page, which sorts them: fenced in a
    // materialized CTE, so that the planner never walks the whole name-key index in order to meet a few
    // scattered matches. No row answered means no driver found.
    const rows = yield* sql<{
      count: number
      fullName: string
      licenseNumber: string
      code: string
      descriptionEn: string
      descriptionFr: string
      dateOfBirth: string | null
      yearOfBirth: number | null
      onHold: boolean
    }>`
      WITH found AS MATERIALIZED (
        SELECT d.id, d.name_key, d.full_name, d.licence_number, d.jurisdiction_id, d.date_of_birth, d.year_of_birth,
          d.on_hold
        FROM driver d WHERE ${where})
      SELECT (SELECT count(*) FROM found)::int AS count, d.full_name, d.licence_number AS license_number,
        j.jurisdiction_code AS code, j.description_en, j.description_fr, d.date_of_birth, d.year_of_birth, d.on_hold
      FROM found d JOIN jurisdiction j ON j.id = d.jurisdiction_id
      ORDER BY d.name_key, d.id
      LIMIT ${maxSearchRecords}`
    const data: ReadonlyArray<DriverSearchRecord> = rows.map((r) => ({
      fullName: r.fullName,
      licenseNumber: r.licenseNumber,
      jurisdiction: { code: r.code, descriptionEn: r.descriptionEn, descriptionFr: r.descriptionFr },
      // A driver on hold has the date of birth masked wherever it is shown.
      dateOfBirth: r.onHold ? null : r.dateOfBirth,
      yearOfBirth: r.onHold ? null : r.yearOfBirth
    }))
    return { count: rows[0]?.count ?? 0, data }
  })

export const findCompanyIdByCode = (code: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id: number }>`SELECT id FROM reporting_company WHERE code = ${code}`
    return rows[0]?.id
  })

export const jurisdictionExists = (code: string) =>
  anyRow((sql) => sql<{ id: number }>`SELECT id FROM jurisdiction WHERE jurisdiction_code = ${code}`)
