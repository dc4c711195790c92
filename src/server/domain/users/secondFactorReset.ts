import { Effect } from "effect"
import type { SecondFactorStatus } from "../../../api/users/secondFactor"
import { recordUserEvent } from "../../db/identity/invitations"
import { readSecondFactor, removeSecondFactor } from "../../db/identity/secondFactors"
import { inTransaction } from "../../db/shared/onDatabase"
import { credentialMail } from "../../mail/credentialMail"
import { queueNotice } from "../../db/mail/outbox"
import { requireRecentAuthentication } from "../../identity/recentAuthentication"
import { readGrantRows, readManagedUser } from "../../db/users/managedUsers"
import { invalidRequest } from "../invalidRequest"
import { requireManageable, type Administrator } from "./administrator"
import { functionGrantsOf } from "./grantRows"

/** A user the administrator may edit: the same scope and privileges as the profile's (404, 403 otherwise). */
const editableUser = (administrator: Administrator, id: number, options: { readonly forUpdate?: boolean } = {}) =>
  Effect.gen(function* () {
    const record = yield* readManagedUser(id, options)
    const functions = record === undefined ? [] : functionGrantsOf(yield* readGrantRows(id))
    return yield* requireManageable(administrator, record, functions)
  })

/** Whether the user has enrolled an authenticator, and when. */
export const secondFactorStatusOf = (administrator: Administrator, id: number) =>
  Effect.gen(function* () {
    yield* editableUser(administrator, id)
    const stored = yield* readSecondFactor(id)
    return { enrolled: stored !== undefined, enrolledAt: stored?.enrolledAt.toISOString() ?? null } satisfies SecondFactorStatus
  })

/**
 * Removes the user's authenticator and recovery codes, recorded in their history: they enrol again at
 * their next sign-in. Not one's own (another administrator resets it, so a stolen session cannot), and
 * only in a session that authenticated in the last 15 minutes (ASVS 3.7.1).
 */
export const resetSecondFactor = (administrator: Administrator, id: number) =>
  inTransaction(
    Effect.gen(function* () {
      const user = yield* editableUser(administrator, id, { forUpdate: true })
      if (id === administrator.user.id) return yield* invalidRequest("Another User Administrator resets your own second factor")
      yield* requireRecentAuthentication(administrator.user)
      if (!(yield* removeSecondFactor(id))) return yield* invalidRequest("The user has no second factor")
      yield* recordUserEvent({
        userId: id,
        event: "secondFactorReset",
        changedBy: administrator.user.id,
        descriptionEn: "Second factor reset",
        descriptionFr: "Deuxième facteur réinitialisé"
      })
      // The owner is told (ASVS 2.5.5), with the change, so that one is not kept without the other.
      yield* queueNotice({ to: user.email, ...credentialMail({ ...user, change: "secondFactorReset", at: new Date() }) })
    })
  )
