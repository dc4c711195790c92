import { Effect } from "effect"
import type { UserSearchQuery, UserSearchResult, UserSearchRow } from "../../../api/users/schemas"
import type { SearchPage } from "../../db/shared/searchPage"
import { UsersRepository, type UserSearchRecord } from "../../db/users/usersRepository"
import { companiesNotAllowed, managedOrganizationIds, type Administrator } from "./administrator"

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

const toRow = (r: UserSearchRecord): UserSearchRow => ({
  id: r.id,
  userId: r.userId,
  userName: [r.firstName, r.middleName, r.lastName].filter((part) => part !== null && part.trim() !== "").join(" "),
  organization: { id: r.organizationId, nameEn: r.organizationEn, nameFr: r.organizationFr },
  reportingCompany:
    r.reportingCompanyId === null ? null : { id: r.reportingCompanyId, nameEn: r.companyEn!, nameFr: r.companyFr! },
  unit: r.unitId === null ? null : { id: r.unitId, nameEn: r.unitEn!, nameFr: r.unitFr! },
  status: r.isDisabled ? 2 : 1
})

/**
 * The user search (document 2 section 2): users the administrator manages; a filter on an organization
 * or company they do not manage is refused (403 COMPANIES_NOT_ALLOWED).
 */
export const findUsers = (administrator: Administrator, query: UserSearchQuery, page: SearchPage) =>
  Effect.gen(function* () {
    const organizationId = query.organizationId ?? null
    const reportingCompanyId = query.reportingCompanyId ?? null
    if (organizationId !== null && !managedOrganizationIds(administrator).has(organizationId)) return yield* companiesNotAllowed
    if (reportingCompanyId !== null && !administrator.scope.companyIds.includes(reportingCompanyId))
      return yield* companiesNotAllowed
    const result = yield* (yield* UsersRepository).searchUsers({
      scope: administrator.scope,
      organizationId,
      reportingCompanyId,
      unitId: query.unitId ?? null,
      status: query.status,
      userId: text(query.userId),
      userName: text(query.userName),
      page
    })
    const answer: UserSearchResult = { count: result.count, data: result.data.map(toRow) }
    return answer
  })
