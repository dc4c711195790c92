import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { PortalConfig } from "../config"
import {
  findInvitedAccount,
  insertInvitation,
  queueInvitationMail,
  recordUserEvent,
  revokeInvitations
} from "../db/identity/invitations"
import { invitationMail } from "../mail/invitationMail"
import { MailDelivery } from "../mail/mailDelivery"
import { hashInvitationToken, invitationLink, newInvitationToken } from "./invitationTokens"
import { Invitations } from "./invitations"

/**
 * Issues invitations: the earlier links of the user are revoked, the new one is kept as the SHA-256 of
 * its token, recorded in the user's history and mailed. Without SMTP_URL the link is also written to
 * the log, so that whoever runs the portal can hand it on (docs/operations.md).
 */
export const layerInvitations = Layer.effect(
  Invitations,
  Effect.gen(function* () {
    const config = yield* PortalConfig
    const sql = yield* SqlClient.SqlClient
    const mail = yield* MailDelivery
    const validForMs = config.invitationValidDays * 24 * 3600 * 1000
    return {
      issue: (userId, issuedBy) =>
        Effect.gen(function* () {
          const account = yield* findInvitedAccount(userId)
          if (!account) return yield* Effect.die(`No account ${userId} to invite`)
          const token = newInvitationToken()
          const expiresAt = new Date(Date.now() + validForMs)
          const link = invitationLink(config.publicUrl, token)
          const message = invitationMail({ ...account, link, expiresAt, setsPassword: config.embeddedProvider })
          yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* revokeInvitations(userId)
              yield* insertInvitation({ tokenHash: hashInvitationToken(token), userId, createdBy: issuedBy, expiresAt })
              yield* recordUserEvent({
                userId,
                event: "invited",
                changedBy: issuedBy,
                descriptionEn: "Invitation sent",
                descriptionFr: "Invitation envoyée"
              })
              yield* queueInvitationMail({ to: account.email, ...message })
            })
          )
          if (config.smtpUrl === undefined) {
            // Outside production the link is logged, as information, for whoever runs the portal to hand on;
            // in production it is a warning (no mail would leave) and holds no secret (ASVS 7.1.1).
            const log = config.production ? Effect.logWarning : Effect.logInfo
            yield* log("Invitation kept in the outbox and not sent: SMTP_URL is not set").pipe(
              Effect.annotateLogs({ userId: account.userId, ...(config.production ? {} : { link }) })
            )
          }
          yield* mail.wake
        }).pipe(Effect.provideService(SqlClient.SqlClient, sql))
    }
  })
)
