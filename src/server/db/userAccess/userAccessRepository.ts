import { RepositoryOverSql } from "../shared/repository"
import { functionNames } from "../users"
import * as report from "./userAccessReport"

export type { AccessCandidate, AccessCandidateFilter, AccessEvent, AccessUserRecord, ChangeRecord } from "./userAccessReport"

/** What the user access report reads (document 2 section 2): users in scope, their access changes and the functions' names. */
export type UserAccessRepositoryShape = UserAccessRepository["Service"]

export class UserAccessRepository extends RepositoryOverSql<UserAccessRepository>()("portal/UserAccessRepository", {
  /** Every read of the report's module. */
  ...report,
  functionNames
}) {}

/**
 * On the SQL client it is built with: the report provides it inside its read, so that the read replica's
 * client is the one it reads.
 */
export const layerUserAccessRepository = UserAccessRepository.layer
