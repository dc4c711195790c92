import Papa from "papaparse"

/** The columns every record uses: what it does, what it is, and the policy it belongs to. */
export const recordKeyColumns = ["transaction", "record", "company", "policy_number"] as const
/** A policy record's own columns. */
export const policyColumns = [
  "effective_date",
  "expiry_date",
  "policy_status",
  "cancellation_date",
  "holder_name",
  "holder_address"
] as const
/** The driver an operator or a claim record names. */
export const driverKeyColumns = ["licence_number", "jurisdiction"] as const
/** An operator record's own columns. */
export const operatorColumns = [
  "driver_name",
  "driver_address",
  "date_of_birth",
  "gender",
  "relationship",
  "date_added",
  "date_deleted"
] as const
/** A claim record's own columns. */
export const claimColumns = ["claim_number", "date_of_loss", "claim_status", "at_fault"] as const

/**
 * The SDC file format (docs/sdc-format.md): one header line naming these columns in this order, then
 * one transaction per line.
 */
export const sdcColumns = [
  ...recordKeyColumns,
  ...policyColumns,
  ...driverKeyColumns,
  ...operatorColumns,
  ...claimColumns
] as const

export type SdcColumn = (typeof sdcColumns)[number]

/** One transaction of a file by column name; the columns left out are empty. */
export type SdcRecord = Partial<Record<SdcColumn, string>>

/** A file of these records in the format: the header, then one line per record, every line ended. */
export const writeSdcFile = (records: ReadonlyArray<SdcRecord>, newline: "\r\n" | "\n" = "\r\n") =>
  Papa.unparse({ fields: [...sdcColumns], data: records.map((r) => sdcColumns.map((c) => r[c] ?? "")) }, { newline }) + newline

/** Column positions by name. */
export const col = Object.fromEntries(sdcColumns.map((name, index) => [name, index])) as Record<SdcColumn, number>

export const recordCodes = { POLICY: "P", OPERATOR: "O", CLAIM: "C" } as const
export type RecordCode = (typeof recordCodes)[keyof typeof recordCodes]

export const transactionCodes = { A: "A", C: "C", D: "D" } as const
export type TransactionCode = keyof typeof transactionCodes

/** Longest values, in characters. */
export const maxLengths = {
  policyNumber: 30,
  claimNumber: 20,
  licence: 20,
  name: 100,
  address: 200
} as const

/** True when the header names the format's columns in order (case and surrounding spaces ignored). */
export const isSdcHeader = (values: ReadonlyArray<string>): boolean =>
  values.length === sdcColumns.length && values.every((value, index) => value.trim().toLowerCase() === sdcColumns[index])
