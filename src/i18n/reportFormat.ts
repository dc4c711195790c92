import type { CoverageGap, Lookup, Policy, PolicyVehicle, PreviousInquiry } from "../api/reports/schemas"
import type { Locales } from "./i18n-types"
import { Temporal } from "temporal-polyfill"

/** How report values read in each language, the same on screen and in the PDF. */

const plainDatePattern = /^\d{4}-\d{2}-\d{2}$/

/** Document 3 section 9: the masked value text. */
export const maskedText = "******"

const intlLocale: Record<Locales, string> = { en: "en-CA", fr: "fr-CA" }

const cadFormats: Record<Locales, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocale.en, { style: "currency", currency: "CAD" }),
  fr: new Intl.NumberFormat(intlLocale.fr, { style: "currency", currency: "CAD" })
}

const numberFormats: Record<Locales, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocale.en, { maximumFractionDigits: 2 }),
  fr: new Intl.NumberFormat(intlLocale.fr, { maximumFractionDigits: 2 })
}

// Some ICU versions put a narrow no-break space in French; one plain no-break space everywhere.
const oneSpaceKind = (text: string) => text.replace(/[\u202f\u2009]/g, "\u00a0")

/** CAD per language: en-CA "$1,234.56", fr-CA "1 234,56 $" (no-break spaces). */
export const formatCad = (amount: number, locale: Locales): string => oneSpaceKind(cadFormats[locale].format(amount))

/** A distance, weight or percentage figure with the language's separators. */
export const formatNumber = (value: number, locale: Locales): string => oneSpaceKind(numberFormats[locale].format(value))

/** A percentage the language's way: "50%" in English, "50 %" (no-break space) in French. */
export const formatPercent = (value: number, locale: Locales): string =>
  locale === "fr" ? `${formatNumber(value, locale)}\u00a0%` : `${formatNumber(value, locale)}%`

/** yyyy-MM-dd of an instant in the report's time zone; a plain date (yyyy-MM-dd) passes through. */
export const formatReportDate = (isoOrPlainDate: string, ianaTimezone: string): string =>
  plainDatePattern.test(isoOrPlainDate)
    ? isoOrPlainDate
    : Temporal.Instant.from(isoOrPlainDate).toZonedDateTimeISO(ianaTimezone).toPlainDate().toString()

/** yyyy-MM-dd HH:mm of an instant in the report's time zone (the PDF's generated-on line). */
export const formatReportDateTime = (instantIso: string, ianaTimezone: string): string => {
  const at = Temporal.Instant.from(instantIso).toZonedDateTimeISO(ianaTimezone)
  const twoDigits = (value: number) => String(value).padStart(2, "0")
  return `${at.toPlainDate().toString()} ${twoDigits(at.hour)}:${twoDigits(at.minute)}`
}

/** A lookup's description in the language in use. */
export const lookupText = (lookup: Pick<Lookup, "descriptionEn" | "descriptionFr">, locale: Locales): string =>
  locale === "fr" ? lookup.descriptionFr : lookup.descriptionEn

/** A carrier, company or insurer name in the language in use. */
export const nameIn = (en: string, fr: string, locale: Locales): string => (locale === "fr" ? fr : en)

/**
 * A claim party's field: ****** when the party is masked and the value was withheld, the value
 * when there is one, otherwise the "not available" text.
 */
export const partyValue = <A>(value: A | null, masked: boolean, show: (value: A) => string, notAvailable: string): string =>
  value !== null ? show(value) : masked ? maskedText : notAvailable

export type PolicyTimelineEntry =
  { readonly kind: "policy"; readonly policy: Policy } | { readonly kind: "gap"; readonly gap: CoverageGap }

/**
 * Policies in the order the report gives them, with each possible coverage gap placed between the
 * policies on either side of it (whether the policies run newest or oldest first).
 */
export const policyTimeline = (
  policies: ReadonlyArray<Policy>,
  gaps: ReadonlyArray<CoverageGap>
): ReadonlyArray<PolicyTimelineEntry> => {
  const newestFirst = policies.length > 1 && policies[0]!.startDate > policies[policies.length - 1]!.startDate
  const comesAfterGap = (policy: Policy, gap: CoverageGap) =>
    newestFirst ? policy.startDate < gap.startDate : policy.startDate > gap.startDate
  const orderedGaps = [...gaps].sort((a, b) =>
    newestFirst ? b.startDate.localeCompare(a.startDate) : a.startDate.localeCompare(b.startDate)
  )
  const entries: Array<PolicyTimelineEntry> = []
  let next = 0
  for (const policy of policies) {
    while (next < orderedGaps.length && comesAfterGap(policy, orderedGaps[next]!)) {
      entries.push({ kind: "gap", gap: orderedGaps[next]! })
      next += 1
    }
    entries.push({ kind: "policy", policy })
  }
  for (; next < orderedGaps.length; next += 1) entries.push({ kind: "gap", gap: orderedGaps[next]! })
  return entries
}

/** Document 3 section 2: policy vehicles by model year, newest first. */
export const vehiclesByModelYear = (vehicles: ReadonlyArray<PolicyVehicle>): ReadonlyArray<PolicyVehicle> =>
  [...vehicles].sort((a, b) => b.modelYear - a.modelYear)

/** Previous inquiries, newest first. */
export const inquiriesNewestFirst = (inquiries: ReadonlyArray<PreviousInquiry>): ReadonlyArray<PreviousInquiry> =>
  [...inquiries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))

/** "2021 Honda Civic" in the language in use. */
export const vehicleName = (vehicle: PolicyVehicle, locale: Locales): string =>
  `${vehicle.modelYear} ${nameIn(vehicle.makeEn, vehicle.makeFr, locale)} ${nameIn(vehicle.modelEn, vehicle.modelFr, locale)}`
