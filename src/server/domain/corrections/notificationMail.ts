import type { OpenedRow, OutboxMail } from "../../db/corrections/correctionsRepository"
import { localDate } from "../shared/dates"

interface NamedField {
  readonly en: string
  readonly fr: string
}

/**
 * The mail a company's notification recipients get when one of its reports joins the 90-day list:
 * which licence, which report and which fields, in both languages, and no other personal data.
 */
export const ninetyDayMail = (row: OpenedRow, fields: ReadonlyArray<NamedField>): OutboxMail => {
  const date = localDate(row.reportDate, row.ianaTimezone)
  const licence = `${row.dln} (${row.jurisdictionCode})`
  return {
    recipients: row.notificationEmails,
    subject: `Driver data corrected - report ${row.reportId} / Données de conducteur corrigées - rapport ${row.reportId}`,
    body: [
      `The data of the driver with licence ${licence} was corrected after your report ${row.reportId} of ${date}.`,
      `Corrected: ${fields.map((f) => f.en).join(", ")}.`,
      "The report is listed in the 90-day report of the portal; regenerate it there to see the current data.",
      "",
      `Les données du conducteur titulaire du permis ${licence} ont été corrigées après votre rapport ${row.reportId} du ${date}.`,
      `Corrigé : ${fields.map((f) => f.fr).join(", ")}.`,
      "Le rapport figure au rapport de 90 jours du portail; produisez-le de nouveau pour voir les données à jour."
    ].join("\n")
  }
}
