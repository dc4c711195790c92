import { SqlClient, type Statement } from "effect/sql"
import { execute, firstRow } from "../shared/statements"

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

/** The live account meeting the condition (deleted accounts are gone). */
const liveSignInAccount = (condition: (sql: SqlClient.SqlClient) => Statement.Fragment) =>
  firstRow(
    (sql) => sql<SignInAccount>`
      SELECT id, sub, user_id, email, is_disabled, is_ibc_credentials, password_hash
      FROM portal_user
      WHERE (${condition(sql)}) AND deleted_at IS NULL
      LIMIT 1`
  )

/** The account a sign-in names, by User ID or e-mail, without regard to case. */
export const findSignInAccount = (userIdOrEmail: string) =>
  liveSignInAccount((sql) => sql`lower(user_id) = lower(${userIdOrEmail}) OR lower(email) = lower(${userIdOrEmail})`)

export const findSignInAccountBySub = (sub: string) => liveSignInAccount((sql) => sql`sub = ${sub}`)

export const findSignInAccountById = (id: number) => liveSignInAccount((sql) => sql`id = ${id}`)

/** A new password hash, from the next sign-in on. */
export const storePasswordHash = (id: number, passwordHash: string) =>
  execute((sql) => sql`UPDATE portal_user SET password_hash = ${passwordHash} WHERE id = ${id}`)

/** A hash of an older scheme replaced by one of the current scheme, unless the password changed meanwhile. */
export const upgradePasswordHash = (id: number, previousHash: string, passwordHash: string) =>
  execute(
    (sql) => sql`UPDATE portal_user SET password_hash = ${passwordHash} WHERE id = ${id} AND password_hash = ${previousHash}`
  )
