import { sdcLimits, type SdcFileRow, type SdcLookup, type SdcUploadResult } from "../../api/sdc/schemas"
import { fileNameIssue } from "../../api/sdc/uploadRules"
import { sameOrRenamed, type ServerIssue } from "../shared/fieldRefusal"

/** What the upload dialog holds, its events, its own rules and what its view reads (document 4), apart from its steps. */

/** A company the user may send a file for: one they hold sdcReport for. */
export interface SdcCompany {
  readonly id: number
  readonly nameEn: string
  readonly nameFr: string
}

/** The file chosen from disk: sent as it is, the browser reading it as it goes. */
export interface ChosenFile {
  readonly blob: Blob
  readonly name: string
  readonly size: number
}

export type UploadField = "company" | "fileType" | "file"

/** What the dialog checks before sending (the file name by the server's own rule), and what the server's answers 413 and 415 say of the file. */
export type UploadIssueCode = "required" | "empty" | "tooLarge" | "tooLong" | "blank" | "invalidCharacter" | "notCsv"

export interface UploadIssue {
  readonly field: UploadField
  readonly code: UploadIssueCode
}

export interface SdcUploadInput {
  readonly companies: ReadonlyArray<SdcCompany>
  /** A new UUID for each upload, so that its progress can be read while it streams. */
  readonly newUploadId: () => string
}

export interface SdcUploadForm {
  /** Chosen when the user holds sdcReport for one company only. */
  readonly reportingCompanyId: number | undefined
  readonly fileTypeId: number | undefined
  readonly file: ChosenFile | undefined
}

export interface SdcUploadContext extends SdcUploadInput {
  readonly fileTypes: ReadonlyArray<SdcLookup>
  readonly form: SdcUploadForm
  /** The dialog's own rules show once Send was pressed. */
  readonly submitted: boolean
  /** The server's refusals at their fields (a 400 naming them, a 413 or 415 at the file), until the field changes. */
  readonly serverIssues: ReadonlyArray<ServerIssue<UploadField> | UploadIssue>
  readonly uploadId: string | undefined
  /** The file as the server last told it while it streamed in. */
  readonly progress: SdcFileRow | undefined
  readonly outcome: SdcUploadResult | undefined
  readonly cancelled: boolean
}

export type SdcUploadEvent =
  | { readonly type: "COMPANY_CHANGED"; readonly reportingCompanyId: number }
  | { readonly type: "FILE_TYPE_CHANGED"; readonly fileTypeId: number }
  | { readonly type: "FILE_CHOSEN"; readonly file: ChosenFile | undefined }
  | { readonly type: "SAVE" }
  | { readonly type: "RETRY" }
  | { readonly type: "CANCEL" }
  | { readonly type: "CLOSE" }

/** What the upload actor is given. */
export interface UploadRequest {
  readonly file: Blob
  readonly fileName: string
  readonly fileTypeId: number
  readonly reportingCompanyId: number | undefined
  readonly uploadId: string
}

export interface SdcUploadOutput {
  readonly outcome: SdcUploadResult | undefined
  /** Cancel was pressed while the file was being sent: nothing of it was applied, and the list reads again. */
  readonly cancelled: boolean
}

/** How long the dialog waits between two readings of the upload's progress. */
export const progressEveryMs = 700

/**
 * The dialog's own rules (docs/sdc-format.md limits): a company when there are several, a type, a file
 * neither empty nor too large, its name under the rule the server applies to fileName.
 */
export const formIssues = (context: Pick<SdcUploadContext, "companies" | "form">): ReadonlyArray<UploadIssue> => {
  const { form } = context
  const issues: Array<UploadIssue> = []
  if (form.reportingCompanyId === undefined && context.companies.length > 1) issues.push({ field: "company", code: "required" })
  if (form.fileTypeId === undefined) issues.push({ field: "fileType", code: "required" })
  const nameIssue = form.file ? fileNameIssue(form.file.name) : undefined
  if (!form.file) issues.push({ field: "file", code: "required" })
  else if (form.file.size === 0) issues.push({ field: "file", code: "empty" })
  else if (form.file.size > sdcLimits.maxFileBytes) issues.push({ field: "file", code: "tooLarge" })
  else if (nameIssue !== undefined) issues.push({ field: "file", code: nameIssue })
  return issues
}

/** The messages the dialog shows: its rules once Send was pressed, then the server's. */
export const uploadIssues = (context: SdcUploadContext): ReadonlyArray<ServerIssue<UploadField> | UploadIssue> => [
  ...(context.submitted ? formIssues(context) : []),
  ...context.serverIssues
]

/** How far the file is, 0 to 1, by the bytes the server has read of it. */
export const uploadShare = (context: SdcUploadContext): number => {
  const size = context.form.file?.size ?? 0
  const read = context.progress?.bytesReceived ?? 0
  return size === 0 ? 0 : Math.min(1, read / size)
}

/** The server's messages at a field the user has since changed go. */
export const withoutField = (issues: SdcUploadContext["serverIssues"], field: UploadField) =>
  issues.filter((i) => i.field !== field)

/** The dialog's field for each query field the server names in a 400 (src/api/sdc/uploadRules.ts). */
export const uploadFieldOf = sameOrRenamed<UploadField>([], {
  reportingCompanyId: "company",
  fileTypeId: "fileType",
  fileName: "file"
})
