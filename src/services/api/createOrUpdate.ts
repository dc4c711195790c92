import type { Effect } from "effect"
import type { HttpClientResponse } from "effect/http"
import { callApi, type PortalHttpClient } from "./portalClient"

/** What an add or edit dialog sends: a new item (id null) or the edited one's id, with the payload. */
export interface DialogSave<Payload> {
  readonly id: number | null
  readonly payload: Payload
}

/** The create and update calls of a group declared with itemCalls (src/api/shared/itemCalls.ts). */
export interface ItemCallsClient<Payload, A, E> {
  readonly create: (request: { readonly payload: Payload }) => Effect.Effect<A, E>
  readonly update: (request: { readonly params: { readonly id: number }; readonly payload: Payload }) => Effect.Effect<A, E>
}

/** The item a call answers: read as a client method's type, A also holds the answers of the response modes not asked for. */
type Decoded<A> = Exclude<A, HttpClientResponse.HttpClientResponse | readonly [unknown, HttpClientResponse.HttpClientResponse]>

/** POST create for a new item, else PUT /{id} of the edited one, on the group `items` names. */
export const createOrUpdate = <Payload, A, E>(
  save: DialogSave<Payload>,
  items: (api: PortalHttpClient) => ItemCallsClient<Payload, A, E>
) =>
  callApi(
    (api) =>
      (save.id === null
        ? items(api).create({ payload: save.payload })
        : items(api).update({ params: { id: save.id }, payload: save.payload })) as Effect.Effect<Decoded<A>, E>
  )
