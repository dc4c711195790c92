import { setup } from "xstate"
import type { DriverReport } from "../../api/reports/schemas"
import { awaits, given } from "./effectActor"
import { failureNoticeAction, notifyFailure } from "./loadStep"

/** What the call is given: the machine's input. */
export interface NewReportRequest<Input> {
  readonly request: Input
}

/**
 * A new driver report made on the person's asking from the one shown, which then opens in its place: a
 * report regenerated from a 90-day row, or a fresh one instead of a report answered again. The input is
 * what the call needs; a failure is the generic notice and the button may be pressed again.
 */
export const newReportMachine = <Input>(id: string) =>
  setup({
    types: {
      input: {} as Input,
      context: {} as NewReportRequest<Input>,
      events: {} as { readonly type: "GENERATE" },
      tags: {} as "busy"
    },
    actors: {
      /** The call that files the new report. */
      generate: awaits<DriverReport, NewReportRequest<Input>>("generate")
    },
    actions: {
      ...failureNoticeAction,
      /** Shows the new report in place of the one it was made from (with a notice where the screen says so). */
      openReport: given<{ reportId: number }>("openReport")
    }
  }).createMachine({
    id,
    context: ({ input }) => ({ request: input }),
    initial: "idle",
    states: {
      idle: { on: { GENERATE: "generating" } },
      generating: {
        tags: ["busy"],
        invoke: {
          id: "generate",
          src: "generate",
          input: ({ context }) => context,
          onDone: {
            target: "opened",
            actions: { type: "openReport", params: ({ event }) => ({ reportId: event.output.id }) }
          },
          onError: { target: "idle", actions: notifyFailure }
        }
      },
      opened: { type: "final", tags: ["busy"] }
    }
  })
