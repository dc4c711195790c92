import type { SdcReasonCode } from "../../../api/sdc/reasons"
import { SdcFileTypeId } from "../../../api/sdc/schemas"
import { isCancelledStatus, lookupTables, type LookupTable } from "../../shared/lookups"
import { isValidDate } from "../shared/dates"
import type { StagedRow } from "../../db/sdc/stagedRow"
import {
  claimColumns,
  col,
  driverKeyColumns,
  maxLengths,
  operatorColumns,
  policyColumns,
  recordKeyColumns,
  sdcColumns,
  type RecordCode,
  type SdcColumn,
  type TransactionCode
} from "./format"

/** One refused value: line 1 is the header; column is the header name, empty for the line or the file. */
export interface RowError {
  readonly line: number
  readonly column: SdcColumn | ""
  readonly value: string
  readonly reason: SdcReasonCode
}

/** A checked row, codes turned into ids, ready for staging. */
export type { StagedRow }

/** What the rules need besides the row: the sending company, the file's type, the jurisdictions, today. */
export interface RowContext {
  readonly companyCode: string
  readonly fileTypeId: number
  readonly jurisdictionIds: ReadonlyMap<string, number>
  readonly today: string
}

export type RowResult =
  { readonly ok: true; readonly row: StagedRow } | { readonly ok: false; readonly errors: ReadonlyArray<RowError> }

const records: Record<string, RecordCode> = { POLICY: "P", OPERATOR: "O", CLAIM: "C" }
const transactions: ReadonlySet<string> = new Set(["A", "C", "D"])
const recordsOfType: Record<number, ReadonlySet<RecordCode>> = {
  [SdcFileTypeId.all]: new Set(["P", "O", "C"]),
  [SdcFileTypeId.policy]: new Set(["P"]),
  [SdcFileTypeId.operator]: new Set(["O"]),
  [SdcFileTypeId.claim]: new Set(["C"])
}

/** Columns each record uses; the others must be empty. */
const columnsOf: Record<RecordCode, ReadonlySet<SdcColumn>> = {
  P: new Set([...recordKeyColumns, ...policyColumns]),
  O: new Set([...recordKeyColumns, ...driverKeyColumns, ...operatorColumns]),
  C: new Set([...recordKeyColumns, ...driverKeyColumns, ...claimColumns])
}

const numberPattern = /^[A-Z0-9][A-Z0-9-]*$/
const licencePattern = /^[A-Z0-9][A-Z0-9 -]*$/
const claimStatuses: Record<string, "open" | "closed"> = { O: "open", C: "closed" }
const faultDegrees: ReadonlySet<number> = new Set([0, 25, 50, 75, 100])

const codeIds = new Map<LookupTable, ReadonlyMap<string, number>>()
const idOfCode = (table: LookupTable, code: string): number | undefined => {
  let ids = codeIds.get(table)
  if (!ids) {
    ids = new Map(lookupTables[table].map(([id, c]) => [c, id] as const))
    codeIds.set(table, ids)
  }
  return ids.get(code)
}

/** Text refused anywhere in a file: control characters, unpaired surrogates, and what undecodable bytes became. */
// With the u flag a surrogate pair is one code point, so only a lone half matches the surrogate range.
// eslint-disable-next-line no-control-regex -- the control characters are what the rule refuses
const badCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF\uFFFD]/u

export const hasBadCharacter = (text: string) => badCharacter.test(text)

/** A value as the error report shows it: bad characters made visible, and not longer than a line. */
export const shownValue = (value: string) =>
  // eslint-disable-next-line no-control-regex -- the control characters are what is replaced
  value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/g, "\uFFFD").slice(0, 200)

/**
 * The rules of one data row (docs/sdc-format.md), all but those that need the database: every
 * column's type, length and code, the record's required and unused columns, the order of its dates,
 * the company (a company sends only its own policies and claims) and the file type. `values` are
 * the row's columns as parsed; `line` is the row's line in the file.
 */
