import { Effect } from "effect"
import { Conflict, NotFound } from "../../../api/errors"
import type { B2CClientOrganizationSave, B2CProviderSave } from "../../../api/settings/mappingSchemas"
import { mappingConflicts } from "../../../api/settings/mappingSchemas"
import {
  emailDomainOf,
  hostNamePattern,
  validateClaimsProvider,
  validateClientMapping,
  type MappingIssue
} from "../../../api/settings/mappingValidation"
import {
  SettingsRepository,
  type MappingValues,
  type SettingsChange,
  type SettingsRepositoryShape
} from "../../db/settings/settingsRepository"
import { invalidFields } from "../invalidRequest"
import { signInDomainOf, type SignInAccount } from "../shared/signInDomain"

export { signInDomainOf, type SignInAccount }

/**
 * Settings tabs 1 and 2 (document 2 sections 2 to 5): claims providers of the sign-in service and
 * client identifier mappings, with the shared rules, the duplicates and the records of each change.
 */

/** Who makes a change: its record names them. */
interface Changer {
  readonly id: number
}

const duplicateRecord = new Conflict({ message: mappingConflicts.duplicateRecord })
const notFound = (what: string) => new NotFound({ message: `No such ${what}` })

const refuse = (issues: ReadonlyArray<MappingIssue>) =>
  invalidFields(issues, `Not saved: ${issues.map((i) => `${i.field}: ${i.code}`).join("; ")}`)

const requireValid = (issues: ReadonlyArray<MappingIssue>) => (issues.length > 0 ? Effect.fail(refuse(issues)) : Effect.void)

/** One call on the settings' repository. */
const onRepository = <A, E>(call: (db: SettingsRepositoryShape) => Effect.Effect<A, E>) =>
  Effect.flatMap(SettingsRepository, call)

/** 409 Duplicate record when taken, checked under the mappings' lock so that two saves at once cannot both pass. */
const refuseIfTaken = <E>(taken: (db: SettingsRepositoryShape) => Effect.Effect<boolean, E>) =>
  onRepository((db) =>
    Effect.andThen(
      db.lockSignInMappings,
      Effect.flatMap(taken(db), (isTaken) => (isTaken ? Effect.fail(duplicateRecord) : Effect.void))
    )
  )

/** What a write leaves, read again by the id it wrote, then recorded with the value before it (null when new). */
const savedAndRecorded =
  <T, F>(content: SettingsChange, find: (db: SettingsRepositoryShape) => (id: number) => Effect.Effect<T | undefined, F>) =>
  <E>(user: Changer, previous: T | null, write: (db: SettingsRepositoryShape) => Effect.Effect<number, E>) =>
    onRepository((db) =>
      Effect.gen(function* () {
        const current = (yield* find(db)(yield* write(db)))!
        yield* db.recordMappingChange(content, user.id, previous, current)
        return current
      })
    )

const providerSaved = savedAndRecorded("claimsProvider", (db) => db.findProvider)
const mappingSaved = savedAndRecorded("clientMapping", (db) => db.findMapping)

/** The write, answering the id it wrote. */
const writing = <E>(id: number, write: Effect.Effect<void, E>) => Effect.as(write, id)

// Claims providers

const providerValues = (payload: B2CProviderSave) => ({
  emailDomainName: payload.emailDomainName.trim(),
  b2cDomainName: payload.b2cDomainName.trim()
})

export const listProviders = onRepository((db) => db.listProviders)

/** The provider of an e-mail's domain; 400 for a value without a domain, 404 when the domain is not mapped. */
export const findProviderOfEmail = (email: string) =>
  Effect.gen(function* () {
    const domain = emailDomainOf(email)
    if (!email.includes("@") || !hostNamePattern.test(domain))
      return yield* invalidFields([{ field: "email", code: "invalidEmail" }], "email has no domain after its @")
    const provider = yield* onRepository((db) => db.providerOfDomain(domain))
    if (provider === undefined) return yield* notFound("claims provider for this domain")
    return provider
  })

export const createProvider = (user: Changer, payload: B2CProviderSave) =>
  Effect.gen(function* () {
    yield* requireValid(validateClaimsProvider(payload))
    const values = providerValues(payload)
    yield* refuseIfTaken((db) => db.providerDomainTaken(values.emailDomainName, null))
    return yield* providerSaved(user, null, (db) => db.insertProvider(values.emailDomainName, values.b2cDomainName))
  })

const openProvider = (id: number) =>
  Effect.flatMap(
    onRepository((db) => db.findProvider(id)),
    (provider) => (provider ? Effect.succeed(provider) : Effect.fail(notFound("claims provider")))
  )

export const updateProvider = (user: Changer, id: number, payload: B2CProviderSave) =>
  Effect.gen(function* () {
    const previous = yield* openProvider(id)
    yield* requireValid(validateClaimsProvider(payload))
    const values = providerValues(payload)
    yield* refuseIfTaken((db) => db.providerDomainTaken(values.emailDomainName, id))
    return yield* providerSaved(user, previous, (db) =>
      writing(id, db.updateProvider(id, values.emailDomainName, values.b2cDomainName))
    )
  })

export const deleteProvider = (user: Changer, id: number) =>
  Effect.gen(function* () {
    const db = yield* SettingsRepository
    const previous = yield* openProvider(id)
    yield* db.deleteProvider(id)
    yield* db.recordMappingChange("claimsProvider", user.id, previous, null)
  })

