import { Effect } from "effect"
import { Forbidden } from "../../api/errors"
import type { UserProfile } from "../../api/platform/schemas"
import type { ChangePasswordPayload } from "../../api/users/schemas"
import { recordUserEvent } from "../db/identity/invitations"
import { findSignInAccountById, storePasswordHash } from "../db/identity/signInAccounts"
import { inTransaction } from "../db/shared/onDatabase"
import { invalidFields } from "../domain/invalidRequest"
import { changePasswordIssues } from "./passwordRules"
import { hashPassword, verifyPassword } from "./passwords"

/**
 * Change of one's own password (document 2 section 2): only an account whose password the embedded
 * provider keeps (bureau credentials). The current password and the new one's rules are checked
 * together, so the form shows every refusal at once; the new hash is what the next sign-in checks.
 */
export const changeOwnPassword = (user: UserProfile, payload: ChangePasswordPayload, embeddedProvider: boolean) =>
  Effect.gen(function* () {
    if (!embeddedProvider || !user.isIbcCredentials) return yield* new Forbidden({ token: "NOT_ALLOWED_TO_MANAGE" })
    const account = yield* findSignInAccountById(user.id)
    const currentMatches = yield* Effect.promise(() => verifyPassword(payload.currentPassword, account?.passwordHash ?? null))
    const issues = changePasswordIssues(currentMatches, payload)
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
      })
    )
  })
