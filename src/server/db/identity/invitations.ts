import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { execute, firstRow } from "../shared/statements"

/** What the invitation e-mail names: the invited account. */
export interface InvitedAccount {
  readonly id: number
  readonly userId: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly isIbcCredentials: boolean
}

export const findInvitedAccount = (userId: number) =>
  firstRow(
    (sql) => sql<InvitedAccount>`
      SELECT id, user_id, email, first_name, last_name, is_ibc_credentials
      FROM portal_user WHERE id = ${userId} AND deleted_at IS NULL`
  )

/** Revokes the user's invitations not used yet: only the newest link works. */
export const revokeInvitations = (userId: number) =>
  execute(
    (sql) => sql`UPDATE user_invitation SET revoked_at = now()
      WHERE user_id = ${userId} AND used_at IS NULL AND revoked_at IS NULL`
  )

export const insertInvitation = (invitation: {
  readonly tokenHash: string
  readonly userId: number
  readonly createdBy: number
  readonly expiresAt: Date
}) =>
  execute(
    (sql) => sql`
      INSERT INTO user_invitation (token_hash, user_id, created_by, expires_at)
      VALUES (${invitation.tokenHash}, ${invitation.userId}, ${invitation.createdBy},
        ${invitation.expiresAt})`
  )

/** One event of the user's history, described in both languages as the user access report shows it. */
export const recordUserEvent = (event: {
  readonly userId: number
  readonly event: string
  readonly changedBy: number | null
  readonly descriptionEn: string
  readonly descriptionFr: string
}) =>
  execute(
    (sql) => sql`
      INSERT INTO user_access_history (user_id, event, changed_by, description_en, description_fr)
      VALUES (${event.userId}, ${event.event}, ${event.changedBy}, ${event.descriptionEn}, ${event.descriptionFr})`
  )

/** Why an invitation link does not open the account. */
export type InvitationState =
  | { readonly _tag: "Pending"; readonly userId: number; readonly email: string; readonly userIdLogin: string }
  | { readonly _tag: "Unusable" }

interface InvitationRow {
  readonly userId: number
  readonly email: string
  readonly login: string
  readonly sub: string | null
  readonly isDisabled: boolean
  readonly usable: boolean
}

/**
 * The invitation a link's token names, pending only when it is neither used, revoked nor expired and
 * its account is live, enabled and has never signed in. `forUpdate` locks the invitation's row, so that
 * a link submitted twice at once activates the account once.
 */
export const findPendingInvitation = (tokenHash: string, options: { readonly forUpdate?: boolean } = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const lock = options.forUpdate ? sql`FOR UPDATE OF i` : sql``
    const [row] = yield* sql<InvitationRow>`
      SELECT i.user_id, u.email, u.user_id AS login, u.sub, u.is_disabled,
        (i.used_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now() AND u.deleted_at IS NULL) AS usable
      FROM user_invitation i JOIN portal_user u ON u.id = i.user_id
      WHERE i.token_hash = ${tokenHash}
      ${lock}`
    const state: InvitationState =
      row && row.usable && row.sub === null && !row.isDisabled
        ? { _tag: "Pending", userId: row.userId, email: row.email, userIdLogin: row.login }
        : { _tag: "Unusable" }
    return state
  })

export const markInvitationUsed = (tokenHash: string) =>
  execute((sql) => sql`UPDATE user_invitation SET used_at = now() WHERE token_hash = ${tokenHash}`)

/**
 * The account's first password and its sub, given once: nothing changes when the account has a sub
 * already or is disabled. True when it was given.
 */
export const activateAccount = (userId: number, sub: string, passwordHash: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id: number }>`
      UPDATE portal_user SET sub = ${sub}, password_hash = coalesce(${passwordHash}::text, password_hash)
      WHERE id = ${userId} AND sub IS NULL AND NOT is_disabled AND deleted_at IS NULL
      RETURNING id`
    return rows.length === 1
  })

/**
 * With an external identity provider: the account a token's unknown sub belongs to at its first
 * sign-in, by the token's e-mail, among live enabled accounts without a sub that have a pending
 * invitation. The invitation's row is locked; its hash comes back to be marked used.
 */
export const findInvitedAccountByEmail = (email: string) =>
  firstRow(
    (sql) => sql<{ userId: number; tokenHash: string }>`
      SELECT u.id AS user_id, i.token_hash
      FROM portal_user u JOIN user_invitation i ON i.user_id = u.id
      WHERE lower(u.email) = lower(${email}) AND u.sub IS NULL AND NOT u.is_disabled AND u.deleted_at IS NULL
        AND i.used_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()
      ORDER BY i.created_at DESC
      LIMIT 1
      FOR UPDATE OF i`
  )

/**
 * The invitation e-mail, for the mail deliverer (SMTP when set, else kept in the outbox and logged).
 * Its body carries the one-time link: it is not kept once sent.
 */
export const queueInvitationMail = (mail: { readonly to: string; readonly subject: string; readonly body: string }) =>
  execute(
    (sql) => sql`INSERT INTO mail_outbox (recipients, subject, body, body_is_secret)
      VALUES (${[mail.to]}::text[], ${mail.subject}, ${mail.body}, true)`
  )
