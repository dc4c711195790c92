import { assign, setup } from "xstate"
import { SdcFileStatusId, type SdcFileRow, type SdcLookup, type SdcUploadResult } from "../../api/sdc/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, given } from "../shared/effectActor"
import { refusedFields } from "../shared/fieldRefusal"
import { failureNotice, failureParams } from "../shared/formEdit"
import {
  formIssues,
  progressEveryMs,
  uploadFieldOf,
  withoutField,
  type ChosenFile,
  type SdcUploadContext,
  type SdcUploadEvent,
  type SdcUploadInput,
  type SdcUploadOutput,
  type UploadIssueCode,
  type UploadRequest
} from "./sdcUpload"
import { failureNoticeAction } from "../shared/loadStep"

export * from "./sdcUpload"

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
    tags: {} as "loading" | "loadFailed" | "busy" | "finished"
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
    ...failureNoticeAction,
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
          { target: "editing", actions: { type: "notifyFailure", params: failureNotice } }
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
      tags: ["finished"],
      on: { CLOSE: "done", CANCEL: "done" }
    },
    done: { type: "final" }
  },
  output: ({ context }) => ({ outcome: context.outcome, cancelled: context.cancelled })
})
