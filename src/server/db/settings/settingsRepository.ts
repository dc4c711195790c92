import { Context, Layer } from "effect"
import { storeClientSecretHash } from "../identity/machineClients"
import { overSql, type Repository } from "../shared/repository"
import { lockSignInMappings } from "../shared/uniquenessLocks"
import * as mappings from "./signInMappings"

export type { MappingValues, SettingsChange } from "./signInMappings"

const operations = {
  /** Claims providers and client identifier mappings: every operation of the module. */
  ...mappings,
  /** Keeps a new secret's hash for an enabled mapping; false when there is no such mapping. */
  storeClientSecretHash,
  /** Held until the transaction ends, before a provider's e-mail domain or a mapping's client id is checked and stored. */
  lockSignInMappings
}

/** Where settings tabs 1 and 2 keep claims providers, client identifier mappings and their machine clients' secrets. */
export type SettingsRepositoryShape = Repository<typeof operations>

export class SettingsRepository extends Context.Service<SettingsRepository, SettingsRepositoryShape>()(
  "portal/SettingsRepository"
) {}

export const layerSettingsRepository = Layer.effect(SettingsRepository, overSql(operations))
