import type { Effect } from "effect"
import { callApi, type PortalHttpClient } from "./portalClient"

/** What an add or edit dialog sends: a new item (id null) or the edited one's id, with the payload. */
export interface DialogSave<Payload> {
  readonly id: number | null
  readonly payload: Payload
}

/** POST create for a new item, else PUT /{id} of the edited one. */
export const createOrUpdate = <Payload, A, E>(
  save: DialogSave<Payload>,
  create: (api: PortalHttpClient, payload: Payload) => Effect.Effect<A, E>,
  update: (api: PortalHttpClient, id: number, payload: Payload) => Effect.Effect<A, E>
) => callApi((api) => (save.id === null ? create(api, save.payload) : update(api, save.id, save.payload)))
