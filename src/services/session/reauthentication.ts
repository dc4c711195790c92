import { callApi } from "../api/portalClient"

/** POST /Account/Reauthenticate: the signed-in person's password again, in this session. */
export const reauthenticate = (password: string) =>
  callApi((api) => api.reauthentication.reauthenticate({ payload: { password } }))
