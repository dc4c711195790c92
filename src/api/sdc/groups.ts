import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
import { companiesRefused, pagedEither, search } from "../shared/search"
import { access, operation } from "../access"
import { MaxBodyBytes } from "../bodyLimit"
import { BadRequest, Conflict, Forbidden, NotFound, PayloadTooLarge, TooManyRequests } from "../errors"
import { Id } from "../fields"
import { FunctionId } from "../functions"
import {
  ErrorReportLanguage,
  SdcFileRow,
  SdcLookups,
  SdcReportQuery,
  SdcReportResult,
  SdcUploadQuery,
  SdcUploadResult,
  UploadId,
  sdcLimits
} from "./schemas"

const csvContentTypes = ["text/csv", "application/csv", "text/plain", "application/vnd.ms-excel", "application/octet-stream"]

/** The SDC report of document 2: its lists, the files uploaded and their error reports. */
export const SdcReportGroup = authorizedGroup(
  "sdcReport",
  "The SDC report (document 2): the supplementary data files uploaded, and their error reports.",
  HttpApiEndpoint.get("getAllFileStatus", "/Sdc/GetAllFileStatus", { success: SdcLookups }).annotateMerge(
    operation(access.machineClients.functions(FunctionId.sdcReport), {
      summary: "List the SDC file statuses",
      description:
        "The statuses of an uploaded file, with their English and French names: Received (rows streaming in and checked one by one), Processing (references checked and the file applied), Accepted, Rejected. The SDC report's status filter offers them; a carrier's system reads them to name the statuses it is answered with."
    })
  ),
  HttpApiEndpoint.get("getAllFileTypes", "/Sdc/GetAllFileTypes", { success: SdcLookups }).annotateMerge(
    operation(access.machineClients.functions(FunctionId.sdcReport), {
      summary: "List the SDC file types",
      description:
        "The types of file a company uploads, with their English and French names: all records (policies, operators and claims), or policies, operators or claims only. A file of one kind refuses rows of another (docs/sdc-format.md). The upload and the SDC report's type filter offer them, and a carrier's system reads them to choose the fileTypeId it sends."
    })
  ),
  search.get(
    "getSdcReports",
    "/Sdc/GetSdcReports",
    { query: SdcReportQuery, success: SdcReportResult },
    access.machineClients.companyFunctions(FunctionId.sdcReport),
    {
      summary: "Search the uploaded SDC files",
      description: `The files uploaded for the organizations and companies the caller holds sdcReport for, filtered by organization, company, status, file type and received date. fromDate and toDate (yyyy-MM-dd, neither in the future) are days in ianaTimezone (America/Toronto when absent). Sorted by sortColumn (receivedDate when absent) in sortDirection (desc when absent for receivedDate, asc otherwise), names in language. ${pagedEither(sdcLimits.pageSize)}. A file still received or processing shows its rows read so far. Errors: 400 ERROR_400_INVALID_REQUEST for an invalid or future date, a from date after the to date, an unknown time zone, status or file type; ${companiesRefused("sdcReport")}`
    }
  ),
  HttpApiEndpoint.get("getSdcErrorReport", "/Sdc/GetSdcErrorReport/:id", {
    params: { id: Id },
    query: { lang: Schema.optional(ErrorReportLanguage) },
    success: Schema.String.pipe(HttpApiSchema.asText({ contentType: "text/csv" })),
    error: [Forbidden, NotFound]
  }).annotateMerge(
    operation(access.machineClients.companyFunctions(FunctionId.sdcReport), {
      summary: "Download a file's error report",
      description: `The errors of the file {id} as CSV (UTF-8, comma-separated, header line, fields quoted where needed): line (1 is the file's header; empty for the file as a whole), column (the header name; empty for the whole line or file), value (as sent), reason (in lang: en or fr; en when absent), reasonCode (the reason's code of docs/sdc-format.md, the same in both languages), under headers in that language. Served as text/csv; charset=utf-8 with Content-Disposition: attachment under a fixed name. At most ${sdcLimits.maxStoredErrors} errors are kept per file, in line order; the file's errorCount tells how many there were. An accepted file's report has the header only. Errors: 404 for an unknown file or a file of a company the caller does not hold sdcReport for.`
    })
  )
)

