/** yyyy-MM-dd of an instant in a zone; empty for none. */
export const dayIn = (instant: string | null, ianaTimezone: string): string =>
  instant === null ? "" : new Date(instant).toLocaleDateString("en-CA", { timeZone: ianaTimezone })
