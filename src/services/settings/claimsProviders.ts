import type { B2CProvider, B2CProviderSave } from "../../api/settings/mappingSchemas"
import { callApi } from "../api/portalClient"

/** Settings tab 1's calls (document 2 section 7): claims providers of the sign-in service. */

/** What the dialog sends: a new provider (id null) or the edited one's id. */
export interface ClaimsProviderSave {
  readonly id: number | null
  readonly payload: B2CProviderSave
}

/** GET /B2CProviders/list. */
export const loadClaimsProviders = () => callApi((api) => api.b2cProviders.list())

/** POST /B2CProviders/create or PUT /B2CProviders/{id}. */
export const saveClaimsProvider = (save: ClaimsProviderSave) =>
  save.id === null
    ? callApi((api) => api.b2cProviders.create({ payload: save.payload }))
    : callApi((api) => api.b2cProviders.update({ params: { id: save.id! }, payload: save.payload }))

/** DELETE /B2CProviders/{id}. */
export const deleteClaimsProvider = (provider: B2CProvider) =>
  callApi((api) => api.b2cProviders.delete({ params: { id: provider.id } }))
