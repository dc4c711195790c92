import Papa from "papaparse"
import { describe, expect, it } from "vitest"
import { sdcReasonText } from "../../src/api/sdc/reasons"
import { errorReportCsv } from "../../src/server/domain/sdc/errorReport"

const rows = (csv: string) => Papa.parse<Array<string>>(csv.trim()).data

describe("an SDC file's error report", () => {
  it("is headed with readable column names in the report's language", () => {
    expect(rows(errorReportCsv([], "en"))).toEqual([["Line", "Column", "Value", "Reason"]])
    expect(rows(errorReportCsv([], "fr"))).toEqual([["Ligne", "Colonne", "Valeur", "Motif"]])
  })

  it("gives no line number to an error of the file as a whole, and the line to a row's", () => {
    const errors = [
      { line: 0, columnName: "", value: "", reason: "DUPLICATE_FILE" },
      { line: 3, columnName: "policy_status", value: "XYZ", reason: "UNKNOWN_CODE" }
    ]
    expect(rows(errorReportCsv(errors, "fr")).slice(1)).toEqual([
      ["", "", "", sdcReasonText("DUPLICATE_FILE", "fr")],
      ["3", "policy_status", "XYZ", sdcReasonText("UNKNOWN_CODE", "fr")]
    ])
  })
})
