import { Temporal } from "temporal-polyfill"

const plainDatePattern = /^\d{4}-\d{2}-\d{2}$/

const zoneOrLocal = (timeZone: string | undefined): string => timeZone ?? Temporal.Now.timeZoneId()

const zoned = (instantIso: string, timeZone: string | undefined) =>
  Temporal.Instant.from(instantIso).toZonedDateTimeISO(zoneOrLocal(timeZone))

const twoDigits = (value: number) => String(value).padStart(2, "0")

/** The current instant as ISO 8601 text (UTC). */
export const nowIso = (): string => Temporal.Now.instant().toString()

/** Today's date, yyyy-MM-dd, in the given time zone (the browser's by default). */
export const today = (timeZone?: string): string => Temporal.Now.plainDateISO(zoneOrLocal(timeZone)).toString()

export const currentYear = (timeZone?: string): number => Temporal.Now.plainDateISO(zoneOrLocal(timeZone)).year

/** yyyy-MM-dd of an instant in a time zone (a report's ianaTimezone, or the browser's); a plain date passes through. */
export const formatDate = (instantIso: string, timeZone?: string): string =>
  plainDatePattern.test(instantIso) ? instantIso : zoned(instantIso, timeZone).toPlainDate().toString()

/** yyyy-MM-dd HH:mm of an instant in a time zone. */
export const formatDateTime = (instantIso: string, timeZone?: string): string => {
  const at = zoned(instantIso, timeZone)
  return `${at.toPlainDate().toString()} ${twoDigits(at.hour)}:${twoDigits(at.minute)}`
}

/** The browser's time zone, sent with the calls that record or read dates in the user's zone. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone
