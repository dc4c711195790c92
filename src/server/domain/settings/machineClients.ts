import { Effect } from "effect"
import { NotFound } from "../../../api/errors"
import type { Caller } from "../../../api/security"
import type { ClientSecret } from "../../../api/settings/machineClientGroups"
import { storeClientSecretHash } from "../../db/identity/machineClients"
import { findMapping, recordMappingChange } from "../../db/settings/signInMappings"
import { hashClientSecret, newClientSecret } from "../../identity/machineClientSecrets"
import { requireRecentAuthentication } from "../../identity/recentAuthentication"

/**
 * A new secret for an enabled client identifier mapping: it replaces the previous one at once, only
 * its hash is kept, and the change is recorded without it. The caller must have authenticated in the
 * last 15 minutes (ASVS 3.7.1).
 */
export const issueClientSecret = (user: Caller, id: number) =>
  Effect.gen(function* () {
    yield* requireRecentAuthentication(user)
    const mapping = yield* findMapping(id)
    const secret = newClientSecret()
    if (mapping === undefined || !(yield* storeClientSecretHash(id, hashClientSecret(secret))))
      return yield* new NotFound({ message: "No such client identifier mapping" })
    yield* recordMappingChange(
      "clientMapping",
      user.id,
      { id, clientId: mapping.clientId },
      {
        id,
        clientId: mapping.clientId,
        clientSecret: "issued"
      }
    )
    const answer: ClientSecret = { clientId: mapping.clientId, clientSecret: secret }
    return answer
  })
