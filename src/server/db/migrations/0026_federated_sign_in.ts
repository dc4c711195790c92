import { migration } from "./ddl"

/**
 * A sign-in sent to a carrier's own OpenID provider (settings tab 1): until the user comes back, the
 * portal keeps what the return is checked with (the state names the provider's interaction, the PKCE
 * verifier and the nonce), server-side, for at most an hour, and uses it once.
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE federated_sign_in (
      state text PRIMARY KEY,
      interaction_uid text NOT NULL,
      sign_in_domain text NOT NULL,
      code_verifier text NOT NULL,
      nonce text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX federated_sign_in_created ON federated_sign_in (created_at)`
})
