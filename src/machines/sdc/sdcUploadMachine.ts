import { assign, setup } from "xstate"
import { sdcLimits, SdcFileStatusId, type SdcFileRow, type SdcLookup, type SdcUploadResult } from "../../api/sdc/schemas"
import { fileNameIssue } from "../../api/sdc/uploadRules"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, failureOf, given } from "../shared/effectActor"
import { refusedFields, sameOrRenamed, type ServerIssue } from "../shared/fieldRefusal"

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
const withoutField = (issues: SdcUploadContext["serverIssues"], field: UploadField) => issues.filter((i) => i.field !== field)

/** The dialog's field for each query field the server names in a 400 (src/api/sdc/uploadRules.ts). */
export const uploadFieldOf = sameOrRenamed<UploadField>([], {
  reportingCompanyId: "company",
  fileTypeId: "fileType",
  fileName: "file"
})

const failureParams = ({ event }: { readonly event: { readonly error: unknown } }) => failureOf(event)

/**
 * The "Upload a file" dialog of the SDC report: the company (when the user holds sdcReport for
 * several), the file type and the file. Send streams the file with a new upload id and, meanwhile,
 * reads the upload's progress every moment; Cancel stops it (nothing of the file is applied). The outcome (accepted, or rejected with its first
 * errors) shows in the dialog with its notice. A refusal before the file is read (400, 413, 415)
 * shows at its field.
 */
