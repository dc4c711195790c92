import { Effect } from "effect"
import type { UserProfile } from "../../../api/platform/schemas"
import { userStatusFilters } from "../../../api/users/schemas"
import { UsersRepository } from "../../db/users/usersRepository"
import { requireAssignedOrganization } from "../authorization"
import type { Administrator } from "./administrator"
import { openUser } from "./saveUser"
import { findUsers } from "./userSearch"

/** Every user, enabled or disabled, the administrator manages: the user search without filters, unpaged (GET /Users). */
export const managedUsers = (administrator: Administrator) =>
  Effect.map(findUsers(administrator, { status: userStatusFilters.all }, null), (result) => result.data)

/**
 * The users employed by one organization whom the administrator manages (GET /Users/FindByOrganization/{id}):
 * the search's rule, so an organization they manage no one of answers 403 COMPANIES_NOT_ALLOWED.
 */
export const usersOfOrganization = (administrator: Administrator, organizationId: number) =>
  Effect.map(findUsers(administrator, { organizationId, status: userStatusFilters.all }, null), (result) => result.data)

/**
 * The driver report options a user holds, with their default (GET /DriverReportOptions/list?userId): of a
 * user the administrator may open (404 outside their scope, 403 above their privileges).
 */
export const driverReportOptionsHeldBy = (administrator: Administrator, userId: number) =>
  Effect.gen(function* () {
    yield* openUser(administrator, userId)
    const profile = yield* (yield* UsersRepository).loadUserProfileById(userId)
    return profile?.userDriverReportOptions ?? []
  })

/**
 * The enabled driver report options of an organization the caller is assigned to (403
 * COMPANIES_NOT_ALLOWED otherwise), of one company when given (GET /DriverReportOptions/{organizationId}).
 */
export const organizationDriverReportOptions = (
  user: UserProfile,
  organizationId: number,
  reportingCompanyId: number | null | "any"
) =>
  Effect.andThen(
    requireAssignedOrganization(user, organizationId),
    Effect.flatMap(UsersRepository, (db) => db.driverReportOptionsOf(organizationId, reportingCompanyId))
  )
