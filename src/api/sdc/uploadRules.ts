import type { CatalogueIssue, FieldIssueCode } from "../fieldIssues"
import { sdcLimits } from "./schemas"

/**
 * Every field issue POST /Sdc/Upload can be refused with, by query field: the upload dialog shows each
 * at its field (the file name at the file), in both languages. A company the caller does not hold is
 * 403 COMPANIES_NOT_ALLOWED, not a field issue.
 */
export const sdcUploadIssues = {
  fileName: ["blank", "tooLong", "invalidCharacter"],
  fileTypeId: ["unknownValue"],
  reportingCompanyId: ["required"]
} as const satisfies Readonly<Record<string, ReadonlyArray<FieldIssueCode>>>

export type SdcUploadIssue = CatalogueIssue<typeof sdcUploadIssues>

/**
 * What a file name may not hold: control characters (CR, LF, TAB, NUL, DEL, the C1 range), the line
 * and paragraph separators, the bidirectional overrides and isolates that make a name read otherwise
 * than it is, and unpaired surrogates. The name shows in the SDC report, its CSV and the log.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what the rule refuses
const forbiddenInFileName = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]|\p{Cs}/u

/**
 * The one rule for the name a file is sent under, for the upload dialog (before sending) and the
 * server (400 naming fileName): no forbidden character anywhere in it (a trailing line break
 * included), then, trimmed of spaces, 1 to 200 characters.
 */
export const fileNameIssue = (fileName: string): (typeof sdcUploadIssues.fileName)[number] | undefined => {
  if (forbiddenInFileName.test(fileName)) return "invalidCharacter"
  const name = fileName.trim()
  if (name === "") return "blank"
  if (name.length > sdcLimits.fileName) return "tooLong"
  return undefined
}
