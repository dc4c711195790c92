import { Effect } from "effect"
import { exceedsPrivileges, grantChanges } from "../../../api/users/grants"
import {
  accessTypes,
  type AccessType,
  type CopyProfile,
  type FunctionGrant,
  type ManagedUser,
  type UserProfileSave
} from "../../../api/users/schemas"
import { shownPhone, storedPhone, userIdFor } from "../../../api/users/validation"
import { UsersRepository, type HistoryRow, type ManagedUserRecord, type UserFields } from "../../db/users/usersRepository"
import { invalidRequest } from "../invalidRequest"
import { AccountIdentity } from "./accountIdentity"
import { manages, requireManageable, type Administrator } from "./administrator"
import { functionGrantsOf, grantsAsStored, storedGrants, type Employer } from "./grantRows"
import { changedFields, history, type ProfileField } from "./history"
import { checkData, checkForm, checkGrants, checkOptions } from "./profileChecks"

const toIso = (date: Date) => date.toISOString()

export const managedUserOf = (record: ManagedUserRecord, functions: ReadonlyArray<FunctionGrant>): ManagedUser => ({
  id: record.id,
  userType: record.userType,
  userId: record.userId,
  firstName: record.firstName,
  middleName: record.middleName,
  lastName: record.lastName,
  email: record.email,
  mfaPhone: shownPhone(record.mfaPhone),
  isDisabled: record.isDisabled,
  isIbcCredentials: record.isIbcCredentials,
  organizationId: record.organizationId,
  organizationType: record.organizationType,
  reportingCompanyId: record.reportingCompanyId,
  unitId: record.unitId,
  assignedOrganizationsIds: record.assignedOrganizationsIds,
  functions,
  driverReportOptions: record.driverReportOptions,
  hasSignedIn: record.sub !== null,
  hasSecondFactor: record.hasSecondFactor,
  lastLogin: record.lastLogin === null ? null : toIso(record.lastLogin),
  createdDate: toIso(record.createdAt)
})

/** A live user with the functions they hold; `forUpdate` locks the row for the rest of the transaction. */
export const readUser = (id: number, options: { readonly forUpdate?: boolean } = {}) =>
  Effect.gen(function* () {
    const db = yield* UsersRepository
    const record = yield* db.readManagedUser(id, options)
    if (record === undefined) return undefined
    return { record, functions: functionGrantsOf(yield* db.readGrantRows(id)) }
  })

/** A user the administrator may open (404 outside their scope, 403 above their privileges). */
const manageableUser = (administrator: Administrator, id: number, options: { readonly forUpdate?: boolean } = {}) =>
  Effect.gen(function* () {
    const found = yield* readUser(id, options)
    yield* requireManageable(administrator, found?.record, found?.functions ?? [])
    return found!
  })

export const openUser = (administrator: Administrator, id: number) =>
  Effect.map(manageableUser(administrator, id), ({ functions, record }) => managedUserOf(record, functions))

/** One history entry per function and company granted or removed, with their names. */
const grantHistory = (before: ReadonlyArray<FunctionGrant>, after: ReadonlyArray<FunctionGrant>) =>
  Effect.gen(function* () {
    const changes = grantChanges(before, after)
    if (changes.length === 0) return [] as ReadonlyArray<HistoryRow>
    const db = yield* UsersRepository
    const functions = yield* db.functionNames
    const companies = yield* db.companyNames([...new Set(changes.flatMap((c) => (c.company ? [c.company.organizationId] : [])))])
    return changes.map((change) => {
      const fn = functions.find((f) => f.id === change.functionId)
      const company =
        change.company &&
        companies.find(
          (c) =>
            c.organizationId === change.company!.organizationId && c.reportingCompanyId === change.company!.reportingCompanyId
        )
      return history.grantChange(
        change,
        { en: fn?.nameEn ?? String(change.functionId), fr: fn?.nameFr ?? String(change.functionId) },
        company ? { en: company.nameEn, fr: company.nameFr } : undefined
      )
    })
  })

/**
 * A save that grants a function, or a company for a function, asks for a recent authentication of
 * the administrator (ASVS 3.7.1) before anything is written; one that grants nothing does not.
 */
