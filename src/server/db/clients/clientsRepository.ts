import { lockClients } from "../shared/uniquenessLocks"
import { RepositoryOverSql } from "../shared/repository"
import * as clients from "./clients"

export type { ClientTypeRecord, ClientValues } from "./clients"

/** Where clients and their sponsors are kept (document 2): the clients area's repository. */
export type ClientsRepositoryShape = ClientsRepository["Service"]

export class ClientsRepository extends RepositoryOverSql<ClientsRepository>()("portal/ClientsRepository", {
  /** Every operation of the module. */
  ...clients,
  /** Held until the transaction ends, before names, Client IDs or sponsors are checked and stored. */
  lockClients
}) {}

export const layerClientsRepository = ClientsRepository.layer
