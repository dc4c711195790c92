import { Effect } from "effect"
import { PortalConfig } from "../../../src/server/config"
import { Invitations } from "../../../src/server/identity/invitations"
import { layerInvitations } from "../../../src/server/identity/invitationsLive"
import { MailDelivery } from "../../../src/server/mail/mailDelivery"
import { SqlClient } from "effect/sql"
import type { RunningPortal } from "./portal"

/** Issues an invitation through the live Invitations service, on the running portal's own database. */
export const issueInvitation = (portal: RunningPortal, userId: number, issuedBy: number) =>
  portal.sql((sql) =>
    Effect.gen(function* () {
      const invitations = yield* Invitations
      yield* invitations.issue(userId, issuedBy)
    }).pipe(
      Effect.provide(layerInvitations),
      Effect.provideService(PortalConfig, portal.config),
      Effect.provideService(SqlClient.SqlClient, sql),
      // The portal's own deliverer reads the outbox at its next poll; the tests read the row itself.
      Effect.provideService(MailDelivery, { wake: Effect.void })
    )
  )

/** A new account of the same employer as `like`, as the administration creates it: no sub, no password. */
export const createInvitedAccount = async (portal: RunningPortal, email: string, like = "analyst@northwind.example") => {
  const [row] = await portal.sql(
    (sql) => sql<{ id: number }>`
      INSERT INTO portal_user (user_type, user_id, email, first_name, last_name, organization_id, reporting_company_id,
        unit_id, is_ibc_credentials, created_by)
      SELECT user_type, ${email}, ${email}, 'Nora', 'Newhire', organization_id, reporting_company_id, unit_id, false,
        (SELECT id FROM portal_user WHERE email = 'manager@northwind.example')
      FROM portal_user WHERE email = ${like}
      RETURNING id`
  )
  return row!.id
}

export const userIdOf = async (portal: RunningPortal, email: string) => {
  const [row] = await portal.sql(
    (sql) => sql<{ id: number }>`SELECT id FROM portal_user WHERE lower(email) = lower(${email}) AND deleted_at IS NULL`
  )
  return row!.id
}

/** The newest mail to `email` in the outbox. */
export const latestMailTo = async (portal: RunningPortal, email: string) => {
  const [mail] = await portal.sql(
    (sql) => sql<{ subject: string; body: string }>`
      SELECT subject, body FROM mail_outbox WHERE ${email} = ANY(recipients) ORDER BY id DESC LIMIT 1`
  )
  return mail
}

/** The token of the invitation link in a mail: {PUBLIC_URL}/login/{token}. */
export const invitationTokenIn = (portal: RunningPortal, body: string) => {
  const link = body.match(new RegExp(`${portal.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/login/([A-Za-z0-9_-]+)`))
  if (!link) throw new Error(`No invitation link in the mail:\n${body}`)
  return link[1]!
}

export const historyOf = (portal: RunningPortal, userId: number) =>
  portal.sql(
    (sql) => sql<{ event: string; changedBy: number | null; descriptionEn: string | null; descriptionFr: string | null }>`
      SELECT event, changed_by, description_en, description_fr FROM user_access_history WHERE user_id = ${userId} ORDER BY id`
  )
