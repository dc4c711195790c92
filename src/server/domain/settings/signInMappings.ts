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
import * as db from "../../db/settings/signInMappings"
import { lockSignInMappings } from "../../db/shared/uniquenessLocks"
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

/** 409 Duplicate record when taken, checked under the mappings' lock so that two saves at once cannot both pass. */
const refuseIfTaken = <E, R>(taken: Effect.Effect<boolean, E, R>) =>
  Effect.andThen(
    lockSignInMappings,
    Effect.flatMap(taken, (isTaken) => (isTaken ? Effect.fail(duplicateRecord) : Effect.void))
  )

// Claims providers

const providerValues = (payload: B2CProviderSave) => ({
  emailDomainName: payload.emailDomainName.trim(),
  b2cDomainName: payload.b2cDomainName.trim()
})

export const listProviders = db.listProviders

/** The provider of an e-mail's domain; 400 for a value without a domain, 404 when the domain is not mapped. */
export const findProviderOfEmail = (email: string) =>
  Effect.gen(function* () {
    const domain = emailDomainOf(email)
    if (!email.includes("@") || !hostNamePattern.test(domain))
      return yield* invalidFields([{ field: "email", code: "invalidEmail" }], "email has no domain after its @")
    const provider = yield* db.providerOfDomain(domain)
    if (provider === undefined) return yield* notFound("claims provider for this domain")
    return provider
  })

export const createProvider = (user: Changer, payload: B2CProviderSave) =>
  Effect.gen(function* () {
    yield* requireValid(validateClaimsProvider(payload))
    const values = providerValues(payload)
    yield* refuseIfTaken(db.providerDomainTaken(values.emailDomainName, null))
    const created = (yield* db.findProvider(yield* db.insertProvider(values.emailDomainName, values.b2cDomainName)))!
    yield* db.recordMappingChange("claimsProvider", user.id, null, created)
    return created
  })

const openProvider = (id: number) =>
  Effect.flatMap(db.findProvider(id), (provider) =>
    provider ? Effect.succeed(provider) : Effect.fail(notFound("claims provider"))
  )

export const updateProvider = (user: Changer, id: number, payload: B2CProviderSave) =>
  Effect.gen(function* () {
    const previous = yield* openProvider(id)
    yield* requireValid(validateClaimsProvider(payload))
    const values = providerValues(payload)
    yield* refuseIfTaken(db.providerDomainTaken(values.emailDomainName, id))
    yield* db.updateProvider(id, values.emailDomainName, values.b2cDomainName)
    const updated = (yield* db.findProvider(id))!
    yield* db.recordMappingChange("claimsProvider", user.id, previous, updated)
    return updated
  })

export const deleteProvider = (user: Changer, id: number) =>
  Effect.gen(function* () {
    const previous = yield* openProvider(id)
    yield* db.deleteProvider(id)
    yield* db.recordMappingChange("claimsProvider", user.id, previous, null)
  })

// Client identifier mappings

export const listMappings = db.listMappings

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
export const mappableOrganizations = db.mappableOrganizations

/** The companies a mapping of this organization may name; 404 for an organization a mapping may not name. */
export const mappableCompanies = (organizationId: number) =>
  Effect.gen(function* () {
    if ((yield* db.organizationFacts(organizationId, null)) === undefined) return yield* notFound("organization")
    return yield* db.companiesOfOrganization(organizationId)
  })

/** The accounts a mapping of this organization and company may name; 404 for an unknown organization. */
export const mappableUsers = (organizationId: number, reportingCompanyId: number | null) =>
  Effect.gen(function* () {
    const facts = yield* db.organizationFacts(organizationId, reportingCompanyId)
    if (facts === undefined) return yield* notFound("organization")
    yield* requireValid(companyIssues(facts, reportingCompanyId))
    return yield* db.usersOf(organizationId, reportingCompanyId)
  })

const mappingValues = (payload: B2CClientOrganizationSave): db.MappingValues => ({
  clientId: payload.clientId.trim(),
  organizationId: payload.organizationId,
  reportingCompanyId: payload.reportingCompanyId,
  userAccountId: payload.userAccountId,
  isVendor: payload.isVendor
})

/** The shared rules, the organization and company, then the account: it must be employed by them. */
const requireValidMapping = (payload: B2CClientOrganizationSave) =>
  Effect.gen(function* () {
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
  Effect.flatMap(db.findMapping(id), (mapping) => (mapping ? Effect.succeed(mapping) : Effect.fail(notFound("client mapping"))))

export const createMapping = (user: Changer, payload: B2CClientOrganizationSave) =>
  Effect.gen(function* () {
    const values = yield* requireValidMapping(payload)
    yield* refuseIfTaken(db.clientIdTaken(values.clientId, null))
    const created = (yield* db.findMapping(yield* db.insertMapping(values)))!
    yield* db.recordMappingChange("clientMapping", user.id, null, created)
    return created
  })

export const updateMapping = (user: Changer, id: number, payload: B2CClientOrganizationSave) =>
  Effect.gen(function* () {
    const previous = yield* openMapping(id)
    const values = yield* requireValidMapping(payload)
    // A disabled mapping holds no client id: only an enabled one must stay unique.
    if (!previous.disabled) yield* refuseIfTaken(db.clientIdTaken(values.clientId, id))
    yield* db.updateMapping(id, values)
    const updated = (yield* db.findMapping(id))!
    yield* db.recordMappingChange("clientMapping", user.id, previous, updated)
    return updated
  })

/** Disabled rather than deleted (document 2 section 4); an already disabled one answers as missing. */
export const disableMapping = (user: Changer, id: number) =>
  Effect.gen(function* () {
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
    yield* refuseIfTaken(db.clientIdTaken(previous.clientId, id))
    yield* db.setMappingDisabled(id, false)
    const restored = (yield* db.findMapping(id))!
    yield* db.recordMappingChange("clientMapping", user.id, previous, restored)
    return restored
  })
