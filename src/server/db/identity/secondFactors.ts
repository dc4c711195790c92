import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { allRows, anyRow, execute, firstRow, maybeFirstRow } from "../shared/statements"

/** An account's enrolled TOTP key (sealed) and the last time step a code of it was accepted at. */
export interface StoredSecondFactor {
  readonly sealedSecret: string
  readonly lastStep: number | null
  readonly enrolledAt: Date
}

/** The functions an account holds, for any company (the second factor's rule reads them). */
export const functionIdsOf = (userId: number) =>
  Effect.map(
    allRows((sql) => sql<{ functionId: number }>`SELECT DISTINCT function_id FROM user_function WHERE user_id = ${userId}`),
    (rows) => rows.map((row) => row.functionId)
  )

export const readSecondFactor = (userId: number) =>
  Effect.map(
    maybeFirstRow(
      (sql) => sql<{ sealedSecret: string; lastStep: string | number | null; enrolledAt: Date }>`
        SELECT sealed_secret, last_step, enrolled_at FROM second_factor WHERE user_id = ${userId}`
    ),
    (row) =>
      row === undefined
        ? undefined
        : ({ ...row, lastStep: row.lastStep === null ? null : Number(row.lastStep) } satisfies StoredSecondFactor)
  )

/**
 * Takes a code's time step as used: true only when it is later than every step accepted before, so a
 * code, or an earlier one, is never accepted twice (the row's update is the guard, under concurrency too).
 */
export const acceptTotpStep = (userId: number, step: number) =>
  anyRow(
    (sql) => sql`
      UPDATE second_factor SET last_step = ${step}
      WHERE user_id = ${userId} AND (last_step IS NULL OR last_step < ${step})
      RETURNING user_id`
  )

/** Uses a recovery code: true when it was the account's and unused, and it is used from now on. */
export const useRecoveryCode = (userId: number, codeHash: string) =>
  anyRow(
    (sql) => sql`
      UPDATE second_factor_recovery_code SET used_at = now()
      WHERE user_id = ${userId} AND code_hash = ${codeHash} AND used_at IS NULL
      RETURNING user_id`
  )

/** The account's recovery codes not used yet. */
export const unusedRecoveryCodes = (userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ count: string | number }>`
      SELECT count(*) AS count FROM second_factor_recovery_code WHERE user_id = ${userId} AND used_at IS NULL`
    return Number(rows[0]?.count ?? 0)
  })

/**
 * Enrols the account: its key, the step of the code that confirmed it, and its recovery codes (their
 * hashes), replacing any left from an earlier enrolment. False when it is enrolled already.
 */
export const storeEnrolment = (
  userId: number,
  enrolment: { readonly sealedSecret: string; readonly step: number; readonly recoveryCodeHashes: ReadonlyArray<string> }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const rows = yield* sql`
          INSERT INTO second_factor (user_id, sealed_secret, last_step)
          VALUES (${userId}, ${enrolment.sealedSecret}, ${enrolment.step})
          ON CONFLICT (user_id) DO NOTHING
          RETURNING user_id`
        if (rows.length === 0) return false
        yield* sql`DELETE FROM second_factor_recovery_code WHERE user_id = ${userId}`
        for (const codeHash of enrolment.recoveryCodeHashes) {
          yield* sql`INSERT INTO second_factor_recovery_code (user_id, code_hash) VALUES (${userId}, ${codeHash})`
        }
        return true
      })
    )
  })

/** Removes the account's key and recovery codes; true when it had a key. */
export const removeSecondFactor = (userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM second_factor_recovery_code WHERE user_id = ${userId}`
    const rows = yield* sql`DELETE FROM second_factor WHERE user_id = ${userId} RETURNING user_id`
    return rows.length > 0
  })

/** Between the password and the code: the account the password verified in this provider interaction. */
export interface SecondFactorInteraction {
  readonly userId: number
  readonly login: string
  /** The key being enrolled, sealed, while the account has none. */
  readonly sealedEnrolmentSecret: string | null
  /** Enrolled in this interaction: the recovery codes were shown, the sign-in finishes on Continue. */
  readonly enrolled: boolean
}

/** How long the code step waits after the password: the provider's interaction lasts no longer. */
const interactionMinutes = 60

/** Binds the verified account to the interaction (a new password in the same interaction binds anew). */
export const bindSecondFactorInteraction = (uid: string, bound: Omit<SecondFactorInteraction, "enrolled">) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM second_factor_interaction WHERE created_at < now() - make_interval(mins => ${interactionMinutes})`
    yield* sql`
      INSERT INTO second_factor_interaction (interaction_uid, user_id, login, sealed_enrolment_secret)
      VALUES (${uid}, ${bound.userId}, ${bound.login}, ${bound.sealedEnrolmentSecret})
      ON CONFLICT (interaction_uid) DO UPDATE SET user_id = excluded.user_id, login = excluded.login,
        sealed_enrolment_secret = excluded.sealed_enrolment_secret, enrolled = false, created_at = now()`
  })

export const readSecondFactorInteraction = (uid: string) =>
  firstRow(
    (sql) => sql<SecondFactorInteraction>`
      SELECT user_id, login, sealed_enrolment_secret, enrolled FROM second_factor_interaction
      WHERE interaction_uid = ${uid} AND created_at >= now() - make_interval(mins => ${interactionMinutes})`
  )

export const markSecondFactorInteractionEnrolled = (uid: string) =>
  execute(
    (sql) =>
      sql`UPDATE second_factor_interaction SET enrolled = true, sealed_enrolment_secret = NULL WHERE interaction_uid = ${uid}`
  )

export const endSecondFactorInteraction = (uid: string) =>
  execute((sql) => sql`DELETE FROM second_factor_interaction WHERE interaction_uid = ${uid}`)
