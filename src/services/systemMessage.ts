import type { Language, SystemMessage } from "../api/platform/schemas"

// Instants compare as epoch milliseconds here, so the sign-in page needs no Temporal polyfill.

/** Whether `now` lies between start and end, both inclusive; a null bound leaves that side open. */
export const isBetween = (nowIso: string, startIso: string | null, endIso: string | null): boolean => {
  const now = Date.parse(nowIso)
  if (startIso !== null && now < Date.parse(startIso)) return false
  if (endIso !== null && now > Date.parse(endIso)) return false
  return true
}

/**
 * The system message shows only between its start and end date, and only when it has text
 * (in the given language, or in either when no language is given).
 */
export const isSystemMessageShown = (message: SystemMessage, now: string, language?: Language): boolean => {
  const texts =
    language === undefined ? [message.messageEn, message.messageFr] : [language === "fr" ? message.messageFr : message.messageEn]
  return texts.some((text) => text.trim() !== "") && isBetween(now, message.startDate, message.endDate)
}
