import { Schema } from "effect"
import { FormText, Id } from "../fields"
import { organizationAndCompany } from "../platform/schemas"
import { bilingualName, companyOwnerInput } from "../shared/records"

/** Limits of the client profile (document 2 leaves them open: docs/decisions.md, "Clients and sponsors"). */
export const clientLimits = { code: 20, name: 100 } as const

/** The client types of document 2 section 3, by id (src/server/db/migrations/0024_clients.ts). */
export const ClientTypeId = { ibc: 1, organization: 2, company: 3, broker: 4, thirdParty: 5 } as const

/** The 409 messages of clients and sponsors (document 2 sections 4 and 8; docs/decisions.md). */
export const clientConflicts = {
  /** Another client has this English or French name, in any case. */
  duplicateName: "Duplicate client name",
  /** Another client (deleted ones too) has this Client ID. */
  duplicateClientId: "Duplicate client ID",
  /** A user is employed by the client or has it among their assigned organizations. */
  assignedToUser: "Client assigned to user",
  /** Clients of the types IBC, Organization and Company are neither changed nor deleted. */
  notModifiable: "Client cannot be changed or deleted",
  /** The broker has employees and this is its last sponsor (document 2 section 4). */
  lastSponsor: "Last sponsor of a broker with employees",
  /** The broker already has this sponsor. */
  duplicateSponsor: "Duplicate record"
} as const

/** A client type (document 2 section 3). */
export const ClientType = Schema.Struct({
  id: Schema.Int,
  ...bilingualName,
  canHaveSponsors: Schema.Boolean,
  isModifiableOrDeletable: Schema.Boolean
})
export type ClientType = typeof ClientType.Type

/** A broker's sponsor: a carrier and one of its companies (document 2 section 3). */
export const Sponsor = Schema.Struct({
  id: Schema.Int,
  clientId: Schema.Int,
  ...organizationAndCompany,
  /** The broker has employees (users employed by it, not deleted): its last sponsor cannot be removed. */
  hasUser: Schema.Boolean
})
export type Sponsor = typeof Sponsor.Type

/** A client: an organization of the portal (document 2 section 3; docs/decisions.md). */
export const Client = Schema.Struct({
  id: Schema.Int,
  /** The Client ID the bureau gives it: the organization's code. */
  code: Schema.String,
  ...bilingualName,
  clientType: ClientType,
  isActive: Schema.Boolean,
  /** A user (not deleted) is employed by the client or has it among their assigned organizations. */
  hasUser: Schema.Boolean,
  /** A user (not deleted) is employed by the client. */
  hasEmployedUser: Schema.Boolean,
  /** The client is the sponsor of a broker. */
  isSponsor: Schema.Boolean,
  /** Driver reports were generated for the client. */
  hasDriverReport: Schema.Boolean,
  sponsors: Schema.Array(Sponsor)
})
export type Client = typeof Client.Type

/** POST /Client/Create and PUT /Client/{id}. */
export const ClientSave = Schema.Struct({
  code: FormText(clientLimits.code),
  nameEn: FormText(clientLimits.name),
  nameFr: FormText(clientLimits.name),
  clientTypeId: Id,
  isActive: Schema.Boolean
})
export type ClientSave = typeof ClientSave.Type

/** POST /Client/Sponsors/Create: the broker, and the carrier's company that sponsors it. */
export const SponsorCreate = Schema.Struct({
  clientId: Id,
  ...companyOwnerInput
})
export type SponsorCreate = typeof SponsorCreate.Type
