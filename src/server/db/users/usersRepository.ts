import { Context, Layer } from "effect"
import { readSecondFactor, removeSecondFactor } from "../identity/secondFactors"
import { recordUserEvent } from "../identity/invitations"
import { queueNotice } from "../mail/outbox"
import { overSql, type Repository } from "../shared/repository"
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

const operations = {
  findOrganization: lookups.findOrganization,
  companyOrganizationId: lookups.companyOrganizationId,
  isUnitOf: lookups.isUnitOf,
  permittedDomains: lookups.permittedDomains,
  hasBureauCredentials: lookups.hasBureauCredentials,
  hasSponsor: lookups.hasSponsor,
  userIdInUse: lookups.userIdInUse,
  emailInUse: lookups.emailInUse,
  driverReportOptionsOf: lookups.driverReportOptionsOf,
  functionNames,
  companyNames: lookups.companyNames,
  readManagedUser: managed.readManagedUser,
  readUsersByEmail: managed.readUsersByEmail,
  readGrantRows: managed.readGrantRows,
  searchUsers,
  loadUserProfileById,
  insertUser: writes.insertUser,
  updateUser: writes.updateUser,
  replaceAssignments: writes.replaceAssignments,
  markDeleted: writes.markDeleted,
  eraseUser: writes.eraseUser,
  insertHistory: writes.insertHistory,
  recordUserEvent,
  readSecondFactor,
  removeSecondFactor,
  queueNotice,
  readMyData,
  /** Held until the transaction ends, before a User ID or e-mail is checked and stored. */
  lockUserIdentities
}

/** Where user administration keeps accounts, their grants, options and history (document 2). */
export type UsersRepositoryShape = Repository<typeof operations>

export class UsersRepository extends Context.Service<UsersRepository, UsersRepositoryShape>()("portal/UsersRepository") {}

export const layerUsersRepository = Layer.effect(UsersRepository, overSql(operations))
