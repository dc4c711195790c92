import { Temporal } from "temporal-polyfill"

/**
 * Calendar dates as yyyy-MM-dd text and as day numbers (days since 1970-01-01), so that the rules
 * compare and subtract dates as integers. Year arithmetic follows Temporal's "constrain" overflow:
 * 29 February plus one year is 28 February.
 */
const msPerDay = 86_400_000

export const toDay = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / msPerDay

export const fromDay = (day: number): string => new Date(day * msPerDay).toISOString().slice(0, 10)

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

export const addYears = (date: string, years: number): string => {
  const year = Number(date.slice(0, 4)) + years
  const month = date.slice(5, 7)
  let day = date.slice(8, 10)
  if (month === "02" && day === "29" && !isLeap(year)) day = "28"
  return `${String(year).padStart(4, "0")}-${month}-${day}`
}

export const addDays = (date: string, days: number): string => fromDay(toDay(date) + days)

/** Whole years from `from` to `to` (the age rule: a year counts once its anniversary is reached). */
export const wholeYearsBetween = (from: string, to: string): number => {
  let years = Number(to.slice(0, 4)) - Number(from.slice(0, 4))
  if (to.slice(5) < from.slice(5)) years -= 1
  return years
}

export const isValidDate = (date: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(date) && fromDay(toDay(date)) === date

const knownZones = new Map<string, boolean>()

/** A valid IANA time zone name (e.g. America/Toronto); offsets and abbreviations are refused. */
export const isIanaTimeZone = (zone: string): boolean => {
  if (!/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/.test(zone)) return false
  const known = knownZones.get(zone)
  if (known !== undefined) return known
  let valid: boolean
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone })
    valid = true
  } catch {
    valid = false
  }
  // Asking Intl costs a tenth of a millisecond; the answers are few and never change.
  if (knownZones.size < 1000) knownZones.set(zone, valid)
  return valid
}

/** Each zone's last local day asked for, as the instants it spans: a report's date is nearly always today. */
const zoneDays = new Map<string, { readonly start: number; readonly end: number; readonly date: string }>()
/** The instants days start at, by zone and date (a report's data bound is the same all day). */
const dayStarts = new Map<string, string>()
/** Enough for every zone in use; past it nothing more is kept (the answers are the same, only slower). */
const mostKept = 1000

/** The calendar date of an instant in a time zone. */
export const localDate = (instant: string, timeZone: string): string => {
  const at = Date.parse(instant)
  const known = zoneDays.get(timeZone)
  if (known !== undefined && at >= known.start && at < known.end) return known.date
  const day = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate()
  const date = day.toString()
  if (zoneDays.size < mostKept || known !== undefined)
    zoneDays.set(timeZone, {
      start: day.toZonedDateTime({ timeZone }).epochMilliseconds,
      end: day.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds,
      date
    })
  return date
}

/** The instant a calendar day starts in a time zone. */
export const startOfDay = (date: string, timeZone: string): string => {
  const key = `${timeZone} ${date}`
  const known = dayStarts.get(key)
  if (known !== undefined) return known
  const start = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).toInstant().toString()
  if (dayStarts.size >= mostKept) dayStarts.clear()
  dayStarts.set(key, start)
  return start
}

/** Whether the span [added, removed) shares a day with [start, stop). */
export const presentDuring = (added: string, removed: string | null, start: string, stop: string) =>
  added < stop && (removed === null || removed > start)