/** The upload of supplementary data files (the format is docs/sdc-format.md). */
export const SdcUploadGroup = authorizedGroup(
  "sdcUpload",
  "Supplementary data: carriers' CSV files of policy, operator and claim transactions, on the screen or from their systems with client credentials.",
  HttpApiEndpoint.post("uploadSdcFile", "/Sdc/Upload", {
    query: SdcUploadQuery,
    payload: HttpApiSchema.StreamUint8Array({ contentType: csvContentTypes, maxBytes: sdcLimits.maxFileBytes }),
    success: SdcUploadResult,
    error: [BadRequest, Forbidden, Conflict, PayloadTooLarge, TooManyRequests]
  })
    .annotate(MaxBodyBytes, sdcLimits.maxFileBytes)
    .annotateMerge(
      operation(access.machineClients.companyFunctions(FunctionId.sdcReport), {
        summary: "Upload a supplementary data file",
        description: `The body is the CSV file (docs/sdc-format.md: transactions add, change and delete of policy, operator and claim records), streamed and never held whole, at most ${sdcLimits.maxFileBytes} bytes. fileName names it in the SDC report (1 to ${sdcLimits.fileName} characters, no CR, LF, TAB or other control character); fileTypeId is one of GetAllFileTypes; reportingCompanyId is the company sending it (it may be left out when the caller holds sdcReport for one company only). Every row is checked (types, codes, references between records, the company's own policies and claims only), then the file is applied: accepted whole or rejected whole. A company's files are checked and applied one at a time (a file sent while another of the company is processing waits in Received, then is checked against what the first left): two files adding the same record end with one accepted and the other rejected with RECORD_EXISTS. A key twice in one file is DUPLICATE_KEY. The call answers once the file is accepted or rejected; a file being applied goes on to its end if the caller goes away. The answer is the file as the SDC report lists it, Accepted or Rejected, with its first errors; a rejected file's errors are in GetSdcErrorReport/{id}. A file whose content the company already had accepted is rejected as DUPLICATE_FILE and not applied again. An empty file, one that is not CSV, a wrong header, a NUL byte or text that is not valid UTF-8 (a lone surrogate) reject the file with that reason. With uploadId (a UUID the caller picks), GET /Sdc/Upload/{uploadId} reads the rows processed meanwhile. Errors: 400 ERROR_400_INVALID_REQUEST with issues naming each refused field: fileTypeId unknownValue (not one of GetAllFileTypes), reportingCompanyId required (the caller holds sdcReport for several companies), fileName blank, tooLong or invalidCharacter (a CR, LF, TAB or any other control character); 403 COMPANIES_NOT_ALLOWED for a company the caller does not hold sdcReport for; 409 when uploadId was used before; 429 with retryAfterSeconds once the caller has sent SDC_FILES_PER_USER_PER_DAY files (100 by default) in the last 24 hours, counted per account (a carrier's system as its mapped account); 413 for a body over the limit (the file is recorded as rejected, FILE_TOO_LARGE, when it was already being read); 415 for a body that is not text/csv (or text/plain, application/csv, application/vnd.ms-excel, application/octet-stream).`
      })
    ),
  HttpApiEndpoint.get("getSdcUpload", "/Sdc/Upload/:uploadId", {
    params: { uploadId: UploadId },
    success: SdcFileRow,
    error: [Forbidden, NotFound]
  }).annotateMerge(
    operation(access.machineClients.companyFunctions(FunctionId.sdcReport), {
      summary: "Read the progress of an upload",
      description:
        "The file of the upload the caller named uploadId, as the SDC report lists it: while it is received or processing, rows and bytesReceived tell how far it is; then its outcome. Errors: 404 while the upload has not started, or for an upload of a company the caller does not hold sdcReport for."
    })
  )
)