const requireRecentAuthenticationToGrant = (
  administrator: Administrator,
  before: ReadonlyArray<FunctionGrant>,
  after: ReadonlyArray<FunctionGrant>
) =>
  grantChanges(before, after).some((change) => change.kind === "functionGranted" || change.kind === "companyGranted")
    ? Effect.flatMap(AccountIdentity, (identity) => identity.requireRecentAuthentication(administrator.user))
    : Effect.void

const trimmedOrNull = (value: string | null) => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

const distinctIds = (ids: ReadonlyArray<number>) => [...new Set(ids)].sort((a, b) => a - b)

/** The profile fields as stored, to tell which a save changes. */
const profileOf = (
  user: UserFields & {
    readonly assignedOrganizationsIds: ReadonlyArray<number>
    readonly driverReportOptions: ReadonlyArray<{ readonly driverReportOptionId: number; readonly isDefault: boolean }>
  }
): Record<ProfileField, unknown> => ({
  firstName: user.firstName,
  middleName: user.middleName,
  lastName: user.lastName,
  email: user.email,
  mfaPhone: user.mfaPhone,
  organizationId: user.organizationId,
  reportingCompanyId: user.reportingCompanyId,
  unitId: user.unitId,
  assignedOrganizationsIds: distinctIds(user.assignedOrganizationsIds),
  driverReportOptions: [...user.driverReportOptions]
    .sort((a, b) => a.driverReportOptionId - b.driverReportOptionId)
    .map((o) => ({ driverReportOptionId: o.driverReportOptionId, isDefault: o.isDefault }))
})

/** The columns a save stores: trimmed names, the e-mail as checked, the phone for bureau credentials only. */
const storedFields = (form: UserProfileSave, userType: AccessType, email: string, employer: Employer): UserFields => ({
  firstName: form.firstName.trim(),
  middleName: trimmedOrNull(form.middleName),
  lastName: form.lastName.trim(),
  email,
  mfaPhone: userType === accessTypes.bureauCredentials ? storedPhone(form.mfaPhone) : null,
  organizationId: employer.organizationId,
  reportingCompanyId: employer.reportingCompanyId,
  unitId: form.unitId
})

/**
 * Creates an account (document 2 sections 2, 5, 6 and 8) and sends its invitation: the record, its
 * grants, its history and the invitation, in the caller's transaction.
 */
export const createUser = (administrator: Administrator, payload: UserProfileSave) =>
  Effect.gen(function* () {
    const db = yield* UsersRepository
    // Only bureau staff choose the access type; every other administrator creates company credentials.
    const form: UserProfileSave = {
      ...payload,
      userType: administrator.user.isIbc ? payload.userType : accessTypes.company
    }
    const employer = yield* checkForm(form, { mode: "create", toggle: false })
    yield* checkGrants(administrator, form, employer)
    const options = yield* checkOptions(form, employer)
    const userId = userIdFor(form.userType, form.userId, form.email)
    const email = form.email.trim()
    yield* checkData({ userType: form.userType, newUserId: userId, email, employer, stored: null })
    yield* requireRecentAuthenticationToGrant(administrator, [], grantsAsStored(form.functions, employer))
    const fields = storedFields(form, form.userType, email, employer)
    const id = yield* db.insertUser({ ...fields, userType: form.userType, userId, createdBy: administrator.user.id })
    yield* db.replaceAssignments(id, {
      organizationIds: distinctIds(form.assignedOrganizationsIds),
      grants: storedGrants(form.functions, employer),
      options
    })
    const granted = yield* grantHistory([], grantsAsStored(form.functions, employer))
    yield* db.insertHistory(id, administrator.user.id, [history.created(), ...granted])
    // The invitation records itself in the history ("invited").
    yield* (yield* AccountIdentity).invite(id, administrator.user.id)
    const created = yield* readUser(id)
    return managedUserOf(created!.record, created!.functions)
  })

/**
 * Saves a profile, or enables or disables the account (document 2 sections 4 and 5): userType and
 * userId stay as created; disabling clears assigned organizations, functions and options; the
 * functions rules are skipped for an enable or disable. Every change goes to the history.
 */
