import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { RetentionSettings } from "../../config"

/** What one sweep removed, by kind. */
export interface RetentionSweepResult {
  readonly sentMail: number
  readonly spentInvitations: number
  readonly expiredProviderRecords: number
  readonly endedSessions: number
  readonly federatedSignIns: number
  readonly oneTimeSignInRecords: number
  readonly sdcErrorValues: number
}

const days = (count: number) => `${count} days`

/**
 * Deletes what is past its retention:
 * - mail sent more than mailDays ago, and mail never sent whose body is a secret (an invitation's link,
 *   expired by then) created that long ago;
 * - invitations used, revoked or expired more than mailDays ago (only a hash of their link is kept);
 * - the embedded provider's records (sessions, grants, codes, tokens, interactions) once expired, and
 *   the session list's rows whose grant is gone, after a day;
 * - carriers' sign-in states older than an hour (the interaction they finish has expired);
 * - password reset links a day after they were used or expired (only their hash is kept), the account
 *   a password verified for a second factor's step after an hour, and a session's re-authentication
 *   once its grant is gone;
 * - the values SDC error rows quote (a driver's data) after sdcErrorValueDays.
 * The sign-in throttle's counters are cleared by the throttle itself.
 */
export const sweepRetention = (settings: RetentionSettings) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const mailCutoff = days(settings.mailDays)
    const sentMail = yield* sql`
      DELETE FROM mail_outbox
      WHERE (sent_at IS NOT NULL AND sent_at < now() - ${mailCutoff}::interval)
        OR (sent_at IS NULL AND body_is_secret AND created_at < now() - ${mailCutoff}::interval)
      RETURNING id`
    const spentInvitations = yield* sql`
      DELETE FROM user_invitation
      WHERE coalesce(used_at, revoked_at, expires_at) < now() - ${mailCutoff}::interval
        AND (used_at IS NOT NULL OR revoked_at IS NOT NULL OR expires_at < now())
      RETURNING token_hash`
    const expiredProviderRecords = yield* sql`
      DELETE FROM oidc_payload WHERE expires_at < now() RETURNING id`
    const endedSessions = yield* sql`
      DELETE FROM account_session s
      WHERE s.last_used_at < now() - interval '1 day'
        AND NOT EXISTS (SELECT 1 FROM oidc_payload p WHERE p.model = 'Grant' AND p.id = s.grant_id)
      RETURNING grant_id`
    const federatedSignIns = yield* sql`
      DELETE FROM federated_sign_in WHERE created_at < now() - interval '1 hour' RETURNING state`
    const resetLinks = yield* sql`
      DELETE FROM password_reset WHERE coalesce(used_at, expires_at) < now() - interval '1 day' RETURNING token_hash`
    const secondFactorSteps = yield* sql`
      DELETE FROM second_factor_interaction WHERE created_at < now() - interval '1 hour' RETURNING interaction_uid`
    const reauthentications = yield* sql`
      DELETE FROM session_reauthentication r
      WHERE NOT EXISTS (SELECT 1 FROM oidc_payload p WHERE p.model = 'Grant' AND p.id = r.grant_id)
      RETURNING grant_id`
    const sdcErrorValues = yield* sql`
      UPDATE sdc_error e SET value = ''
      FROM sdc_file f
      WHERE f.id = e.file_id AND e.value <> '' AND f.received_at < now() - ${days(settings.sdcErrorValueDays)}::interval
      RETURNING e.id`
    return {
      sentMail: sentMail.length,
      spentInvitations: spentInvitations.length,
      expiredProviderRecords: expiredProviderRecords.length,
      endedSessions: endedSessions.length,
      federatedSignIns: federatedSignIns.length,
      oneTimeSignInRecords: resetLinks.length + secondFactorSteps.length + reauthentications.length,
      sdcErrorValues: sdcErrorValues.length
    } satisfies RetentionSweepResult
  })
