import Papa from "papaparse"
import { describe, expect, it } from "vitest"
import { sdcReasonCodes, sdcReasons } from "../../src/api/sdc/reasons"
import { SdcFileTypeId } from "../../src/api/sdc/schemas"
import { errorReportCsv } from "../../src/server/domain/sdc/errorReport"
import { SdcFileReader } from "../../src/server/domain/sdc/fileReader"
import { isSdcHeader, sdcColumns, type SdcColumn } from "../../src/server/domain/sdc/format"
import { checkRow, type RowContext } from "../../src/server/domain/sdc/rowRules"
import { sendingCompany } from "../../src/server/domain/sdc/sendingCompany"

const context: RowContext = {
  companyCode: "NWD-GEN",
  fileTypeId: SdcFileTypeId.all,
  jurisdictionIds: new Map([
    ["ON", 9],
    ["QC", 11]
  ]),
  today: "2026-06-30"
}

const row = (values: Partial<Record<SdcColumn, string>>) => sdcColumns.map((c) => values[c] ?? "")

const policy = {
  transaction: "A",
  record: "POLICY",
  company: "NWD-GEN",
  policy_number: "nwd-0001",
  effective_date: "2026-01-01",
  expiry_date: "2027-01-01",
  policy_status: "act",
  holder_name: " Alexis Morin ",
  holder_address: "27 Elgin Street, Ottawa ON"
}
const operator = {
  transaction: "A",
  record: "OPERATOR",
  company: "NWD-GEN",
  policy_number: "NWD-0001",
  licence_number: "m9001-2345",
  jurisdiction: "on",
  driver_name: "Alexis Morin",
  driver_address: "27 Elgin Street, Ottawa ON",
  date_of_birth: "1990-02-03",
  gender: "F",
  relationship: "SELF",
  date_added: "2026-01-01"
}
const claim = {
  transaction: "A",
  record: "CLAIM",
  company: "NWD-GEN",
  policy_number: "NWD-0001",
  licence_number: "M9001-2345",
  jurisdiction: "ON",
  claim_number: "NWD-C-1",
  date_of_loss: "2026-03-15",
  claim_status: "c",
  at_fault: "25"
}

/** The [column, reason] pairs a row is refused for; [] when it is accepted. */
const refusals = (values: Partial<Record<SdcColumn, string>>, ctx: RowContext = context) => {
  const result = checkRow(row(values), 7, ctx)
  return result.ok ? [] : result.errors.map((e) => [e.column, e.reason])
}

