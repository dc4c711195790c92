import { Effect } from "effect"
import type { UserAccessChange, UserAccessDetails, UserAccessRow } from "../../../api/userAccess/schemas"
import { functionSeparator } from "../../../api/userAccess/schemas"
import type { SearchPage } from "../../db/shared/searchPage"
import {
  UserAccessRepository,
  type AccessCandidate,
  type AccessCandidateFilter,
  type AccessUserRecord,
  type ChangeRecord
} from "../../db/userAccess/userAccessRepository"
import { accessAsOf, fullName, functionsText, matchesStatus, type FunctionName } from "./accessAsOf"
import { NotFound } from "../../../api/errors"

/** The export stops at this many rows; the count stays the true count. */
const maxExportRows = 10_000

export interface UserAccessFilter extends Omit<AccessCandidateFilter, "id"> {
  readonly status: 0 | 1 | 2
  readonly functionId: number | null
}

interface AsOf {
  readonly id: number
  readonly functionIds: ReadonlyArray<number>
  readonly isDisabled: boolean
}

const asOfCandidate = (c: AccessCandidate): AsOf => ({ id: c.id, ...accessAsOf(c, c.later) })

const toRow = (user: AccessUserRecord, access: AsOf, names: ReadonlyArray<FunctionName>): UserAccessRow => {
  const functions = functionsText(access.functionIds, names, functionSeparator)
  return {
    id: user.id,
    userId: user.userId,
    organization: { id: user.organizationId, nameEn: user.organizationEn, nameFr: user.organizationFr },
    reportingCompany:
      user.reportingCompanyId === null ? null : { id: user.reportingCompanyId, nameEn: user.companyEn!, nameFr: user.companyFr! },
    userName: fullName(user.firstName, user.middleName, user.lastName),
    createdDate: new Date(user.createdDate).toISOString(),
    userStatus: access.isDisabled ? 2 : 1,
    lastLoginDate: user.lastLoginDate === null ? null : new Date(user.lastLoginDate).toISOString(),
    functionsEn: functions.en,
    functionsFr: functions.fr
  }
}

/** The users of the rows, in the order of the rows. */
const rowsOf = (accesses: ReadonlyArray<AsOf>, until: Date) =>
  Effect.gen(function* () {
    const db = yield* UserAccessRepository
    const [users, names] = yield* Effect.all(
      [
        db.readAccessUsers(
          accesses.map((a) => a.id),
          until
        ),
        db.functionNames
      ],
      { concurrency: "unbounded" }
    )
    const byId = new Map(users.map((u) => [u.id, u]))
    return accesses.flatMap((a) => {
      const user = byId.get(a.id)
      return user === undefined ? [] : [toRow(user, a, names)]
    })
  })

/**
 * The user access report (document 2 section 2): the users in scope as they were at the end of the
 * as-of day, filtered by their status and functions on that day.
 */
export const userAccessReport = (filter: UserAccessFilter, page: SearchPage) =>
  Effect.gen(function* () {
    const candidates = yield* (yield* UserAccessRepository).readAccessCandidates({ ...filter, id: null })
    const matching = candidates
      .map(asOfCandidate)
      .filter(
        (a) =>
          matchesStatus(filter.status, a.isDisabled) && (filter.functionId === null || a.functionIds.includes(filter.functionId))
      )
    const shown = page ? matching.slice((page.number - 1) * page.size, page.number * page.size) : matching.slice(0, maxExportRows)
    return { count: matching.length, data: yield* rowsOf(shown, filter.until) }
  })

const toChange = (c: ChangeRecord): UserAccessChange => ({
  changeDate: new Date(c.changeDate).toISOString(),
  changeAdministrator:
    c.administratorFirstName === null ? null : fullName(c.administratorFirstName, null, c.administratorLastName ?? ""),
  changeDescriptionEn: c.descriptionEn,
  changeDescriptionFr: c.descriptionFr
})

/** One user's row as of the day and the changes recorded up to its end (404 outside the scope or the day). */
export const userAccessDetails = (filter: Pick<AccessCandidateFilter, "scope" | "until">, id: number) =>
  Effect.gen(function* () {
    const db = yield* UserAccessRepository
    const [candidate] = yield* db.readAccessCandidates({
      ...filter,
      id,
      organizationId: null,
      reportingCompanyId: null,
      userId: null,
      userName: null
    })
    if (candidate === undefined) return yield* new NotFound({ message: "No such user" })
    const [row] = yield* rowsOf([asOfCandidate(candidate)], filter.until)
    const changes = yield* db.readChanges(id, filter.until)
    const details: UserAccessDetails = { ...row!, history: changes.map(toChange) }
    return details
  })
