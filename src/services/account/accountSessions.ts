import { Effect } from "effect"
import type { AccountSession } from "../../api/users/accountSessions"
import { callApi } from "../api/portalClient"

/** GET /Account/Sessions: the signed-in person's active sessions, the current one marked. */
export const listAccountSessions = () =>
  callApi((api) => api.accountSessions.list()).pipe(Effect.map((sessions): ReadonlyArray<AccountSession> => sessions))

/** DELETE /Account/Sessions/{id} for each session named, one after the other. */
export const endAccountSessions = (ids: ReadonlyArray<string>) =>
  Effect.forEach(ids, (id) => callApi((api) => api.accountSessions.end({ params: { id } })), { discard: true })
