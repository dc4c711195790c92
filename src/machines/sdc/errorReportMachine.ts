import { assign, setup } from "xstate"
import { failureNoticeAction } from "../shared/loadStep"
import { awaits, failureOf } from "../shared/effectActor"

/** The file whose error report is asked for, in a language. */
export interface ErrorReportRequest {
  readonly id: number
  readonly fileName: string
  readonly language: "en" | "fr"
}

export type ErrorReportEvent = { readonly type: "DOWNLOAD" } & ErrorReportRequest

/**
 * The error report downloads of the SDC report and of an upload's outcome (GetSdcErrorReport/{id}):
 * one at a time, in the language on screen; a failure says so and leaves the screen as it was.
 */
export const errorReportMachine = setup({
  types: {
    context: {} as { readonly request: ErrorReportRequest | undefined },
    events: {} as ErrorReportEvent,
    tags: {} as "busy"
  },
  actors: {
    /** GET /Sdc/GetSdcErrorReport/{id}?lang, saved as a CSV file. */
    download: awaits<void, ErrorReportRequest>("download")
  },
  actions: {
    ...failureNoticeAction,
    assignRequest: assign((_, request: ErrorReportRequest) => ({ request }))
  }
}).createMachine({
  id: "errorReport",
  context: { request: undefined },
  initial: "idle",
  states: {
    idle: {
      on: {
        DOWNLOAD: {
          target: "downloading",
          actions: {
            type: "assignRequest",
            params: ({ event }) => ({ id: event.id, fileName: event.fileName, language: event.language })
          }
        }
      }
    },
    downloading: {
      tags: ["busy"],
      invoke: {
        id: "download",
        src: "download",
        input: ({ context }) => context.request!,
        onDone: { target: "idle" },
        onError: { target: "idle", actions: { type: "notifyFailure", params: ({ event }) => ({ failure: failureOf(event) }) } }
      }
    }
  }
})
