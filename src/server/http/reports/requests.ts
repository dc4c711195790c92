import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { isSqlError, type SqlError } from "effect/sql/SqlError"
import { BadRequest, Forbidden } from "../../../api/errors"
import { CurrentUser } from "../../../api/security"
import { holdsFunction } from "../../domain/authorization"
import { isIanaTimeZone, isValidDate } from "../../domain/reports/dates"
import { invalidRequest } from "../../domain/invalidRequest"

export const invalid = (message: string) => new BadRequest({ code: "ERROR_400_INVALID_REQUEST", message })

/** The signed-in user, provided they hold at least one of the functions; otherwise 403 FUNCTION_NOT_ALLOWED. */
export const requireAnyFunction = (functionIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    if (!functionIds.some((id) => holdsFunction(user, id))) return yield* new Forbidden({ token: "FUNCTION_NOT_ALLOWED" })
    return user
  })

/** Each date given is a valid yyyy-MM-dd and, when today is given, not after it (400 otherwise). */
export const requireDates = (dates: ReadonlyArray<string | null | undefined>, today?: string) =>
  Effect.gen(function* () {
    for (const date of dates) {
      if (date === null || date === undefined) continue
      if (!isValidDate(date)) return yield* invalidRequest(`Invalid date ${date}`)
      if (today !== undefined && date > today) return yield* invalidRequest(`Date in the future ${date}`)
    }
  })

export const requireTimeZone = (zone: string) =>
  isIanaTimeZone(zone) ? Effect.succeed(zone) : Effect.fail(invalidRequest(`Unknown time zone ${zone}`))

/** Runs a handler on the database: its failures are defects (500); every expected refusal stays a typed error of the contract. */
export const onDatabase =
  (sql: SqlClient.SqlClient) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    effect.pipe(
      Effect.catchIf((error): error is Extract<E, SqlError> => isSqlError(error), Effect.die),
      Effect.provideService(SqlClient.SqlClient, sql)
    )
