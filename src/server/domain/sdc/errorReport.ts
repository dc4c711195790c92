import Papa from "papaparse"
import { sdcReasonCodes, sdcReasonText, type SdcReasonCode } from "../../../api/sdc/reasons"

export interface ErrorEntry {
  readonly line: number
  readonly columnName: string
  readonly value: string
  readonly reason: string
}

const headers = {
  en: ["line", "column", "value", "reason"],
  fr: ["ligne", "colonne", "valeur", "motif"]
} as const

const isReason = (code: string): code is SdcReasonCode => (sdcReasonCodes as ReadonlyArray<string>).includes(code)

/**
 * The error report of a file: one line per error, the reason worded in the language asked for. A
 * value that starts like a spreadsheet formula is quoted with a leading apostrophe so that opening
 * the report never runs it.
 */
export const errorReportCsv = (errors: ReadonlyArray<ErrorEntry>, language: "en" | "fr"): string =>
  Papa.unparse(
    {
      fields: [...headers[language]],
      data: errors.map((e) => [e.line, e.columnName, e.value, isReason(e.reason) ? sdcReasonText(e.reason, language) : e.reason])
    },
    { newline: "\r\n", escapeFormulae: true }
  ) + "\r\n"
