import type { BaseTranslation } from "../../i18n-types"

/** The SDC report and the upload of supplementary data files (document 2 section 2). */
const en_sdc = {
  title: "SDC Report",
  intro: "The supplementary data files sent by your companies: whether each was accepted or rejected, and why.",
  status: "Status",
  allStatuses: "All statuses",
  fileType: "File type",
  allFileTypes: "All file types",
  fromDate: "Received from",
  toDate: "Received to",
  results: "Files",
  noResults: "No results found",
  count: "{count:number} {{file|files}} found",
  rowsSoFar: "{status:string}: {rows:number} {{row|rows}} so far",
  errorReport: "Error report",
  errorReportOf: "Download the error report of {fileName:string}",
  downloading: "Downloading…",
  uploadFile: "Upload a file",
  columns: {
    fileName: "File name",
    organization: "Organization",
    company: "Company",
    fileType: "File type",
    receivedDate: "Received",
    status: "Status",
    completedDate: "Completed",
    rows: "Rows",
    errors: "Errors",
    uploadedBy: "Uploaded by",
    actions: "Error report"
  },
  upload: {
    title: "Upload a file",
    intro:
      "A CSV file of policy, operator and claim transactions, in the SDC format. It is checked row by row, then applied whole or not at all.",
    company: "Company",
    selectCompany: "Select a company",
    fileType: "File type",
    selectFileType: "Select a file type",
    file: "File",
    chosen: "{name:string} ({size:string})",
    send: "Send",
    sending: "Sending…",
    progressLabel: "Upload progress",
    progress: "{rows:number} {{row|rows}} read, {received:string} of {size:string} received",
    waiting: "Sending the file…",
    acceptedTitle: "File accepted",
    rejectedTitle: "File rejected",
    acceptedText: "{fileName:string} was accepted: {rows:number} {{row was|rows were}} applied.",
    rejectedText: "{fileName:string} was rejected: {errorCount:number} {{error|errors}} found; nothing was applied.",
    firstErrors: "First errors",
    line: "Line",
    column: "Column",
    value: "Value",
    reason: "Reason",
    reasonCode: "Reason code",
    downloadReport: "Download the error report",
    close: "Close",
    accepted: "{fileName:string} was accepted: {rows:number} {{row|rows}} applied.",
    rejected: "{fileName:string} was rejected with {errorCount:number} {{error|errors}}.",
    cancelled: "The upload of {fileName:string} was cancelled: nothing in it was applied.",
    notSent: "The file was not sent: see the message at the field.",
    issues: {
      required: "Required",
      empty: "The file is empty.",
      tooLarge: "The file is larger than the upload limit of {limit:string}.",
      tooLong: "The file name is longer than 200 characters.",
      blank: "The file has no name.",
      invalidCharacter: "The file name holds a tab, a line break or another control character: rename the file.",
      unknownValue: "Not one of the choices offered: choose again.",
      notCsv: "The file is not a CSV text file."
    }
  }
} satisfies BaseTranslation

export default en_sdc
