import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { inTransaction, onDatabase } from "../../db/shared/onDatabase"
import * as clients from "../../domain/clients/clients"

/** Clients and sponsors (document 2): each call in one transaction. */
export const layerClients = HttpApiBuilder.group(PortalApi, "clients", (handlers) =>
  Effect.map(onDatabase, (run) => {
    const inOne = <A, E, R>(body: Effect.Effect<A, E, R>) => run(inTransaction(body))
    return handlers
      .handle("list", () => inOne(clients.listClients))
      .handle("get", ({ params }) => inOne(clients.openClient(params.id, params.typeId)))
      .handle("clientTypes", () => inOne(clients.listClientTypes))
      .handle("sponsor", ({ params }) => inOne(clients.openSponsor(params.id)))
      .handle("sponsors", ({ params }) => inOne(clients.listSponsors(params.id)))
      .handle("create", ({ payload }) => inOne(clients.createClient(payload)))
      .handle("createSponsor", ({ payload }) => inOne(clients.createSponsor(payload)))
      .handle("update", ({ params, payload }) => inOne(clients.updateClient(params.id, payload)))
      .handle("delete", ({ params }) => inOne(clients.deleteClient(params.id)))
      .handle("deleteSponsor", ({ params }) => inOne(clients.deleteSponsor(params.id)))
  })
)
