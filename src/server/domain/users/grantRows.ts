import type { FunctionGrant, GrantableFunction, GrantedCompany } from "../../../api/users/schemas"
import { hasSeparateCompanies } from "../../../api/users/validation"
import type { GrantRow, StoredGrant } from "../../db/users/usersRepository"

/**
 * How grants are stored (user_function): one row per company. An organization without separate
 * companies is granted as itself (company null); a function held without a company (vehicle report,
 * clients, system settings) in a carrier is one row of the employer organization with company null,
 * which names no company.
 */
const namesACompany = (row: GrantRow) => row.reportingCompanyId !== null || !hasSeparateCompanies(row.organizationType)

/** Rows as the functions held, each with its companies and their names. */
export const grantableOf = (rows: ReadonlyArray<GrantRow>): ReadonlyArray<GrantableFunction> => {
  const functions = new Map<number, GrantableFunction["companies"][number][]>()
  for (const row of rows) {
    const companies = functions.get(row.functionId) ?? []
    if (namesACompany(row))
      companies.push({
        organizationId: row.organizationId,
        reportingCompanyId: row.reportingCompanyId,
        nameEn: row.nameEn,
        nameFr: row.nameFr
      })
    functions.set(row.functionId, companies)
  }
  return [...functions].map(([functionId, companies]) => ({ functionId, companies }))
}

/** Rows as the profile shows them: functions with their companies, without names. */
export const functionGrantsOf = (rows: ReadonlyArray<GrantRow>): ReadonlyArray<FunctionGrant> =>
  grantableOf(rows).map((f) => ({
    functionId: f.functionId,
    companies: f.companies.map((c) => ({ organizationId: c.organizationId, reportingCompanyId: c.reportingCompanyId }))
  }))

export interface Employer {
  readonly organizationId: number
  readonly reportingCompanyId: number | null
  /** The organization is a carrier, with separate reporting companies. */
  readonly hasCompanies: boolean
}

const sameCompany = (a: GrantedCompany, b: GrantedCompany) =>
  a.organizationId === b.organizationId && a.reportingCompanyId === b.reportingCompanyId

const distinct = (companies: ReadonlyArray<GrantedCompany>) =>
  companies.filter((c, i) => companies.findIndex((d) => sameCompany(c, d)) === i)

/** The rows a form's functions are stored as. */
export const storedGrants = (functions: ReadonlyArray<FunctionGrant>, employer: Employer): ReadonlyArray<StoredGrant> =>
  functions.flatMap((f) =>
    f.companies.length === 0
      ? [{ functionId: f.functionId, organizationId: employer.organizationId, reportingCompanyId: null }]
      : distinct(f.companies).map((c) => ({ functionId: f.functionId, ...c }))
  )

/** A form's functions as they read back once stored (the history compares those). */
export const grantsAsStored = (functions: ReadonlyArray<FunctionGrant>, employer: Employer): ReadonlyArray<FunctionGrant> =>
  functions
    .filter((f, i) => functions.findIndex((g) => g.functionId === f.functionId) === i)
    .map((f) => ({
      functionId: f.functionId,
      companies:
        f.companies.length === 0 && !employer.hasCompanies
          ? [{ organizationId: employer.organizationId, reportingCompanyId: null }]
          : distinct(f.companies)
    }))
