import { Schema } from "effect"
import { PlainDate } from "../dates"
import { Id } from "../fields"
import { IsoDateTime } from "../platform/schemas"
import { SdcReason } from "./reasons"
import { bilingualName, NamedRef, PagedResult, paging, RequestTimezone, sorting } from "../shared/records"

/** A value of the SDC lists (document 2 section 3: the lists exist, their values are ours, docs/sdc-format.md). */
export const SdcLookup = Schema.Struct({ id: Schema.Int, code: Schema.String, ...bilingualName })
export type SdcLookup = typeof SdcLookup.Type

/** The ids of a list's values by their codes in lower case: RECEIVED is received. */
const idsByCode = <const Values extends ReadonlyArray<SdcLookup>>(values: Values) =>
  Object.fromEntries(values.map((value) => [value.code.toLowerCase(), value.id])) as {
    readonly [Value in Values[number] as Lowercase<Value["code"]>]: Value["id"]
  }

/** The states of a file: received (rows streaming in), processing (checked and applied), then accepted or rejected. */
export const sdcFileStatuses = [
  { id: 1, code: "RECEIVED", nameEn: "Received", nameFr: "Reçu" },
  { id: 2, code: "PROCESSING", nameEn: "Processing", nameFr: "En traitement" },
  { id: 3, code: "ACCEPTED", nameEn: "Accepted", nameFr: "Accepté" },
  { id: 4, code: "REJECTED", nameEn: "Rejected", nameFr: "Rejeté" }
] as const satisfies ReadonlyArray<SdcLookup>

export const SdcFileStatusId = idsByCode(sdcFileStatuses)
export type SdcFileStatusId = (typeof SdcFileStatusId)[keyof typeof SdcFileStatusId]

/** What records a file may hold: all three kinds, or one kind only (docs/sdc-format.md). */
export const sdcFileTypes = [
  { id: 1, code: "ALL", nameEn: "Policies, operators and claims", nameFr: "Polices, conducteurs et sinistres" },
  { id: 2, code: "POLICY", nameEn: "Policies", nameFr: "Polices" },
  { id: 3, code: "OPERATOR", nameEn: "Operators", nameFr: "Conducteurs" },
  { id: 4, code: "CLAIM", nameEn: "Claims", nameFr: "Sinistres" }
] as const satisfies ReadonlyArray<SdcLookup>

export const SdcFileTypeId = idsByCode(sdcFileTypes)
export type SdcFileTypeId = (typeof SdcFileTypeId)[keyof typeof SdcFileTypeId]

export const SdcLookups = Schema.Array(SdcLookup)

/** Limits of an upload (docs/sdc-format.md and docs/decisions.md). */
export const sdcLimits = {
  /** 150 MiB: a 1,000,000-row file of the documented row width fits, a 200 MB file does not. */
  maxFileBytes: 150 * 1024 * 1024,
  /** Characters of one line, its line break excluded. */
  maxLineLength: 1000,
  /** Errors kept for a rejected file's error report; the count goes on past it. */
  maxStoredErrors: 1000,
  fileName: 200,
  pageSize: 100
} as const

/** The columns the SDC report sorts by; receivedDate (newest first) is the default. */
export const sdcSortColumns = ["receivedDate", "fileName", "organization", "company", "fileType", "status"] as const
export const SdcSortColumn = Schema.Literals(sdcSortColumns)
export type SdcSortColumn = typeof SdcSortColumn.Type

/**
 * GET /Sdc/GetSdcReports (document 2: filters organization, company, status, date range, file
 * type). fromDate and toDate are days (yyyy-MM-dd) in ianaTimezone of the received date.
 */
export const SdcReportQuery = Schema.Struct({
  organizationId: Schema.optional(Id),
  reportingCompanyId: Schema.optional(Id),
  statusId: Schema.optional(Id),
  fileTypeId: Schema.optional(Id),
  fromDate: Schema.optional(PlainDate),
  toDate: Schema.optional(PlainDate),
  ianaTimezone: RequestTimezone,
  ...sorting(SdcSortColumn),
  ...paging(sdcLimits.pageSize)
})
export type SdcReportQuery = typeof SdcReportQuery.Type

/** One uploaded file, as the SDC report lists it. */
export const SdcFileRow = Schema.Struct({
  id: Schema.Int,
  fileName: Schema.String,
  organization: NamedRef,
  reportingCompany: NamedRef,
  fileType: SdcLookup,
  status: SdcLookup,
  receivedDate: IsoDateTime,
  /** When it was accepted or rejected; null while it is received or processing. */
  completedDate: Schema.NullOr(IsoDateTime),
  /** Data rows read so far (the header excluded); while the file is received or processing, its progress. */
  rows: Schema.Int,
  /** Bytes received so far. */
  bytesReceived: Schema.Int,
  /** Every error found, including those past the ones kept for the error report. */
  errorCount: Schema.Int,
  /** Who uploaded it: the user's name, or the account of the machine client. */
  uploadedBy: Schema.String,
  /** The machine client (its client id) that sent it as that account; absent when a person did. */
  machineClientId: Schema.optionalKey(Schema.String)
})
export type SdcFileRow = typeof SdcFileRow.Type

export const SdcReportResult = PagedResult(SdcFileRow)
export type SdcReportResult = typeof SdcReportResult.Type

/** A client-chosen id of one upload, so that the screen can read its progress while it streams. */
export const UploadId = Schema.String.check(Schema.isPattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/))

/**
 * The name a file is sent under, as received: its rule (src/api/sdc/uploadRules.ts) refuses it at
 * its field, so that a name only too long or holding a line break is refused naming fileName.
 */
export const SdcFileName = Schema.String.check(Schema.isMaxLength(sdcLimits.fileName * 4)).annotate({
  description: `The file's name as the SDC report shows it: 1 to ${sdcLimits.fileName} characters once trimmed of spaces, with no CR, LF, TAB or any other control character (nor a line separator or a bidirectional override); else 400 with the field issue fileName (blank, tooLong or invalidCharacter).`
})

/** POST /Sdc/Upload: the body is the CSV file itself (text/csv), streamed. */
export const SdcUploadQuery = Schema.Struct({
  fileName: SdcFileName,
  fileTypeId: Id,
  /** Required when the caller holds sdcReport for more than one company; else that one company. */
  reportingCompanyId: Schema.optional(Id),
  /** Optional: a UUID the caller picks, to read the progress with GET /Sdc/Upload/{uploadId} meanwhile. */
  uploadId: Schema.optional(UploadId)
})
export type SdcUploadQuery = typeof SdcUploadQuery.Type

/** One error of a rejected file: line 1 is the header; column is the header's name, empty for the whole line or file. */
export const SdcError = Schema.Struct({
  line: Schema.Int,
  column: Schema.String,
  value: Schema.String,
  reason: SdcReason
})

/** How many errors an upload's answer lists; the error report holds all that were kept. */
export const sdcErrorsInAnswer = 20

/** The outcome of an upload: the file as the SDC report lists it, and its first errors. */
export const SdcUploadResult = Schema.Struct({ file: SdcFileRow, errors: Schema.Array(SdcError) })
export type SdcUploadResult = typeof SdcUploadResult.Type

export const ErrorReportLanguage = Schema.Literals(["en", "fr"])
export type ErrorReportLanguage = typeof ErrorReportLanguage.Type
