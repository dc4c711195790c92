import { migration } from "./ddl"

/**
 * The administrators' second factor (ASVS 4.3.1): a TOTP key per account, sealed with
 * SECOND_FACTOR_KEY, with the last time step accepted so that a code is used once; its recovery codes,
 * each kept as its SHA-256 and used once; and, between the password and the code, which account the
 * password verified, bound to the provider's interaction (with the key being enrolled, sealed too).
 */
export default migration(function* (sql) {
  yield* sql`
    CREATE TABLE second_factor (
      user_id integer PRIMARY KEY REFERENCES portal_user (id) ON DELETE CASCADE,
      sealed_secret text NOT NULL,
      last_step bigint,
      enrolled_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`
    CREATE TABLE second_factor_recovery_code (
      user_id integer NOT NULL REFERENCES portal_user (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (user_id, code_hash)
    )`
  yield* sql`
    CREATE TABLE second_factor_interaction (
      interaction_uid text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES portal_user (id) ON DELETE CASCADE,
      login text NOT NULL,
      sealed_enrolment_secret text,
      enrolled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
})
