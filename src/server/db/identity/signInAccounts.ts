import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** An account as the embedded provider signs it in; an invited account has no sub until it is activated. */
export interface SignInAccount {
  readonly id: number
  readonly sub: string | null
  readonly userId: string
  readonly email: string
  readonly isDisabled: boolean
  readonly isIbcCredentials: boolean
  readonly passwordHash: string | null
}

/** The live account a sign-in names, by User ID or e-mail, without regard to case (deleted accounts are gone). */
export const findSignInAccount = (userIdOrEmail: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<SignInAccount>`
      SELECT id, sub, user_id, email, is_disabled, is_ibc_credentials, password_hash
      FROM portal_user
      WHERE (lower(user_id) = lower(${userIdOrEmail}) OR lower(email) = lower(${userIdOrEmail})) AND deleted_at IS NULL
      LIMIT 1`
    return rows[0]
  })

export const findSignInAccountBySub = (sub: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<SignInAccount>`
      SELECT id, sub, user_id, email, is_disabled, is_ibc_credentials, password_hash
      FROM portal_user WHERE sub = ${sub} AND deleted_at IS NULL`
    return rows[0]
  })

export const findSignInAccountById = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<SignInAccount>`
      SELECT id, sub, user_id, email, is_disabled, is_ibc_credentials, password_hash
      FROM portal_user WHERE id = ${id} AND deleted_at IS NULL`
    return rows[0]
  })

/** A new password hash, from the next sign-in on. */
export const storePasswordHash = (id: number, passwordHash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE portal_user SET password_hash = ${passwordHash} WHERE id = ${id}`
  })

/** A hash of an older scheme replaced by one of the current scheme, unless the password changed meanwhile. */
export const upgradePasswordHash = (id: number, previousHash: string, passwordHash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE portal_user SET password_hash = ${passwordHash} WHERE id = ${id} AND password_hash = ${previousHash}`
  })
