import { Effect } from "effect"
import { Forbidden, TooManyRequests } from "../../api/errors"
import type { UserProfile } from "../../api/platform/schemas"
import type { ChangePasswordPayload } from "../../api/users/schemas"
import type { PortalConfigShape } from "../config"
import { recordUserEvent } from "../db/identity/invitations"
import { findSignInAccountById, storePasswordHash } from "../db/identity/signInAccounts"
import { inTransaction } from "../db/shared/onDatabase"
import { invalidFields } from "../domain/invalidRequest"
import { credentialMail } from "../mail/credentialMail"
import { queueNotice } from "../db/mail/outbox"
import { endAccountSessions } from "./accountSessions"
import { changePasswordIssues } from "./passwordRules"
import { hashPassword, verifyPassword } from "../shared/passwords"
import { holdsPortalPassword } from "./portalPasswords"
import { SignInThrottle } from "./signInThrottle"

/**
 * Change of one's own password (document 2 section 2): any account whose password the embedded
 * provider keeps (portalPasswords.ts), not one that signs in at a carrier's or an external provider. The current password and the new one's rules are checked
 * together, so the form shows every refusal at once; the new hash is what the next sign-in checks.
 * A wrong current password counts as a wrong password at sign-in (the throttle of the User ID and of
 * the client address), so a stolen session cannot be used to guess it. The user is told by mail
 * (ASVS 2.2.3), queued with the change so that one is not kept without the other. The account's
 * other sessions end with the change (ASVS 3.3.3): a session taken with the old password does not outlive it.
 */
export const changeOwnPassword = (
  user: UserProfile & { readonly sessionId?: string | undefined },
  payload: ChangePasswordPayload,
  caller: { readonly config: PortalConfigShape; readonly address: string }
) =>
  Effect.gen(function* () {
    const throttle = yield* SignInThrottle
    const account = yield* findSignInAccountById(user.id)
    // Whoever signs in with a password the portal keeps; not a carrier's or an external issuer's account.
    if (!(yield* holdsPortalPassword(caller.config, account))) return yield* new Forbidden({ token: "NOT_ALLOWED_TO_MANAGE" })
    const login = account?.userId ?? user.userId
    const gate = yield* Effect.orDie(throttle.gate(login, caller.address))
    if (gate._tag === "Locked") return yield* new TooManyRequests({})
    yield* Effect.sleep(gate.delay)
    const currentMatches = yield* Effect.promise(() => verifyPassword(payload.currentPassword, account?.passwordHash ?? null))
    yield* Effect.orDie(currentMatches ? throttle.succeeded(login) : throttle.failed(login, caller.address))
    const issues = changePasswordIssues(currentMatches, payload, { userId: login, email: user.email })
    if (issues.length > 0) {
      return yield* invalidFields(issues, "The password was not changed", "PASSWORD_CHANGE_FAILED")
    }
    const passwordHash = yield* Effect.promise(() => hashPassword(payload.newPassword))
    yield* inTransaction(
      Effect.gen(function* () {
        yield* storePasswordHash(user.id, passwordHash)
        yield* recordUserEvent({
          userId: user.id,
          event: "passwordChanged",
          changedBy: user.id,
          descriptionEn: "Password changed",
          descriptionFr: "Mot de passe modifié"
        })
        // Every other session and refresh token of the account ends; the one that changed it goes on (ASVS 3.3.3).
        if (user.sub) yield* endAccountSessions(user.sub, { except: user.sessionId })
        const mail = credentialMail({ ...user, change: "passwordChanged", at: new Date() })
        yield* queueNotice({ to: user.email, ...mail })
      })
    )
  })