export const checkRow = (values: ReadonlyArray<string>, line: number, context: RowContext): RowResult => {
  const errors: Array<RowError> = []
  const fail = (column: SdcColumn | "", value: string, reason: SdcReasonCode) =>
    errors.push({ line, column, value: shownValue(value), reason })

  if (values.length !== sdcColumns.length) {
    fail("", "", "WRONG_COLUMN_COUNT")
    return { ok: false, errors }
  }
  const raw = (column: SdcColumn) => values[col[column]]!
  const bad = values.findIndex(hasBadCharacter)
  if (bad >= 0) {
    values.forEach((value, index) => {
      if (hasBadCharacter(value)) fail(sdcColumns[index]!, value, "INVALID_CHARACTER")
    })
    return { ok: false, errors }
  }
  const v = (column: SdcColumn) => raw(column).trim()

  const txnValue = v("transaction").toUpperCase()
  const recordValue = v("record").toUpperCase()
  if (!transactions.has(txnValue)) fail("transaction", raw("transaction"), txnValue === "" ? "REQUIRED" : "UNKNOWN_CODE")
  const record = records[recordValue]
  if (record === undefined) fail("record", raw("record"), recordValue === "" ? "REQUIRED" : "UNKNOWN_CODE")
  if (errors.length > 0 || record === undefined) return { ok: false, errors }
  const txn = txnValue as TransactionCode
  if (!recordsOfType[context.fileTypeId]?.has(record)) fail("record", raw("record"), "RECORD_NOT_IN_FILE_TYPE")

  const company = v("company").toUpperCase()
  if (company === "") fail("company", raw("company"), "REQUIRED")
  else if (company !== context.companyCode.toUpperCase()) fail("company", raw("company"), "NOT_OWN_COMPANY")

  const used = columnsOf[record]
  for (const column of sdcColumns) if (!used.has(column) && v(column) !== "") fail(column, raw(column), "NOT_EXPECTED")

  const isKeyOnly = txn === "D"
  /** A value the row must have (or, `required` false, may have); null when absent or refused. */
  const text = (column: SdcColumn, required: boolean, maxLength: number, pattern?: RegExp, upper = false) => {
    const value = upper ? v(column).toUpperCase() : v(column)
    if (value === "") {
      if (required) fail(column, raw(column), "REQUIRED")
      return null
    }
    if (value.length > maxLength) return (fail(column, raw(column), "TOO_LONG"), null)
    if (pattern && !pattern.test(value)) return (fail(column, raw(column), "INVALID_FORMAT"), null)
    return value
  }
  const date = (column: SdcColumn, required: boolean, notAfterToday = false) => {
    const value = v(column)
    if (value === "") {
      if (required) fail(column, raw(column), "REQUIRED")
      return null
    }
    if (!isValidDate(value) || value < "1900-01-01") return (fail(column, raw(column), "INVALID_DATE"), null)
    if (notAfterToday && value > context.today) return (fail(column, raw(column), "DATE_ORDER"), null)
    return value
  }
  const code = (column: SdcColumn, table: LookupTable, required: boolean) => {
    const value = v(column).toUpperCase()
    if (value === "") {
      if (required) fail(column, raw(column), "REQUIRED")
      return null
    }
    const id = idOfCode(table, value)
    if (id === undefined) return (fail(column, raw(column), "UNKNOWN_CODE"), null)
    return id
  }
  const jurisdiction = (required: boolean) => {
    const value = v("jurisdiction").toUpperCase()
    if (value === "") {
      if (required) fail("jurisdiction", raw("jurisdiction"), "REQUIRED")
      return null
    }
    const id = context.jurisdictionIds.get(value)
    if (id === undefined) return (fail("jurisdiction", raw("jurisdiction"), "UNKNOWN_CODE"), null)
    return id
  }
  const after = (column: SdcColumn, value: string | null, earlier: string | null, orEqual: boolean) => {
    if (value !== null && earlier !== null && (orEqual ? value < earlier : value <= earlier))
      fail(column, raw(column), "DATE_ORDER")
  }

  const policyNumber = text("policy_number", true, maxLengths.policyNumber, numberPattern, true) ?? ""
  const base: StagedRow = {
    line,
    record,
    txn,
    policyNumber,
    effectiveDate: null,
    expiryDate: null,
    policyStatusId: null,
    cancellationDate: null,
    holderName: null,
    holderAddress: null,
    licenceNumber: null,
    jurisdictionId: null,
    driverName: null,
    driverAddress: null,
    dateOfBirth: null,
    genderId: null,
    relationshipId: null,
    dateAdded: null,
    dateDeleted: null,
    claimNumber: null,
    dateOfLoss: null,
    claimStatus: null,
    atFault: null
  }
  let row: StagedRow

  if (record === "P") {
    const effectiveDate = date("effective_date", true)
    if (isKeyOnly) row = { ...base, effectiveDate }
    else {
      const expiryDate = date("expiry_date", true)
      after("expiry_date", expiryDate, effectiveDate, false)
      const policyStatusId = code("policy_status", "policy_status", true)
      const cancelled = policyStatusId !== null && isCancelledStatus(policyStatusId)
      let cancellationDate: string | null = null
      if (cancelled) {
        cancellationDate = date("cancellation_date", true)
        after("cancellation_date", cancellationDate, effectiveDate, true)
        if (cancellationDate !== null && expiryDate !== null && cancellationDate > expiryDate)
          fail("cancellation_date", raw("cancellation_date"), "DATE_ORDER")
      } else if (policyStatusId !== null && v("cancellation_date") !== "")
        fail("cancellation_date", raw("cancellation_date"), "NOT_EXPECTED")
      row = {
        ...base,
        effectiveDate,
        expiryDate,
        policyStatusId,
        cancellationDate,
        holderName: text("holder_name", true, maxLengths.name),
        holderAddress: text("holder_address", true, maxLengths.address)
      }
    }
  } else if (record === "O") {
    const licenceNumber = text("licence_number", true, maxLengths.licence, licencePattern, true)
    const jurisdictionId = jurisdiction(true)
    const dateAdded = date("date_added", true, true)
    const key = { ...base, licenceNumber, jurisdictionId, dateAdded }
    if (isKeyOnly) row = key
    else {
      const dateDeleted = date("date_deleted", false)
      after("date_deleted", dateDeleted, dateAdded, true)
      const relationshipId = code("relationship", "relationship", false)
      if (txn === "A") {
        const dateOfBirth = date("date_of_birth", false, true)
        row = {
          ...key,
          dateDeleted,
          relationshipId,
          driverName: text("driver_name", true, maxLengths.name),
          driverAddress: text("driver_address", true, maxLengths.address),
          dateOfBirth,
          genderId: code("gender", "gender", false)
        }
      } else {
        for (const column of ["driver_name", "driver_address", "date_of_birth", "gender"] as const)
          if (v(column) !== "") fail(column, raw(column), "NOT_EXPECTED")
        row = { ...key, dateDeleted, relationshipId }
      }
    }
  } else {
    const claimNumber = text("claim_number", true, maxLengths.claimNumber, numberPattern, true)
    const licenceNumber = text("licence_number", true, maxLengths.licence, licencePattern, true)
    const jurisdictionId = jurisdiction(true)
    const key = { ...base, claimNumber, licenceNumber, jurisdictionId }
    if (isKeyOnly) row = key
    else {
      const dateOfLoss = date("date_of_loss", true, true)
      const status = v("claim_status").toUpperCase()
      const claimStatus = claimStatuses[status] ?? null
      if (claimStatus === null) fail("claim_status", raw("claim_status"), status === "" ? "REQUIRED" : "UNKNOWN_CODE")
      let atFault: number | null = null
      const fault = v("at_fault")
      if (fault !== "") {
        atFault = /^\d{1,3}$/.test(fault) ? Number(fault) : NaN
        if (!faultDegrees.has(atFault)) {
          fail("at_fault", raw("at_fault"), "INVALID_NUMBER")
          atFault = null
        }
      }
      row = { ...key, dateOfLoss, claimStatus, atFault }
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, row }
}
