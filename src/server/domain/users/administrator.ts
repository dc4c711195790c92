import { Effect } from "effect"
import { Forbidden, NotFound } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import type { Caller } from "../../../api/security"
import { exceedsPrivileges } from "../../../api/users/grants"
import type { FunctionGrant, GrantableFunction } from "../../../api/users/schemas"
import type { EmployerScope } from "../../db/users/usersRepository"
import { grantableOf } from "./grantRows"

/** The caller as an administrator: what they hold (within their assigned organizations) and whom they manage. */
export interface Administrator {
  readonly user: Caller
  readonly held: ReadonlyArray<GrantableFunction>
  /** The employers of the users they manage: the companies and organizations they hold userAdministration for. */
  readonly scope: EmployerScope
}

export const companiesNotAllowed = new Forbidden({ token: "COMPANIES_NOT_ALLOWED" })
export const privilegesNotAccessible = new Forbidden({ token: "PRIVILEGES_NOT_ACCESSIBLE" })
export const userNotFound = new NotFound({ message: "No such user" })

/** The caller as an administrator, from the grants the authorization loaded with their profile. */
export const administratorOf = (user: Caller): Administrator => {
  const assigned = new Set(user.assignedOrganizationsIds)
  const held = grantableOf(user.grants.filter((grant) => assigned.has(grant.organizationId)))
  const managed = held.find((f) => f.functionId === FunctionId.userAdministration)?.companies ?? []
  return {
    user,
    held,
    scope: {
      companyIds: managed.flatMap((c) => (c.reportingCompanyId === null ? [] : [c.reportingCompanyId])),
      organizationIds: managed.flatMap((c) => (c.reportingCompanyId === null ? [c.organizationId] : []))
    }
  }
}

/** Whether the administrator manages users employed by this company (or organization without companies). */
export const manages = (
  administrator: Administrator,
  employer: { readonly organizationId: number; readonly reportingCompanyId: number | null }
) =>
  employer.reportingCompanyId !== null
    ? administrator.scope.companyIds.includes(employer.reportingCompanyId)
    : administrator.scope.organizationIds.includes(employer.organizationId)

/** Organizations the administrator's search may filter on: those of the employers they manage. */
export const managedOrganizationIds = (administrator: Administrator): ReadonlySet<number> =>
  new Set(
    (administrator.held.find((f) => f.functionId === FunctionId.userAdministration)?.companies ?? []).map((c) => c.organizationId)
  )

/**
 * A user the administrator may open: in scope (else 404, as an unknown id), and not above the
 * administrator's privileges (403 PRIVILEGES_NOT_ACCESSIBLE).
 */
export const requireManageable = <U extends { readonly organizationId: number; readonly reportingCompanyId: number | null }>(
  administrator: Administrator,
  user: U | undefined,
  functions: ReadonlyArray<FunctionGrant>
) =>
  Effect.gen(function* () {
    if (user === undefined || !manages(administrator, user)) return yield* userNotFound
    if (exceedsPrivileges(administrator.held, functions)) return yield* privilegesNotAccessible
    return user
  })
