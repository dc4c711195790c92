import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
import { idParams, itemCalls } from "../shared/itemCalls"
import { access, operation } from "../access"
import { BadRequest, Conflict, Forbidden, NotFound } from "../errors"
import { Id, IdOrZero } from "../fields"
import { FunctionId } from "../functions"
import { Client, ClientSave, ClientType, Sponsor, SponsorCreate } from "./schemas"

const manageDashClients = access.functions(FunctionId.manageDashClients)

const fieldErrors = `400 ERROR_400_INVALID_REQUEST with issues naming each refused field and its rule (src/api/clients/validation.ts): Client ID 1 to 20 letters and digits; English and French names 1 to 100 letters and digits, words separated by single spaces; a type that may be chosen (Broker or Third party: code typeNotAllowed otherwise).`
const duplicates = `409 "Duplicate client name" when another client (not deleted) has the English or French name, in either language and any case; 409 "Duplicate client ID" when another client has the Client ID.`
const notModifiable = `409 "Client cannot be changed or deleted" for a client of the types IBC, Organization or Company (document 2 section 2).`
const missing = (what: string) => `404 for an unknown or deleted ${what}.`

const client = itemCalls(
  { create: "/Client/Create", item: "/Client/:id" },
  { item: Client, create: ClientSave, update: ClientSave },
  { access: manageDashClients, forbidden: true, deleteConflicts: true }
)

/** Clients and sponsors (document 2 sections 2, 3 and 7): a client is an organization of the portal. */
export const ClientsGroup = authorizedGroup(
  "clients",
  "Clients and sponsors (dash clients, document 2): the bureau's clients and the sponsors of brokers.",
  HttpApiEndpoint.get("list", "/Client/List", { success: Schema.Array(Client), error: [Forbidden] }).annotateMerge(
    operation(manageDashClients, {
      summary: "List the clients",
      description: "Every client that is not deleted, active or inactive, by English name, with its type and sponsors."
    })
  ),
  HttpApiEndpoint.get("get", "/Client/:id/ClientType/:typeId", {
    params: { id: Id, typeId: IdOrZero },
    success: Client,
    error: [Forbidden, NotFound]
  }).annotateMerge(
    operation(manageDashClients, {
      summary: "Read a client",
      description: `The client with its type and sponsors; typeId is the client's type, or 0 when the caller does not know it. Errors: ${missing("client, or one of another type")}`
    })
  ),
  HttpApiEndpoint.get("clientTypes", "/Client/ClientTypes", {
    success: Schema.Array(ClientType),
    error: [Forbidden]
  }).annotateMerge(
    operation(manageDashClients, {
      summary: "List the client types",
      description:
        "IBC, Organization, Company, Broker and Third party; only a Broker has sponsors (canHaveSponsors), and clients of the first three are neither changed nor deleted (isModifiableOrDeletable)."
    })
  ),
  HttpApiEndpoint.get("sponsor", "/Client/Sponsor/:id", {
    params: idParams,
    success: Sponsor,
    error: [Forbidden, NotFound]
  }).annotateMerge(operation(manageDashClients, { summary: "Read a sponsor", description: `Errors: ${missing("sponsor")}` })),
  HttpApiEndpoint.get("sponsors", "/Client/Sponsors/:id", {
    params: idParams,
    success: Schema.Array(Sponsor),
    error: [Forbidden, NotFound]
  }).annotateMerge(
    operation(manageDashClients, {
      summary: "List a client's sponsors",
      description: `The sponsors of the client {id}, by organization and company name (none for a client that is not a broker). Errors: ${missing("client")}`
    })
  ),
  client.create({
    summary: "Add a client",
    description: `Adds a client (an organization of the type's kind, without users or sponsors yet; a Broker then gets its sponsors with POST /Client/Sponsors/Create). Values are stored trimmed. Errors: ${fieldErrors} ${duplicates}`
  }),
  HttpApiEndpoint.post("createSponsor", "/Client/Sponsors/Create", {
    payload: SponsorCreate,
    success: Sponsor.annotate({ httpApiStatus: 201 }),
    error: [BadRequest, Conflict, Forbidden, NotFound]
  }).annotateMerge(
    operation(manageDashClients, {
      summary: "Add a sponsor to a broker",
      description: `The sponsor is a carrier (organizationId) and one of its companies (reportingCompanyId, required). Errors: ${missing("client")} 400 ERROR_400_INVALID_REQUEST with issues: clientId sponsorsNotAllowed when the client is not a Broker; organizationId unknownValue when it is not a carrier; reportingCompanyId required, or unknownValue when not a company of the organization. 409 "Duplicate record" when the broker has this sponsor.`
    })
  ),
  client.update({
    summary: "Change a client",
    description: `Changes the Client ID, names, type (Broker or Third party) and status. A client that stops being a Broker loses its sponsors, and is refused while it has employees (409 "Last sponsor of a broker with employees"). Errors: ${missing("client")} ${notModifiable} ${fieldErrors} ${duplicates}`
  }),
  client.delete({
    summary: "Delete a client",
    description: `The client is kept, marked deleted (document 2 section 4), with its sponsors; it leaves the list and its names are free again. Errors: ${missing("client")} ${notModifiable} 409 "Client assigned to user" when a user (not deleted) is employed by it or has it among their assigned organizations.`
  }),
  HttpApiEndpoint.delete("deleteSponsor", "/Client/Sponsors/:id", {
    params: idParams,
    error: [Conflict, Forbidden, NotFound]
  }).annotateMerge(
    operation(manageDashClients, {
      summary: "Remove a sponsor",
      description: `Errors: ${missing("sponsor")} 409 "Last sponsor of a broker with employees" when the broker has users employed by it (not deleted) and this is its last sponsor (document 2 section 4): their accounts need a sponsor (BROKER_NO_SPONSOR).`
    })
  )
)