export const sdcUploadMachine = setup({
  types: {
    input: {} as SdcUploadInput,
    context: {} as SdcUploadContext,
    events: {} as SdcUploadEvent,
    output: {} as SdcUploadOutput,
    tags: {} as "loading" | "loadFailed" | "busy"
  },
  actors: {
    /** GET /Sdc/GetAllFileTypes. */
    loadFileTypes: awaits<ReadonlyArray<SdcLookup>>("loadFileTypes"),
    /** POST /Sdc/Upload with the file as the body, answered with the outcome. */
    upload: awaits<SdcUploadResult, UploadRequest>("upload"),
    /** GET /Sdc/Upload/{uploadId}. */
    readProgress: awaits<SdcFileRow, { uploadId: string }>("readProgress")
  },
  actions: {
    notifyAccepted: given<{ fileName: string; rows: number }>("notifyAccepted"),
    notifyRejected: given<{ fileName: string; errorCount: number }>("notifyRejected"),
    /** A refusal shown at its field: the file was not sent. */
    notifyNotSent: given("notifyNotSent"),
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure"),
    /** Cancel while sending: the upload was stopped and nothing of the file was applied. */
    notifyCancelled: given<{ fileName: string }>("notifyCancelled"),
    assignCancelled: assign({ cancelled: true }),
    assignFileTypes: assign(({ context }, fileTypes: ReadonlyArray<SdcLookup>) => ({
      fileTypes,
      form: { ...context.form, fileTypeId: context.form.fileTypeId ?? fileTypes[0]?.id }
    })),
    assignCompany: assign(({ context }, reportingCompanyId: number) => ({
      form: { ...context.form, reportingCompanyId },
      serverIssues: withoutField(context.serverIssues, "company")
    })),
    assignFileType: assign(({ context }, fileTypeId: number) => ({
      form: { ...context.form, fileTypeId },
      serverIssues: withoutField(context.serverIssues, "fileType")
    })),
    assignFile: assign(({ context }, file: ChosenFile | undefined) => ({
      form: { ...context.form, file },
      serverIssues: withoutField(context.serverIssues, "file")
    })),
    assignSubmitted: assign({ submitted: true }),
    startUpload: assign(({ context }) => ({
      submitted: true,
      serverIssues: [],
      uploadId: context.newUploadId(),
      progress: undefined,
      outcome: undefined
    })),
    assignProgress: assign((_, progress: SdcFileRow) => ({ progress })),
    assignOutcome: assign((_, outcome: SdcUploadResult) => ({ outcome, progress: outcome.file })),
    assignServerIssues: assign((_, failure: PortalFailure) => ({ serverIssues: refusedFields(failure, uploadFieldOf) ?? [] })),
    assignFileIssue: assign((_, code: UploadIssueCode) => ({ serverIssues: [{ field: "file", code }] as const }))
  },
  guards: {
    formInvalid: ({ context }) => formIssues(context).length > 0,
    accepted: (_, outcome: SdcUploadResult) => outcome.file.status.id === SdcFileStatusId.accepted,
    isFieldRefusal: (_, failure: PortalFailure) => refusedFields(failure, uploadFieldOf) !== undefined,
    isTooLarge: (_, failure: PortalFailure) => failure._tag === "PayloadTooLarge",
    isNotCsv: (_, failure: PortalFailure) =>
      failure._tag === "UnsupportedMediaType" || (failure._tag === "UnexpectedAnswer" && failure.status === 415)
  },
  delays: { progressEvery: progressEveryMs }
}).createMachine({
  id: "sdcUpload",
  context: ({ input }) => ({
    ...input,
    fileTypes: [],
    form: {
      reportingCompanyId: input.companies.length === 1 ? input.companies[0]!.id : undefined,
      fileTypeId: undefined,
      file: undefined
    },
    submitted: false,
    serverIssues: [],
    uploadId: undefined,
    progress: undefined,
    outcome: undefined,
    cancelled: false
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadFileTypes",
        src: "loadFileTypes",
        onDone: { target: "editing", actions: { type: "assignFileTypes", params: ({ event }) => event.output } },
        onError: { target: "loadFailed" }
      }
    },
    loadFailed: {
      tags: ["loadFailed"],
      on: { RETRY: "loading", CANCEL: "done" }
    },
    editing: {
      on: {
        COMPANY_CHANGED: { actions: { type: "assignCompany", params: ({ event }) => event.reportingCompanyId } },
        FILE_TYPE_CHANGED: { actions: { type: "assignFileType", params: ({ event }) => event.fileTypeId } },
        FILE_CHOSEN: { actions: { type: "assignFile", params: ({ event }) => event.file } },
        SAVE: [
          { guard: "formInvalid", actions: "assignSubmitted" },
          { target: "uploading", actions: "startUpload" }
        ],
        CANCEL: "done"
      }
    },
    uploading: {
      tags: ["busy"],
      // Leaving the state stops the upload actor, which aborts the request; the server marks the file interrupted.
      on: {
        CANCEL: {
          target: "done",
          actions: [
            "assignCancelled",
            { type: "notifyCancelled", params: ({ context }) => ({ fileName: context.form.file!.name }) }
          ]
        }
      },
      invoke: {
        id: "upload",
        src: "upload",
        input: ({ context }) => ({
          file: context.form.file!.blob,
          fileName: context.form.file!.name,
          fileTypeId: context.form.fileTypeId!,
          reportingCompanyId: context.form.reportingCompanyId,
          uploadId: context.uploadId!
        }),
        onDone: [
          {
            guard: { type: "accepted", params: ({ event }) => event.output },
            target: "finished",
            actions: [
              { type: "assignOutcome", params: ({ event }) => event.output },
              {
                type: "notifyAccepted",
                params: ({ event }) => ({ fileName: event.output.file.fileName, rows: event.output.file.rows })
              }
            ]
          },
          {
            target: "finished",
            actions: [
              { type: "assignOutcome", params: ({ event }) => event.output },
              {
                type: "notifyRejected",
                params: ({ event }) => ({ fileName: event.output.file.fileName, errorCount: event.output.file.errorCount })
              }
            ]
          }
        ],
        onError: [
          {
            guard: { type: "isFieldRefusal", params: failureParams },
            target: "editing",
            actions: [{ type: "assignServerIssues", params: failureParams }, "notifyNotSent"]
          },
          {
            guard: { type: "isTooLarge", params: failureParams },
            target: "editing",
            actions: [{ type: "assignFileIssue", params: "tooLarge" }, "notifyNotSent"]
          },
          {
            guard: { type: "isNotCsv", params: failureParams },
            target: "editing",
            actions: [{ type: "assignFileIssue", params: "notCsv" }, "notifyNotSent"]
          },
          { target: "editing", actions: { type: "notifyFailure", params: ({ event }) => ({ failure: failureOf(event) }) } }
        ]
      },
      initial: "waiting",
      states: {
        waiting: { after: { progressEvery: "reading" } },
        reading: {
          invoke: {
            id: "readProgress",
            src: "readProgress",
            input: ({ context }) => ({ uploadId: context.uploadId! }),
            onDone: { target: "waiting", actions: { type: "assignProgress", params: ({ event }) => event.output } },
            // Not started yet (404), or a moment's failure: the next reading tells.
            onError: { target: "waiting" }
          }
        }
      }
    },
    finished: {
      on: { CLOSE: "done", CANCEL: "done" }
    },
    done: { type: "final" }
  },
  output: ({ context }) => ({ outcome: context.outcome, cancelled: context.cancelled })
})
