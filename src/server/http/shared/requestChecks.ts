import { Effect } from "effect"
import { isIanaTimeZone, isValidDate } from "../../domain/shared/dates"
import { invalidRequest } from "../../domain/invalidRequest"

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
