import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { execute } from "../shared/statements"

/** How long a reset link opens its account: an hour after it was sent. */
export const resetLinkLifetime = "1 hour"

/** Keeps a new link's token hash; links of the account not used yet stop opening it (the newest one counts). */
export const saveResetLink = (userId: number, tokenHash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM password_reset WHERE expires_at < now() - interval '1 day'`
    yield* sql`UPDATE password_reset SET expires_at = now() WHERE user_id = ${userId} AND used_at IS NULL AND expires_at > now()`
    yield* sql`
      INSERT INTO password_reset (token_hash, user_id, expires_at)
      VALUES (${tokenHash}, ${userId}, now() + ${resetLinkLifetime}::interval)`
  })

/** The account a link still opens (not used, not expired, the account live and enabled); locked for the change when asked. */
export const findOpenResetLink = (tokenHash: string, options: { readonly forUpdate?: boolean } = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ readonly userId: number }>`
      SELECT r.user_id FROM password_reset r JOIN portal_user u ON u.id = r.user_id
      WHERE r.token_hash = ${tokenHash} AND r.used_at IS NULL AND r.expires_at > now()
        AND u.deleted_at IS NULL AND NOT u.is_disabled
      ${options.forUpdate ? sql`FOR UPDATE OF r` : sql``}`
    return row?.userId
  })

/** The link serves once. */
export const markResetLinkUsed = (tokenHash: string) =>
  execute((sql) => sql`UPDATE password_reset SET used_at = now() WHERE token_hash = ${tokenHash}`)
