import { Effect } from "effect"
import type { SecondFactorStatus } from "../../../api/users/secondFactor"
import { UsersRepository } from "../../db/users/usersRepository"
import { credentialMail } from "../../mail/credentialMail"
import { invalidRequest } from "../invalidRequest"
import { AccountIdentity } from "./accountIdentity"
import { requireManageable, type Administrator } from "./administrator"
import { readUser } from "./saveUser"

/** A user the administrator may edit: the same scope and privileges as the profile's (404, 403 otherwise). */
const editableUser = (administrator: Administrator, id: number, options: { readonly forUpdate?: boolean } = {}) =>
  Effect.gen(function* () {
    const found = yield* readUser(id, options)
    return yield* requireManageable(administrator, found?.record, found?.functions ?? [])
  })

/** Whether the user has enrolled an authenticator, and when. */
export const secondFactorStatusOf = (administrator: Administrator, id: number) =>
  Effect.gen(function* () {
    yield* editableUser(administrator, id)
    const stored = yield* (yield* UsersRepository).readSecondFactor(id)
    return { enrolled: stored !== undefined, enrolledAt: stored?.enrolledAt.toISOString() ?? null } satisfies SecondFactorStatus
  })

/**
 * Removes the user's authenticator and recovery codes, recorded in their history: they enrol again at
 * their next sign-in. Not one's own (another administrator resets it, so a stolen session cannot), and
 * only in a session that authenticated in the last 15 minutes (ASVS 3.7.1).
 */
export const resetSecondFactor = (administrator: Administrator, id: number) =>
  Effect.gen(function* () {
    const db = yield* UsersRepository
    const user = yield* editableUser(administrator, id, { forUpdate: true })
    if (id === administrator.user.id) return yield* invalidRequest("Another User Administrator resets your own second factor")
    yield* (yield* AccountIdentity).requireRecentAuthentication(administrator.user)
    if (!(yield* db.removeSecondFactor(id))) return yield* invalidRequest("The user has no second factor")
    yield* db.recordUserEvent({
      userId: id,
      event: "secondFactorReset",
      changedBy: administrator.user.id,
      descriptionEn: "Second factor reset",
      descriptionFr: "Deuxième facteur réinitialisé"
    })
    // The owner is told (ASVS 2.5.5), with the change, so that one is not kept without the other.
    yield* db.queueNotice({ to: user.email, ...credentialMail({ ...user, change: "secondFactorReset", at: new Date() }) })
  })
