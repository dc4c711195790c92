import type { Locales } from "../../i18n/i18n-types"

const kinds = {
  driver: { en: "driver-report", fr: "rapport-conducteur" },
  vehicle: { en: "vehicle-report", fr: "rapport-vehicule" }
} as const

/**
 * The name a report PDF is saved under, saying what it is: "driver-report_W90012345670001_2025-02-28_en.pdf"
 * (the licence number or VIN, the report's date, the language).
 */
export const pdfFileName = (kind: keyof typeof kinds, subject: string, reportDay: string, language: Locales): string =>
  `${kinds[kind][language]}_${subject.replace(/[^A-Za-z0-9-]/g, "")}_${reportDay}_${language}.pdf`

/** An inline Content-Disposition for a report PDF. */
export const pdfDisposition = (...name: Parameters<typeof pdfFileName>): string => `inline; filename="${pdfFileName(...name)}"`
