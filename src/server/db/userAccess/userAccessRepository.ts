import { Context, Layer } from "effect"
import { overSql, type Repository } from "../shared/repository"
import { functionNames } from "../users"
import * as report from "./userAccessReport"

export type { AccessCandidate, AccessCandidateFilter, AccessEvent, AccessUserRecord, ChangeRecord } from "./userAccessReport"

const operations = {
  readAccessCandidates: report.readAccessCandidates,
  readAccessUsers: report.readAccessUsers,
  readChanges: report.readChanges,
  functionNames
}

/** What the user access report reads (document 2 section 2): users in scope, their access changes and the functions' names. */
export type UserAccessRepositoryShape = Repository<typeof operations>

export class UserAccessRepository extends Context.Service<UserAccessRepository, UserAccessRepositoryShape>()(
  "portal/UserAccessRepository"
) {}

/**
 * On the SQL client it is built with: the report provides it inside its read, so that the read replica's
 * client is the one it reads.
 */
export const layerUserAccessRepository = Layer.effect(UserAccessRepository, overSql(operations))
