import { Effect } from "effect"
import {
  activateAccount,
  findInvitedAccount,
  findInvitedAccountByEmail,
  findPendingInvitation,
  markInvitationUsed,
  recordUserEvent,
  type InvitationState
} from "../db/identity/invitations"
import { inTransaction } from "../db/shared/onDatabase"
import { credentialMail } from "../mail/credentialMail"
import { queueNotice } from "../db/mail/outbox"
import { hashInvitationToken } from "./invitationTokens"

/** The invitation opens only the account whose User ID or e-mail was typed on the sign-in screen. */
export const invitationNames = (invitation: InvitationState, login: string) => {
  if (invitation._tag !== "Pending") return false
  const typed = login.trim().toLowerCase()
  return typed !== "" && (invitation.userIdLogin.toLowerCase() === typed || invitation.email.toLowerCase() === typed)
}

/** Whether the link's token opens the account typed: pending, and that account's. */
export const pendingInvitationFor = (token: string, login: string) =>
  Effect.map(findPendingInvitation(hashInvitationToken(token)), (invitation) => invitationNames(invitation, login))

/** The activation in the user's history, and the mail that tells the user (ASVS 2.2.3, 2.5.5). */
const recordActivation = (userId: number) =>
  Effect.gen(function* () {
    yield* recordUserEvent({
      userId,
      event: "activated",
      changedBy: null,
      descriptionEn: "Invitation accepted; account activated",
      descriptionFr: "Invitation acceptée; compte activé"
    })
    const account = yield* findInvitedAccount(userId)
    if (account) yield* queueNotice({ to: account.email, ...credentialMail({ ...account, change: "activated", at: new Date() }) })
  })

/**
 * The embedded provider's set-password step: the account gets its password and its sub, the link is
 * used, the activation recorded, all at once or not at all. The account's id, or undefined when the
 * link no longer opens it (used meanwhile, revoked, expired, account disabled).
 */
export const acceptInvitation = (token: string, login: string, sub: string, passwordHash: string) =>
  inTransaction(
    Effect.gen(function* () {
      const tokenHash = hashInvitationToken(token)
      const invitation = yield* findPendingInvitation(tokenHash, { forUpdate: true })
      if (invitation._tag !== "Pending" || !invitationNames(invitation, login)) return undefined
      if (!(yield* activateAccount(invitation.userId, sub, passwordHash))) return undefined
      yield* markInvitationUsed(tokenHash)
      yield* recordActivation(invitation.userId)
      return invitation.userId
    })
  )

/**
 * An external provider's first sign-in (its token's sub is unknown to the portal): the account is the
 * one with this e-mail that has no sub, is enabled and has a pending invitation; it takes the sub and
 * the invitation is used. True when an account was activated.
 */
export const acceptInvitationByEmail = (email: string, sub: string) =>
  inTransaction(
    Effect.gen(function* () {
      const invited = yield* findInvitedAccountByEmail(email)
      if (!invited) return false
      if (!(yield* activateAccount(invited.userId, sub, null))) return false
      yield* markInvitationUsed(invited.tokenHash)
      yield* recordActivation(invited.userId)
      return true
    })
  )
