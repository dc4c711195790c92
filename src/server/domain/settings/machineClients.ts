import { Effect } from "effect"
import { NotFound } from "../../../api/errors"
import type { Caller } from "../../../api/security"
import type { ClientSecret } from "../../../api/settings/machineClientGroups"
import { storeClientSecretHash } from "../../db/identity/machineClients"
import { findMapping, recordMappingChange } from "../../db/settings/signInMappings"
import { hashClientSecret, newClientSecret } from "../../identity/machineClientSecrets"

/**
 * A new secret for an enabled client identifier mapping: it replaces the previous one at once, only
 * its hash is kept, and the change is recorded without it.
 */
export const issueClientSecret = (user: Caller, id: number) =>
  Effect.gen(function* () {
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
