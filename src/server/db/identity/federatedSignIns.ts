import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { SignInAccount } from "./signInAccounts"
import { firstRow } from "../shared/statements"

/** A sign-in sent to a carrier's OpenID provider, as kept until the user comes back (migration 0026). */
export interface PendingFederatedSignIn {
  readonly state: string
  readonly interactionUid: string
  readonly signInDomain: string
  readonly codeVerifier: string
  readonly nonce: string
}

/** Kept an hour, as long as the embedded provider's interaction it finishes. */
const keptFor = "1 hour"

/** Keeps a sign-in sent away; older ones nobody came back from are dropped on the way. */
export const savePendingFederatedSignIn = (pending: PendingFederatedSignIn) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM federated_sign_in WHERE created_at < now() - ${keptFor}::interval`
    yield* sql`
      INSERT INTO federated_sign_in (state, interaction_uid, sign_in_domain, code_verifier, nonce)
      VALUES (${pending.state}, ${pending.interactionUid}, ${pending.signInDomain}, ${pending.codeVerifier}, ${pending.nonce})`
  })

/** The interaction a returning state belongs to, while it is kept. */
export const interactionOfState = (state: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ readonly interactionUid: string }>`
      SELECT interaction_uid FROM federated_sign_in
      WHERE state = ${state} AND created_at >= now() - ${keptFor}::interval`
    return row?.interactionUid
  })

/** Takes the sign-in of this state and interaction: it serves once. */
export const takePendingFederatedSignIn = (state: string, interactionUid: string) =>
  firstRow(
    (sql) => sql<PendingFederatedSignIn>`
      DELETE FROM federated_sign_in
      WHERE state = ${state} AND interaction_uid = ${interactionUid} AND created_at >= now() - ${keptFor}::interval
      RETURNING state, interaction_uid, sign_in_domain, code_verifier, nonce`
  )

/** The live account of the e-mail a carrier vouches for: the sign-in's account but its password. */
export type FederatedAccount = Omit<SignInAccount, "passwordHash">

export const findFederatedAccount = (email: string) =>
  firstRow(
    (sql) => sql<FederatedAccount>`
      SELECT id, sub, user_id, email, is_disabled, is_ibc_credentials FROM portal_user
      WHERE lower(email) = lower(${email}) AND deleted_at IS NULL
      ORDER BY id
      LIMIT 1`
  )

/** The sign-in domain an e-mail's domain maps to (settings tab 1), if any. */
export const signInDomainOfEmail = (email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ readonly b2cDomainName: string }>`
      SELECT b2c_domain_name FROM b2c_provider
      WHERE lower(email_domain_name) = lower(split_part(${email}, '@', 2))`
    return row?.b2cDomainName
  })
