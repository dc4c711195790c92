import Papa from "papaparse"
import { describe, expect, it } from "vitest"
import { sdcReasonText } from "../../src/api/sdc/reasons"
import { errorReportCsv } from "../../src/server/domain/sdc/errorReport"

const rows = (csv: string) => Papa.parse<Array<string>>(csv.trim()).data

describe("an SDC file's error report", () => {
  it("is headed with readable column names in the report's language, the reason's code last", () => {
    expect(rows(errorReportCsv([], "en"))).toEqual([["Line", "Column", "Value", "Reason", "Reason code"]])
    expect(rows(errorReportCsv([], "fr"))).toEqual([["Ligne", "Colonne", "Valeur", "Motif", "Code du motif"]])
  })

  it("gives no line number to an error of the file as a whole, and the line to a row's", () => {
    const errors = [
      { line: 0, columnName: "", value: "", reason: "DUPLICATE_FILE" },
      { line: 3, columnName: "policy_status", value: "XYZ", reason: "UNKNOWN_CODE" }
    ]
    expect(rows(errorReportCsv(errors, "fr")).slice(1)).toEqual([
      ["", "", "", sdcReasonText("DUPLICATE_FILE", "fr"), "DUPLICATE_FILE"],
      ["3", "policy_status", "XYZ", sdcReasonText("UNKNOWN_CODE", "fr"), "UNKNOWN_CODE"]
    ])
  })

  it("gives each error's reason code, the same in both languages, for a carrier's system to act on", () => {
    const errors = [{ line: 7, columnName: "at_fault", value: "33", reason: "INVALID_NUMBER" }]
    const codes = (language: "en" | "fr") => rows(errorReportCsv(errors, language)).map((row) => row[4])
    expect(codes("en")).toEqual(["Reason code", "INVALID_NUMBER"])
    expect(codes("fr")).toEqual(["Code du motif", "INVALID_NUMBER"])
  })
})
