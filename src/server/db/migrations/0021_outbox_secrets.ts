import { migration } from "./ddl"

/**
 * Mail whose body carries a secret (an invitation's one-time link) is marked so: once sent, its body
 * is no longer kept, so that a reader of the database cannot open an account with a link the user
 * has not used yet. Unsent, the row is the delivery itself (without SMTP_URL) and keeps its body.
 */
export default migration(function* (sql) {
  yield* sql`ALTER TABLE mail_outbox ADD COLUMN body_is_secret boolean NOT NULL DEFAULT false`
  // Invitations already sent: their links are not kept either.
  yield* sql`
    UPDATE mail_outbox SET body_is_secret = true, body = ''
    WHERE sent_at IS NOT NULL AND body LIKE '%/login/%'`
  yield* sql`UPDATE mail_outbox SET body_is_secret = true WHERE sent_at IS NULL AND body LIKE '%/login/%'`
})
