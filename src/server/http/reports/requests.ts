import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { isSqlError, type SqlError } from "effect/sql/SqlError"
import { BadRequest, Forbidden } from "../../../api/errors"
import { CurrentUser } from "../../../api/security"
import { holdsFunction } from "../../domain/authorization"
import { isIanaTimeZone } from "../../domain/reports/dates"

export const invalid = (message: string) => new BadRequest({ code: "ERROR_400_INVALID_REQUEST", message })

/** The signed-in user, provided they hold at least one of the functions; otherwise 403 FUNCTION_NOT_ALLOWED. */
export const requireAnyFunction = (functionIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    if (!functionIds.some((id) => holdsFunction(user, id))) return yield* new Forbidden({ token: "FUNCTION_NOT_ALLOWED" })
    return user
  })

export const requireTimeZone = (zone: string) =>
  isIanaTimeZone(zone) ? Effect.succeed(zone) : Effect.fail(invalid(`Unknown time zone ${zone}`))

/** Runs a handler on the database: its failures are defects (500); every expected refusal stays a typed error of the contract. */
export const onDatabase =
  (sql: SqlClient.SqlClient) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    effect.pipe(
      Effect.catchIf((error): error is Extract<E, SqlError> => isSqlError(error), Effect.die),
      Effect.provideService(SqlClient.SqlClient, sql)
    )