describe("the rules of one SDC row", () => {
  it("accepts a policy, an operator and a claim, codes in any case, values trimmed, codes turned into ids", () => {
    const p = checkRow(row(policy), 2, context)
    expect(p).toMatchObject({
      ok: true,
      row: { line: 2, record: "P", txn: "A", policyNumber: "NWD-0001", policyStatusId: 1, holderName: "Alexis Morin" }
    })
    expect(checkRow(row(operator), 3, context)).toMatchObject({
      ok: true,
      row: { record: "O", licenceNumber: "M9001-2345", jurisdictionId: 9, genderId: 2, relationshipId: 1 }
    })
    expect(checkRow(row(claim), 4, context)).toMatchObject({
      ok: true,
      row: { record: "C", claimNumber: "NWD-C-1", claimStatus: "closed", atFault: 25 }
    })
  })

  it("refuses another company's record, whatever the rest", () => {
    expect(refusals({ ...policy, company: "LAU-GEN" })).toEqual([["company", "NOT_OWN_COMPANY"]])
    expect(refusals({ ...claim, company: "" })).toEqual([["company", "REQUIRED"]])
  })

  it("refuses unknown transactions, records and codes", () => {
    expect(refusals({ ...policy, transaction: "U" })).toEqual([["transaction", "UNKNOWN_CODE"]])
    expect(refusals({ ...policy, record: "VEHICLE" })).toEqual([["record", "UNKNOWN_CODE"]])
    expect(refusals({ ...policy, policy_status: "OK" })).toEqual([["policy_status", "UNKNOWN_CODE"]])
    expect(refusals({ ...operator, jurisdiction: "ZZ", gender: "X" })).toEqual([
      ["jurisdiction", "UNKNOWN_CODE"],
      ["gender", "UNKNOWN_CODE"]
    ])
    expect(refusals({ ...claim, claim_status: "open" })).toEqual([["claim_status", "UNKNOWN_CODE"]])
  })

  it("refuses a record the file type does not take", () => {
    expect(refusals(claim, { ...context, fileTypeId: SdcFileTypeId.policy })).toEqual([["record", "RECORD_NOT_IN_FILE_TYPE"]])
    expect(refusals(claim, { ...context, fileTypeId: SdcFileTypeId.claim })).toEqual([])
  })

  it("refuses dates that are not days, and dates out of order", () => {
    expect(refusals({ ...policy, effective_date: "2026-02-30" })).toEqual([["effective_date", "INVALID_DATE"]])
    expect(refusals({ ...policy, expiry_date: "2025-12-31" })).toEqual([["expiry_date", "DATE_ORDER"]])
    expect(refusals({ ...operator, date_deleted: "2025-12-31" })).toEqual([["date_deleted", "DATE_ORDER"]])
    expect(refusals({ ...claim, date_of_loss: "2026-07-01" })).toEqual([["date_of_loss", "DATE_ORDER"]])
    expect(refusals({ ...operator, date_of_birth: "1899-12-31" })).toEqual([["date_of_birth", "INVALID_DATE"]])
  })

  it("wants a cancellation date with a cancelled status only, within the term", () => {
    expect(refusals({ ...policy, policy_status: "CNP" })).toEqual([["cancellation_date", "REQUIRED"]])
    expect(refusals({ ...policy, policy_status: "CNP", cancellation_date: "2026-05-01" })).toEqual([])
    expect(refusals({ ...policy, policy_status: "CNP", cancellation_date: "2027-05-01" })).toEqual([
      ["cancellation_date", "DATE_ORDER"]
    ])
    expect(refusals({ ...policy, cancellation_date: "2026-05-01" })).toEqual([["cancellation_date", "NOT_EXPECTED"]])
  })

  it("wants the record's required columns and refuses values in columns it does not use", () => {
    expect(refusals({ ...policy, holder_name: "  " })).toEqual([["holder_name", "REQUIRED"]])
    expect(refusals({ ...policy, claim_number: "C1" })).toEqual([["claim_number", "NOT_EXPECTED"]])
    expect(refusals({ ...operator, transaction: "C", driver_name: "Someone" })).toEqual([
      ["driver_name", "NOT_EXPECTED"],
      ["driver_address", "NOT_EXPECTED"],
      ["date_of_birth", "NOT_EXPECTED"],
      ["gender", "NOT_EXPECTED"]
    ])
  })

  it("takes only the key of a delete, reading no other column of the record", () => {
    expect(
      refusals({ transaction: "D", record: "POLICY", company: "NWD-GEN", policy_number: "NWD-1", effective_date: "2026-01-01" })
    ).toEqual([])
    expect(refusals({ ...policy, transaction: "D", policy_status: "WHATEVER" })).toEqual([])
    expect(refusals({ transaction: "D", record: "CLAIM", company: "NWD-GEN", policy_number: "NWD-1" })).toEqual([
      ["claim_number", "REQUIRED"],
      ["licence_number", "REQUIRED"],
      ["jurisdiction", "REQUIRED"]
    ])
  })

  it("refuses numbers of other characters, too long values and fault degrees not in steps of 25", () => {
    expect(refusals({ ...policy, policy_number: "NWD 0001" })).toEqual([["policy_number", "INVALID_FORMAT"]])
    expect(refusals({ ...policy, policy_number: "N".repeat(31) })).toEqual([["policy_number", "TOO_LONG"]])
    expect(refusals({ ...claim, claim_number: "C".repeat(21) })).toEqual([["claim_number", "TOO_LONG"]])
    expect(refusals({ ...policy, holder_name: "A".repeat(101) })).toEqual([["holder_name", "TOO_LONG"]])
    expect(refusals({ ...claim, at_fault: "30" })).toEqual([["at_fault", "INVALID_NUMBER"]])
    expect(refusals({ ...claim, at_fault: "-0" })).toEqual([["at_fault", "INVALID_NUMBER"]])
  })

  it("refuses NUL and control characters, lone surrogates and undecodable bytes, naming each column", () => {
    expect(refusals({ ...policy, holder_name: "Alexis\u0000Morin" })).toEqual([["holder_name", "INVALID_CHARACTER"]])
    expect(refusals({ ...policy, holder_address: "x\uD800y", holder_name: "a\u0007" })).toEqual([
      ["holder_name", "INVALID_CHARACTER"],
      ["holder_address", "INVALID_CHARACTER"]
    ])
    expect(refusals({ ...policy, holder_name: "Morin \uFFFD" })).toEqual([["holder_name", "INVALID_CHARACTER"]])
    expect(refusals({ ...policy, holder_name: "Émilie 😀 Côté" })).toEqual([])
    const shown = checkRow(row({ ...policy, holder_name: "a\u0000b" }), 2, context)
    expect(!shown.ok && shown.errors[0]!.value).toBe("a\uFFFDb")
  })

  it("refuses a row without the header's number of columns", () => {
    expect(checkRow(["A", "POLICY"], 9, context)).toEqual({
      ok: false,
      errors: [{ line: 9, column: "", value: "", reason: "WRONG_COLUMN_COUNT" }]
    })
  })
})