// Client identifier mappings

export const listMappings = onRepository((db) => db.listMappings)

/** What the database tells of the organization a mapping names; undefined for an unknown one. */
export interface OrganizationFacts {
  readonly organizationType: string
  /** The company named is one of the organization's own. */
  readonly companyOfOrganization: boolean
}

/**
 * The organization and company a mapping or its account list names: a carrier's company is required
 * and must be its own; an organization without separate companies is itself, with no company.
 */
export const companyIssues = (
  facts: OrganizationFacts | undefined,
  reportingCompanyId: number | null
): ReadonlyArray<MappingIssue> => {
  if (facts === undefined) return [{ field: "organizationId", code: "unknownValue" }]
  if (facts.organizationType === "Carrier" && reportingCompanyId === null)
    return [{ field: "reportingCompanyId", code: "required" }]
  if (reportingCompanyId !== null && (facts.organizationType !== "Carrier" || !facts.companyOfOrganization))
    return [{ field: "reportingCompanyId", code: "unknownValue" }]
  return []
}

/** The organizations a mapping may name: any the server accepts, not only the caller's own. */
export const mappableOrganizations = onRepository((db) => db.mappableOrganizations)

/** The organization's facts; 404 for an organization a mapping may not name. */
const requireMappable = (organizationId: number, reportingCompanyId: number | null) =>
  Effect.flatMap(
    onRepository((db) => db.organizationFacts(organizationId, reportingCompanyId)),
    (facts) => (facts === undefined ? Effect.fail(notFound("organization")) : Effect.succeed(facts))
  )

/** The companies a mapping of this organization may name; 404 for an organization a mapping may not name. */
export const mappableCompanies = (organizationId: number) =>
  Effect.andThen(
    requireMappable(organizationId, null),
    onRepository((db) => db.companiesOfOrganization(organizationId))
  )

/** The accounts a mapping of this organization and company may name; 404 for an unknown organization. */
export const mappableUsers = (organizationId: number, reportingCompanyId: number | null) =>
  Effect.gen(function* () {
    const facts = yield* requireMappable(organizationId, reportingCompanyId)
    yield* requireValid(companyIssues(facts, reportingCompanyId))
    return yield* onRepository((db) => db.usersOf(organizationId, reportingCompanyId))
  })

const mappingValues = (payload: B2CClientOrganizationSave): MappingValues => ({
  clientId: payload.clientId.trim(),
  organizationId: payload.organizationId,
  reportingCompanyId: payload.reportingCompanyId,
  userAccountId: payload.userAccountId,
  isVendor: payload.isVendor
})

/** The shared rules, the organization and company, then the account: it must be employed by them. */
const requireValidMapping = (payload: B2CClientOrganizationSave) =>
  Effect.gen(function* () {
    const db = yield* SettingsRepository
    // Whether a company is required is the organization's to say: the server checks it just below.
    yield* requireValid(validateClientMapping(payload, false))
    yield* requireValid(
      companyIssues(yield* db.organizationFacts(payload.organizationId, payload.reportingCompanyId), payload.reportingCompanyId)
    )
    if (!(yield* db.userOfCompany(payload.userAccountId, payload.organizationId, payload.reportingCompanyId)))
      return yield* refuse([{ field: "userAccountId", code: "userNotOfCompany" }])
    return mappingValues(payload)
  })

const openMapping = (id: number) =>
  Effect.flatMap(
    onRepository((db) => db.findMapping(id)),
    (mapping) => (mapping ? Effect.succeed(mapping) : Effect.fail(notFound("client mapping")))
  )

export const createMapping = (user: Changer, payload: B2CClientOrganizationSave) =>
  Effect.gen(function* () {
    const values = yield* requireValidMapping(payload)
    yield* refuseIfTaken((db) => db.clientIdTaken(values.clientId, null))
    return yield* mappingSaved(user, null, (db) => db.insertMapping(values))
  })

export const updateMapping = (user: Changer, id: number, payload: B2CClientOrganizationSave) =>
  Effect.gen(function* () {
    const previous = yield* openMapping(id)
    const values = yield* requireValidMapping(payload)
    // A disabled mapping holds no client id: only an enabled one must stay unique.
    if (!previous.disabled) yield* refuseIfTaken((db) => db.clientIdTaken(values.clientId, id))
    return yield* mappingSaved(user, previous, (db) => writing(id, db.updateMapping(id, values)))
  })

/** Disabled rather than deleted (document 2 section 4); an already disabled one answers as missing. */
export const disableMapping = (user: Changer, id: number) =>
  Effect.gen(function* () {
    const db = yield* SettingsRepository
    const previous = yield* openMapping(id)
    if (previous.disabled) return yield* notFound("enabled client mapping")
    yield* db.setMappingDisabled(id, true)
    yield* db.recordMappingChange("clientMapping", user.id, previous, { ...previous, disabled: true })
  })

/** Enabled again, unless another enabled mapping took its client id meanwhile (409). */
export const restoreMapping = (user: Changer, id: number) =>
  Effect.gen(function* () {
    const previous = yield* openMapping(id)
    if (!previous.disabled) return previous
    yield* refuseIfTaken((db) => db.clientIdTaken(previous.clientId, id))
    return yield* mappingSaved(user, previous, (db) => writing(id, db.setMappingDisabled(id, false)))
  })
