import { Effect } from "effect"
import type { Client, ClientSave, ClientType, SponsorCreate, Sponsor } from "../../api/clients/schemas"
import type { Organization, ReportingCompany } from "../../api/platform/schemas"
import { callApi } from "../api/portalClient"

/** The calls of clients and sponsors (document 2 section 7). */

/** GET /Client/List. */
export const loadClients = () => callApi((api) => api.clients.list())

/** What the client profile shows and offers (document 2 sections 2 and 3). */
export interface ClientProfileData {
  readonly types: ReadonlyArray<ClientType>
  /** Null for a new client. */
  readonly client: Client | null
  /** The carriers and their companies a sponsor may be. */
  readonly carriers: ReadonlyArray<Organization>
  readonly companies: ReadonlyArray<ReportingCompany>
}

/** GET ClientTypes, GET /Client/{id}/ClientType/0 for an existing client, and the carriers with their companies. */
export const loadClientProfile = (input: { readonly id: number | null }) =>
  Effect.all(
    {
      types: callApi((api) => api.clients.clientTypes()),
      client:
        input.id === null ? Effect.succeed(null) : callApi((api) => api.clients.get({ params: { id: input.id!, typeId: 0 } })),
      carriers: callApi((api) => api.organizations.list()).pipe(
        Effect.map((organizations) => organizations.filter((o) => o.organizationType === "Carrier"))
      ),
      companies: callApi((api) => api.reportingCompanies.list())
    },
    { concurrency: 4 }
  ).pipe(Effect.map((data): ClientProfileData => data))

/** POST /Client/Create, or PUT /Client/{id}. */
export const saveClient = (input: { readonly id: number | null; readonly payload: ClientSave }) =>
  input.id === null
    ? callApi((api) => api.clients.create({ payload: input.payload }))
    : callApi((api) => api.clients.update({ params: { id: input.id! }, payload: input.payload }))

/** DELETE /Client/{id}. */
export const deleteClient = (id: number) => callApi((api) => api.clients.delete({ params: { id } }))

/** POST /Client/Sponsors/Create. */
export const addSponsor = (payload: SponsorCreate) => callApi((api) => api.clients.createSponsor({ payload }))

/** DELETE /Client/Sponsors/{id}. */
export const removeSponsor = (sponsor: Sponsor) => callApi((api) => api.clients.deleteSponsor({ params: { id: sponsor.id } }))