const encoder = new TextEncoder()
const header = sdcColumns.join(",")
const csvLine = (values: Partial<Record<SdcColumn, string>>) => Papa.unparse([row(values)])

const read = (text: string | Uint8Array, chunkSize = 7, options = {}) => {
  const reader = new SdcFileReader(context, { batchSize: 2, ...options })
  const bytes = typeof text === "string" ? encoder.encode(text) : text
  const staged = []
  for (let at = 0; at < bytes.length; at += chunkSize) staged.push(...(reader.push(bytes.slice(at, at + chunkSize)) ?? []))
  const outcome = reader.finish()
  return { ...outcome, staged: [...staged, ...outcome.lastBatch] }
}

describe("reading an SDC file as it streams in", () => {
  it("reads lines split anywhere across chunks, CRLF or LF, a BOM and blank lines, and counts every line", () => {
    const text = `\uFEFF${header}\r\n${csvLine(policy)}\r\n\r\n${csvLine(operator)}\n${csvLine(claim)}`
    for (const size of [1, 3, 64, 10_000]) {
      const outcome = read(text, size)
      expect(outcome.errorCount).toBe(0)
      expect(outcome.rows).toBe(3)
      expect(outcome.staged.map((r) => r.line)).toEqual([2, 4, 5])
    }
  })

  it("hands out a batch at a time, and nothing more once a row is refused", () => {
    const lines = [header, csvLine(policy), csvLine(operator), csvLine({ ...claim, company: "X" }), csvLine(claim)]
    const outcome = read(lines.join("\n") + "\n", 1, { batchSize: 2 })
    expect(outcome.staged.map((r) => r.line)).toEqual([2, 3])
    expect(outcome.errors.map((e) => [e.line, e.reason])).toEqual([[4, "NOT_OWN_COMPANY"]])
  })

  it("gives the file-wide reasons: empty, not CSV, another header, no rows", () => {
    expect(read("").errors).toEqual([{ line: 0, column: "", value: "", reason: "EMPTY_FILE" }])
    expect(read(" \n\r\n").errors[0]!.reason).toBe("EMPTY_FILE")
    expect(read(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0x0a, 1, 2])).errors[0]).toMatchObject({
      line: 1,
      reason: "NOT_CSV"
    })
    expect(read(new Uint8Array(5000)).errors[0]!.reason).toBe("NOT_CSV")
    expect(read("plain text without commas\n").errors[0]!.reason).toBe("NOT_CSV")
    expect(read("a,b,c\n1,2,3\n").errors[0]).toMatchObject({ line: 1, reason: "BAD_HEADER", value: "a,b,c" })
    expect(read(`${header}\n`).errors[0]!.reason).toBe("NO_ROWS")
    expect(isSdcHeader(header.toUpperCase().split(","))).toBe(true)
  })

  it("refuses a line too long without keeping it, and a quote out of place", () => {
    const long = csvLine({ ...policy, holder_address: "x".repeat(2000) })
    const outcome = read(`${header}\n${long}\n${csvLine(policy)}\n"a,b\n`, 100, { maxLineLength: 1000 })
    expect(outcome.errors.map((e) => [e.line, e.reason])).toEqual([
      [2, "LINE_TOO_LONG"],
      [4, "INVALID_FORMAT"]
    ])
  })

  it("refuses a quote inside an unquoted value or after a closing one, and reads doubled quotes and commas in a quoted value", () => {
    const plain = (values: Partial<Record<SdcColumn, string>>) => row(values).join(",")
    const lines = [
      header,
      plain({ ...policy, holder_name: 'Pro"be', holder_address: "27 Elgin Street" }),
      plain({ ...policy, holder_name: '"Probe"x', holder_address: "27 Elgin Street" }),
      plain({ ...policy, holder_name: ' "Probe"', holder_address: "27 Elgin Street" }),
      plain({ ...policy, holder_name: 'Probe"', holder_address: "27 Elgin Street" }),
      plain({ ...policy, holder_name: '"Pro ""Probe"" Holder"', holder_address: '"27 Elgin Street, Ottawa ON"' }),
      plain({ ...policy, policy_number: "NWD-0002", holder_name: '"Holder"', holder_address: '"27 ""B"", Elgin Street"' })
    ]
    const outcome = read(lines.join("\n") + "\n", 5)
    expect(outcome.errors.map((e) => [e.line, e.reason])).toEqual([
      [2, "INVALID_FORMAT"],
      [3, "INVALID_FORMAT"],
      [4, "INVALID_FORMAT"],
      [5, "INVALID_FORMAT"]
    ])
    const valid = read([header, lines[5], lines[6]].join("\n") + "\n", 5)
    expect(valid.errorCount).toBe(0)
    expect(valid.staged.map((r) => [r.holderName, r.holderAddress])).toEqual([
      ['Pro "Probe" Holder', "27 Elgin Street, Ottawa ON"],
      ["Holder", '27 "B", Elgin Street']
    ])
  })

  it("keeps the first errors only, and counts them all", () => {
    const lines = [header, ...Array.from({ length: 30 }, () => csvLine({ ...policy, company: "X" }))]
    const outcome = read(lines.join("\n"), 4096, { maxStoredErrors: 10 })
    expect(outcome.errorCount).toBe(30)
    expect(outcome.errors).toHaveLength(10)
    expect(outcome.errors[9]!.line).toBe(11)
  })

  it("knows a file by its bytes: the same content, the same digest", () => {
    const text = `${header}\n${csvLine(policy)}\n`
    expect(read(text, 3).sha256).toBe(read(text, 1000).sha256)
    expect(read(text).sha256).not.toBe(read(text + "\n").sha256)
  })
})

