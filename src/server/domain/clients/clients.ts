import { Effect } from "effect"
import { clientConflicts, type ClientSave, type ClientType, type SponsorCreate } from "../../../api/clients/schemas"
import { validateClient, type ClientIssue, type SponsorIssue } from "../../../api/clients/validation"
import { Conflict, NotFound } from "../../../api/errors"
import { ClientsRepository, type ClientValues } from "../../db/clients/clientsRepository"
import { invalidFields } from "../invalidRequest"

/**
 * Clients and sponsors (document 2 sections 2, 4 and 8). A client is an organization; who may call
 * is declared on the endpoints (manageDashClients), so every rule here is about the data, kept by the
 * ClientsRepository.
 */

const notFound = (what: string) => new NotFound({ message: `No such ${what}` })
const conflict = (message: string) => new Conflict({ message })

/** Only issues of the catalogues (src/api/clients/validation.ts), which the profile and the sponsor dialog show at a field. */
const refuse = (issues: ReadonlyArray<ClientIssue | SponsorIssue>) =>
  invalidFields(issues, `Not saved: ${issues.map((i) => `${i.field}: ${i.code}`).join("; ")}`)

const refuseSponsor = (issue: SponsorIssue) => refuse([issue])

const refuseIf = <E>(condition: boolean, error: E) => (condition ? Effect.fail(error) : Effect.void)

export const listClientTypes = Effect.flatMap(ClientsRepository, (db) => db.listClientTypes).pipe(
  Effect.map((types) =>
    types.map((type): ClientType => ({
      id: type.id,
      nameEn: type.nameEn,
      nameFr: type.nameFr,
      canHaveSponsors: type.canHaveSponsors,
      isModifiableOrDeletable: type.isModifiableOrDeletable
    }))
  )
)

export const listClients = Effect.flatMap(ClientsRepository, (db) => db.listClients)

/** The client, when its type is typeId (0: any type). */
export const openClient = (id: number, typeId: number) =>
  Effect.flatMap(ClientsRepository, (db) => db.findClient(id)).pipe(
    Effect.flatMap((client) =>
      client !== undefined && (typeId === 0 || client.clientType.id === typeId)
        ? Effect.succeed(client)
        : Effect.fail(notFound("client"))
    )
  )

/**
 * The values of a save: the rules of section 5 (400 with the fields), a type that may be chosen,
 * then, under the clients' lock, unique names and Client ID (409).
 */
const checkSave = (payload: ClientSave, exceptId: number | null) =>
  Effect.gen(function* () {
    const db = yield* ClientsRepository
    const issues: Array<ClientIssue> = [...validateClient(payload)]
    const type = (yield* db.listClientTypes).find((t) => t.id === payload.clientTypeId)
    if (type === undefined) issues.push({ field: "clientTypeId", code: "unknownValue" })
    else if (!type.isModifiableOrDeletable) issues.push({ field: "clientTypeId", code: "typeNotAllowed" })
    if (issues.length > 0) return yield* refuse(issues)
    const values: ClientValues = {
      code: payload.code.trim(),
      nameEn: payload.nameEn.trim(),
      nameFr: payload.nameFr.trim(),
      clientType: type!,
      isActive: payload.isActive
    }
    yield* db.lockClients
    yield* refuseIf(yield* db.clientNameTaken([values.nameEn, values.nameFr], exceptId), conflict(clientConflicts.duplicateName))
    yield* refuseIf(yield* db.clientCodeTaken(values.code, exceptId), conflict(clientConflicts.duplicateClientId))
    return values
  })

export const createClient = (payload: ClientSave) =>
  Effect.gen(function* () {
    const db = yield* ClientsRepository
    const values = yield* checkSave(payload, null)
    return (yield* db.findClient(yield* db.insertClient(values)))!
  })

/** A client that may be changed or deleted: clients of the types IBC, Organization and Company may not. */
const openModifiable = (id: number) =>
  Effect.gen(function* () {
    const client = yield* openClient(id, 0)
    yield* refuseIf(!client.clientType.isModifiableOrDeletable, conflict(clientConflicts.notModifiable))
    return client
  })

export const updateClient = (id: number, payload: ClientSave) =>
  Effect.gen(function* () {
    const db = yield* ClientsRepository
    const client = yield* openModifiable(id)
    const values = yield* checkSave(payload, id)
    // A broker that stops being one loses its sponsors: not while its employees need one.
    yield* refuseIf(
      !values.clientType.canHaveSponsors && client.sponsors.length > 0 && client.hasEmployedUser,
      conflict(clientConflicts.lastSponsor)
    )
    yield* db.updateClient(id, values)
    return yield* openClient(id, 0)
  })

export const deleteClient = (id: number) =>
  Effect.gen(function* () {
    const db = yield* ClientsRepository
    const client = yield* openModifiable(id)
    yield* refuseIf(client.hasUser, conflict(clientConflicts.assignedToUser))
    yield* db.markClientDeleted(id)
  })

export const openSponsor = (id: number) =>
  Effect.flatMap(ClientsRepository, (db) => db.findSponsor(id)).pipe(
    Effect.flatMap((sponsor) => (sponsor === undefined ? Effect.fail(notFound("sponsor")) : Effect.succeed(sponsor)))
  )

export const listSponsors = (clientId: number) =>
  Effect.andThen(
    openClient(clientId, 0),
    Effect.flatMap(ClientsRepository, (db) => db.sponsorsOf(clientId))
  )

/** A broker's sponsor: a carrier and one of its companies, once. */
export const createSponsor = (payload: SponsorCreate) =>
  Effect.gen(function* () {
    const db = yield* ClientsRepository
    const client = yield* openClient(payload.clientId, 0)
    if (!client.clientType.canHaveSponsors) return yield* refuseSponsor({ field: "clientId", code: "sponsorsNotAllowed" })
    const facts = yield* db.sponsorFacts(payload.organizationId, payload.reportingCompanyId)
    if (facts === undefined || facts.organizationType !== "Carrier")
      return yield* refuseSponsor({ field: "organizationId", code: "unknownValue" })
    if (payload.reportingCompanyId === null) return yield* refuseSponsor({ field: "reportingCompanyId", code: "blank" })
    if (!facts.companyOfOrganization) return yield* refuseSponsor({ field: "reportingCompanyId", code: "unknownValue" })
    yield* db.lockClients
    yield* refuseIf(
      yield* db.sponsorTaken(client.id, payload.organizationId, payload.reportingCompanyId),
      conflict(clientConflicts.duplicateSponsor)
    )
    return yield* openSponsor(yield* db.insertSponsor(client.id, payload.organizationId, payload.reportingCompanyId))
  })

/** The last sponsor of a broker with employees stays (document 2 section 4): 409. */
export const deleteSponsor = (id: number) =>
  Effect.gen(function* () {
    const db = yield* ClientsRepository
    const sponsor = yield* openSponsor(id)
    yield* db.lockClients
    yield* refuseIf(sponsor.hasUser && (yield* db.countSponsors(sponsor.clientId)) <= 1, conflict(clientConflicts.lastSponsor))
    yield* db.disableSponsor(id)
  })
