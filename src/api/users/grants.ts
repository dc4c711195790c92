import type { FunctionGrant, GrantableFunction, GrantedCompany } from "./schemas"

/**
 * Who may grant what (document 2 section 6), one definition for the profile screen (what it offers)
 * and the server (what it refuses): an administrator grants only functions they hold, only for the
 * companies they hold each for, and only within the user's assigned organizations.
 */
const sameCompany = (a: GrantedCompany, b: GrantedCompany) =>
  a.organizationId === b.organizationId && a.reportingCompanyId === b.reportingCompanyId

/** The caller's grants narrowed to the user's assigned organizations: what the profile offers. */
export const grantableWithin = (
  held: ReadonlyArray<GrantableFunction>,
  assignedOrganizationsIds: ReadonlyArray<number>
): ReadonlyArray<GrantableFunction> =>
  held.map((f) => ({
    functionId: f.functionId,
    companies: f.companies.filter((c) => assignedOrganizationsIds.includes(c.organizationId))
  }))

const holds = (held: ReadonlyArray<GrantableFunction>, functionId: number, company?: GrantedCompany) => {
  const grant = held.find((f) => f.functionId === functionId)
  return grant !== undefined && (company === undefined || grant.companies.some((c) => sameCompany(c, company)))
}

/** The functions of a form the caller may not grant: not held, or a company they do not hold it for. */
export const ungrantedFunctions = (
  held: ReadonlyArray<GrantableFunction>,
  assignedOrganizationsIds: ReadonlyArray<number>,
  functions: ReadonlyArray<FunctionGrant>
): ReadonlyArray<number> => {
  const offered = grantableWithin(held, assignedOrganizationsIds)
  return functions
    .filter((f) => !holds(offered, f.functionId) || f.companies.some((c) => !holds(offered, f.functionId, c)))
    .map((f) => f.functionId)
}

/**
 * An account is above the caller when it holds a function the caller lacks, or holds one for a company
 * the caller does not hold it for ('The selected account is granted privileges that you cannot access.').
 */
export const exceedsPrivileges = (held: ReadonlyArray<GrantableFunction>, account: ReadonlyArray<FunctionGrant>): boolean =>
  account.some((f) => !holds(held, f.functionId) || f.companies.some((c) => !holds(held, f.functionId, c)))

/** Changes between two sets of grants, one entry per function or company granted or removed (the user history). */
export interface GrantChange {
  readonly kind: "functionGranted" | "functionRemoved" | "companyGranted" | "companyRemoved"
  readonly functionId: number
  readonly company?: GrantedCompany
}

export const grantChanges = (
  before: ReadonlyArray<FunctionGrant>,
  after: ReadonlyArray<FunctionGrant>
): ReadonlyArray<GrantChange> => {
  const changes: Array<GrantChange> = []
  for (const f of after) {
    const previous = before.find((b) => b.functionId === f.functionId)
    if (!previous) changes.push({ kind: "functionGranted", functionId: f.functionId })
    for (const c of f.companies)
      if (!previous?.companies.some((p) => sameCompany(p, c)))
        changes.push({ kind: "companyGranted", functionId: f.functionId, company: c })
  }
  for (const b of before) {
    const next = after.find((f) => f.functionId === b.functionId)
    for (const c of b.companies)
      if (!next?.companies.some((n) => sameCompany(n, c)))
        changes.push({ kind: "companyRemoved", functionId: b.functionId, company: c })
    if (!next) changes.push({ kind: "functionRemoved", functionId: b.functionId })
  }
  return changes
}
