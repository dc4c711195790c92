import { Context, Layer } from "effect"
import { lockClients } from "../shared/uniquenessLocks"
import { overSql, type Repository } from "../shared/repository"
import * as clients from "./clients"

export type { ClientTypeRecord, ClientValues } from "./clients"

const operations = {
  listClientTypes: clients.listClientTypes,
  listClients: clients.listClients,
  findClient: clients.findClient,
  clientNameTaken: clients.clientNameTaken,
  clientCodeTaken: clients.clientCodeTaken,
  insertClient: clients.insertClient,
  updateClient: clients.updateClient,
  markClientDeleted: clients.markClientDeleted,
  findSponsor: clients.findSponsor,
  sponsorsOf: clients.sponsorsOf,
  sponsorFacts: clients.sponsorFacts,
  sponsorTaken: clients.sponsorTaken,
  insertSponsor: clients.insertSponsor,
  countSponsors: clients.countSponsors,
  disableSponsor: clients.disableSponsor,
  /** Held until the transaction ends, before names, Client IDs or sponsors are checked and stored. */
  lockClients
}

/** Where clients and their sponsors are kept (document 2): the clients area's repository. */
export type ClientsRepositoryShape = Repository<typeof operations>

export class ClientsRepository extends Context.Service<ClientsRepository, ClientsRepositoryShape>()("portal/ClientsRepository") {}

export const layerClientsRepository = Layer.effect(ClientsRepository, overSql(operations))
