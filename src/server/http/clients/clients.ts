import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { inTransaction, onDatabase } from "../../db/shared/onDatabase"
import { ClientsRepository, layerClientsRepository } from "../../db/clients/clientsRepository"
import * as clients from "../../domain/clients/clients"

/** Clients and sponsors (document 2): each call in one transaction, on the clients' repository. */
export const layerClients = HttpApiBuilder.group(PortalApi, "clients", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const repository = yield* ClientsRepository
    const inOne = <A, E, R>(body: Effect.Effect<A, E, R>) =>
      run(inTransaction(Effect.provideService(body, ClientsRepository, repository)))
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
).pipe(Layer.provide(layerClientsRepository))
