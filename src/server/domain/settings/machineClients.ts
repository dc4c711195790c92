import { Effect } from "effect"
import { NotFound } from "../../../api/errors"
import type { ClientSecret } from "../../../api/settings/machineClientGroups"
import { SettingsRepository } from "../../db/settings/settingsRepository"
import { hashClientSecret, newClientSecret } from "../../identity/machineClientSecrets"

/**
 * A new secret for an enabled client identifier mapping: it replaces the previous one at once, only
 * its hash is kept, and the change is recorded without it. The handler first asks that the caller
 * authenticated in the last 15 minutes (ASVS 3.7.1).
 */
export const issueClientSecret = (user: { readonly id: number }, id: number) =>
  Effect.gen(function* () {
    const db = yield* SettingsRepository
    const mapping = yield* db.findMapping(id)
    const secret = newClientSecret()
    if (mapping === undefined || !(yield* db.storeClientSecretHash(id, hashClientSecret(secret))))
      return yield* new NotFound({ message: "No such client identifier mapping" })
    const before = { id, clientId: mapping.clientId }
    yield* db.recordMappingChange("clientMapping", user.id, before, { ...before, clientSecret: "issued" })
    const answer: ClientSecret = { clientId: mapping.clientId, clientSecret: secret }
    return answer
  })
