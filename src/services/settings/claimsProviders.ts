import type { B2CProvider, B2CProviderSave } from "../../api/settings/mappingSchemas"
import { createOrUpdate, type DialogSave } from "../api/createOrUpdate"
import { callApi } from "../api/portalClient"

/** Settings tab 1's calls (document 2 section 7): claims providers of the sign-in service. */

/** What the dialog sends: a new provider (id null) or the edited one's id. */
export type ClaimsProviderSave = DialogSave<B2CProviderSave>

/** GET /B2CProviders/list. */
export const loadClaimsProviders = () => callApi((api) => api.b2cProviders.list())

/** POST /B2CProviders/create or PUT /B2CProviders/{id}. */
export const saveClaimsProvider = (save: ClaimsProviderSave) => createOrUpdate(save, (api) => api.b2cProviders)

/** DELETE /B2CProviders/{id}. */
export const deleteClaimsProvider = (provider: B2CProvider) =>
  callApi((api) => api.b2cProviders.delete({ params: { id: provider.id } }))