export const updateUser = (
  administrator: Administrator,
  id: number,
  payload: UserProfileSave & { readonly isDisabled: boolean }
) =>
  Effect.gen(function* () {
    const db = yield* UsersRepository
    const { record, functions: before } = yield* manageableUser(administrator, id, { forUpdate: true })
    const toggle = payload.isDisabled !== record.isDisabled
    if (!toggle && record.isDisabled) return yield* invalidRequest("The account is disabled: enable it before changing it")
    const disabling = toggle && payload.isDisabled
    const form: UserProfileSave = { ...payload, userType: record.userType, userId: record.userId }
    const employer = yield* checkForm(form, { mode: "update", toggle })
    const functions = disabling ? [] : form.functions
    const assignedOrganizationsIds = disabling ? [] : distinctIds(form.assignedOrganizationsIds)
    yield* checkGrants(administrator, { functions, assignedOrganizationsIds }, employer)
    const options = disabling ? [] : yield* checkOptions(form, employer)
    const email = form.email.trim()
    yield* checkData({ userType: record.userType, newUserId: null, email, employer, stored: record })
    yield* requireRecentAuthenticationToGrant(administrator, before, grantsAsStored(functions, employer))
    const fields = storedFields(form, record.userType, email, employer)
    yield* db.updateUser(id, { ...fields, isDisabled: payload.isDisabled })
    yield* db.replaceAssignments(id, {
      organizationIds: assignedOrganizationsIds,
      grants: storedGrants(functions, employer),
      options
    })

    const changed = changedFields(
      profileOf(record),
      profileOf({ ...fields, assignedOrganizationsIds, driverReportOptions: options })
    ).filter((field) => !(disabling && (field === "assignedOrganizationsIds" || field === "driverReportOptions")))
    const entries: Array<HistoryRow> = []
    if (toggle) entries.push(disabling ? history.disabled() : history.enabled())
    if (changed.length > 0) entries.push(history.profileUpdated(changed))
    entries.push(...(yield* grantHistory(before, grantsAsStored(functions, employer))))
    yield* db.insertHistory(id, administrator.user.id, entries)
    const saved = yield* readUser(id)
    return managedUserOf(saved!.record, saved!.functions)
  })

/**
 * Deletes an account nobody has signed in to (400 otherwise: disable it instead): marked deleted and
 * recorded, or with `hard` erased with its grants, invitations and history.
 */
export const deleteUser = (administrator: Administrator, id: number, hard: boolean) =>
  Effect.gen(function* () {
    const db = yield* UsersRepository
    const { record } = yield* manageableUser(administrator, id, { forUpdate: true })
    if (record.sub !== null) return yield* invalidRequest("The user has signed in: disable the account instead")
    if (hard) return yield* db.eraseUser(id)
    yield* db.markDeleted(id)
    yield* db.insertHistory(id, administrator.user.id, [history.deleted()])
  })

/** Sends the invitation again to an enabled account nobody has signed in to (400 otherwise). */
export const inviteUser = (administrator: Administrator, id: number) =>
  Effect.gen(function* () {
    const { record } = yield* manageableUser(administrator, id, { forUpdate: true })
    if (record.sub !== null) return yield* invalidRequest("The user has signed in already")
    if (record.isDisabled) return yield* invalidRequest("The account is disabled: enable it first")
    // The invitation records itself in the history ("invited").
    yield* (yield* AccountIdentity).invite(id, administrator.user.id)
  })

/** The enabled users with this e-mail whose profile the administrator may copy: in scope, not above them. */
export const copyProfiles = (administrator: Administrator, email: string) =>
  Effect.gen(function* () {
    const db = yield* UsersRepository
    const profiles: Array<CopyProfile> = []
    for (const user of yield* db.readUsersByEmail(email.trim())) {
      if (!manages(administrator, user)) continue
      const functions = functionGrantsOf(yield* db.readGrantRows(user.id))
      if (exceedsPrivileges(administrator.held, functions)) continue
      profiles.push({
        id: user.id,
        userId: user.userId,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        organizationId: user.organizationId,
        reportingCompanyId: user.reportingCompanyId,
        unitId: user.unitId,
        assignedOrganizationsIds: user.assignedOrganizationsIds,
        functions,
        driverReportOptions: user.driverReportOptions
      })
    }
    return profiles
  })
