import Papa from "papaparse"
import { sdcReasonCodes, sdcReasonText, type SdcReasonCode } from "../../../api/sdc/reasons"
import en_sdc from "../../../i18n/en/sdc"
import fr_sdc from "../../../i18n/fr/sdc"

export interface ErrorEntry {
  readonly line: number
  readonly columnName: string
  readonly value: string
  readonly reason: string
}

/**
 * The column names of the upload dialog's table of errors in the report's language, then the reason's
 * code (docs/sdc-format.md), last so that a reader of the first four columns by position reads on.
 */
const headerOf = ({ upload }: typeof en_sdc) => [upload.line, upload.column, upload.value, upload.reason, upload.reasonCode]
export const errorReportHeaders = { en: headerOf(en_sdc), fr: headerOf(fr_sdc) }

const isReason = (code: string): code is SdcReasonCode => (sdcReasonCodes as ReadonlyArray<string>).includes(code)

/**
 * The error report of a file: one line per error, the reason worded in the language asked for and its
 * code for a carrier's system (the same in both languages), under the headers of the screen's table in that language. An error of the file as a whole (line 0 in
 * the answer of the upload) has no line number. A value that starts like a spreadsheet formula is quoted with a leading apostrophe so that opening
 * the report never runs it.
 */
export const errorReportCsv = (errors: ReadonlyArray<ErrorEntry>, language: "en" | "fr"): string =>
  Papa.unparse(
    {
      fields: errorReportHeaders[language],
      data: errors.map((e) => [
        e.line > 0 ? e.line : "",
        e.columnName,
        e.value,
        isReason(e.reason) ? sdcReasonText(e.reason, language) : e.reason,
        e.reason
      ])
    },
    { newline: "\r\n", escapeFormulae: true }
  ) + "\r\n"
