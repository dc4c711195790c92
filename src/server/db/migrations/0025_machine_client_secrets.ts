import { migration } from "./ddl"

/**
 * A client identifier mapping becomes a machine client of the embedded provider once it has a secret
 * (OAuth client credentials). Only the secret's SHA-256 is kept: the secret is shown once, when it is
 * issued, and the provider compares the hash of what a client sends.
 */
export default migration(function* (sql) {
  yield* sql`ALTER TABLE b2c_client_organization ADD COLUMN client_secret_hash text`
})