describe("the error report", () => {
  it("has every reason in both languages", () => {
    for (const code of sdcReasonCodes) {
      expect(sdcReasons[code].en).not.toBe("")
      expect(sdcReasons[code].fr).not.toBe(sdcReasons[code].en)
    }
  })

  it("is CSV with its header in the language asked for, a formula never run when opened", () => {
    const csv = errorReportCsv([{ line: 3, columnName: "holder_name", value: '=HYPERLINK("x"), "y"', reason: "REQUIRED" }], "fr")
    expect(Papa.parse<Array<string>>(csv.trim()).data).toEqual([
      ["Ligne", "Colonne", "Valeur", "Motif", "Code du motif"],
      ["3", "holder_name", `'=HYPERLINK("x"), "y"`, "Une valeur est requise.", "REQUIRED"]
    ])
  })
})

describe("the company a file is sent for", () => {
  const grant = (organizationId: number, reportingCompanyId: number | null, functionId = 13) => ({
    functionId,
    organizationId,
    reportingCompanyId,
    organizationType: "Carrier" as const,
    nameEn: "",
    nameFr: ""
  })

  it("is the one asked for when held, the only one held otherwise", () => {
    const caller = { assignedOrganizationsIds: [1], grants: [grant(1, 10), grant(1, 11), grant(1, 12, 3)] }
    expect(sendingCompany(caller, 11)).toBe(11)
    expect(sendingCompany(caller, 12)).toBe("notHeld")
    expect(sendingCompany(caller, undefined)).toBe("ambiguous")
    expect(sendingCompany({ assignedOrganizationsIds: [1], grants: [grant(1, 10)] }, undefined)).toBe(10)
    expect(sendingCompany({ assignedOrganizationsIds: [2], grants: [grant(1, 10)] }, 10)).toBe("notHeld")
    expect(sendingCompany({ assignedOrganizationsIds: [1], grants: [grant(1, null)] }, undefined)).toBe("none")
  })
})
