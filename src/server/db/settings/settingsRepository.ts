import { storeClientSecretHash } from "../identity/machineClients"
import { RepositoryOverSql } from "../shared/repository"
import { lockSignInMappings } from "../shared/uniquenessLocks"
import * as mappings from "./signInMappings"

export type { MappingValues, SettingsChange } from "./signInMappings"

/** Where settings tabs 1 and 2 keep claims providers, client identifier mappings and their machine clients' secrets. */
export type SettingsRepositoryShape = SettingsRepository["Service"]

export class SettingsRepository extends RepositoryOverSql<SettingsRepository>()("portal/SettingsRepository", {
  /** Claims providers and client identifier mappings: every operation of the module. */
  ...mappings,
  /** Keeps a new secret's hash for an enabled mapping; false when there is no such mapping. */
  storeClientSecretHash,
  /** Held until the transaction ends, before a provider's e-mail domain or a mapping's client id is checked and stored. */
  lockSignInMappings
}) {}

export const layerSettingsRepository = SettingsRepository.layer
