import { Effect } from "effect"
import { isIanaTimeZone, isValidDate } from "../../domain/shared/dates"
import { invalidFields } from "../../domain/invalidRequest"

type Dates = Readonly<Record<string, string | null | undefined>>

/**
 * Each date given, by its query or payload field, is a valid yyyy-MM-dd and, when today is given, not
 * after it: 400 naming each refused field (invalidDate, futureDate), as the search filters word them.
 */
export const requireDates = (dates: Dates, today?: string) =>
  Effect.gen(function* () {
    const named = Object.entries(dates)
    const issues: Array<{ readonly field: string; readonly code: "invalidDate" | "futureDate"; readonly message: string }> = []
    for (const [field, date] of named) {
      if (date === null || date === undefined) continue
      const code: "invalidDate" | "futureDate" | undefined = !isValidDate(date)
        ? "invalidDate"
        : today !== undefined && date > today
          ? "futureDate"
          : undefined
      if (code === undefined) continue
      const message = code === "invalidDate" ? `Invalid date ${date}` : `Date in the future ${date}`
      issues.push({ field, code, message })
    }
    if (issues.length > 0)
      return yield* invalidFields(
        issues.map(({ field, code }) => ({ field, code })),
        issues.map((i) => i.message).join("; ")
      )
  })

/** The from date is on or before the to date: 400 at fromDate otherwise, where the filters show it. */
export const requireDateOrder = (fromDate: string | null | undefined, toDate: string | null | undefined) =>
  fromDate !== null && fromDate !== undefined && toDate !== null && toDate !== undefined && fromDate > toDate
    ? Effect.fail(invalidFields([{ field: "fromDate", code: "fromAfterTo" }], "The from date is after the to date"))
    : Effect.void

/** An IANA time zone, or 400 naming its field (`ianaTimezone` unless the operation names it otherwise). */
export const requireTimeZone = (zone: string, field = "ianaTimezone") =>
  isIanaTimeZone(zone)
    ? Effect.succeed(zone)
    : Effect.fail(invalidFields([{ field, code: "unknownValue" }], `Unknown time zone ${zone}`))
