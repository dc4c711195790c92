import { readSecondFactor, removeSecondFactor } from "../identity/secondFactors"
import { recordUserEvent } from "../identity/invitations"
import { queueNotice } from "../mail/outbox"
import { RepositoryOverSql } from "../shared/repository"
import { lockUserIdentities } from "../shared/uniquenessLocks"
import { functionNames, loadUserProfileById } from "../users"
import * as managed from "./managedUsers"
import { readMyData } from "./myData"
import * as lookups from "./userLookups"
import { searchUsers } from "./userSearch"
import * as writes from "./userWrites"

export type { GrantRow, ManagedUserRecord } from "./managedUsers"
export type { OrganizationRecord } from "./userLookups"
export type { EmployerScope, UserSearchFilter, UserSearchRecord } from "./userSearch"
export type { HistoryRow, StoredGrant, UserFields } from "./userWrites"

/** Where user administration keeps accounts, their grants, options and history (document 2). */
export type UsersRepositoryShape = UsersRepository["Service"]

/** Every export of the area's db modules is an operation, with the shared ones the domain's rules need. */
export class UsersRepository extends RepositoryOverSql<UsersRepository>()("portal/UsersRepository", {
  ...lookups,
  ...managed,
  ...writes,
  searchUsers,
  functionNames,
  loadUserProfileById,
  readMyData,
  recordUserEvent,
  readSecondFactor,
  removeSecondFactor,
  queueNotice,
  /** Held until the transaction ends, before a User ID or e-mail is checked and stored. */
  lockUserIdentities
}) {}

export const layerUsersRepository = UsersRepository.layer
