import { Schema } from "effect"

/** yyyy-MM-dd with a month 01 to 12 and a day 01 to 31, years 1000 to 9999 (as IsoDateTime). */
const plainDatePattern = /^([1-9]\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** The number of days of a month (1 to 12) of a year. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

/** True for a day that exists, written yyyy-MM-dd: 2024-02-29 is one, 2024-02-30 and 2025-13-01 are not. */
export const isCalendarDate = (value: string): boolean => {
  const match = plainDatePattern.exec(value)
  return match !== null && Number(match[3]) <= daysInMonth(Number(match[1]), Number(match[2]))
}

/**
 * The one date of the contract: every date field, in a path, a query or a payload, is a day that
 * exists. A date PostgreSQL would refuse is a 400 at the door, never a failure of the query.
 */
export const PlainDate = Schema.String.check(
  Schema.isPattern(plainDatePattern, { expected: "a date yyyy-MM-dd" }),
  Schema.makeFilter<string>((value) => !plainDatePattern.test(value) || isCalendarDate(value), {
    expected: "a day of its month"
  })
)
