import { assign, setup } from "xstate"
import type { UserAccessDetails } from "../../api/userAccess/schemas"
import { awaits, given } from "../shared/effectActor"
import { failureNoticeAction, loadingState } from "../shared/loadStep"

export interface UserAccessDetailsInput {
  readonly id: number
  /** yyyy-MM-dd: the day the report was run for. */
  readonly asOfDate: string
  readonly ianaTimezone: string
}

export interface UserAccessDetailsContext extends UserAccessDetailsInput {
  readonly details: UserAccessDetails | undefined
}

export type UserAccessDetailsEvent = { readonly type: "PRINT" } | { readonly type: "BACK" } | { readonly type: "RETRY" }

/**
 * One user's access details (document 2 section 2, /user-access-report-details/{id}): the user as of
 * the report's day and their history. To PDF (or Enter) prints the page; Back returns to the report
 * as it was left.
 */
export const userAccessDetailsMachine = setup({
  types: {
    input: {} as UserAccessDetailsInput,
    context: {} as UserAccessDetailsContext,
    events: {} as UserAccessDetailsEvent
  },
  actors: {
    /** GET /UserAccessReport/{id}. */
    loadDetails: awaits<UserAccessDetails, UserAccessDetailsInput>("loadDetails")
  },
  actions: {
    /** The browser's print dialog, which saves the page as PDF. */
    print: given("print"),
    /** Back to the report, whose search was kept. */
    goBack: given("goBack"),
    ...failureNoticeAction,
    assignDetails: assign((_, details: UserAccessDetails) => ({ details }))
  }
}).createMachine({
  id: "userAccessDetails",
  context: ({ input }) => ({ ...input, details: undefined }),
  initial: "loading",
  on: { BACK: { actions: "goBack" } },
  states: {
    loading: loadingState({
      src: "loadDetails",
      input: ({ context }: { context: UserAccessDetailsContext }) => ({
        id: context.id,
        asOfDate: context.asOfDate,
        ianaTimezone: context.ianaTimezone
      }),
      assign: "assignDetails",
      then: "showingDetails",
      failed: "failed",
      tags: ["busy"]
    }),
    showingDetails: {
      tags: ["details"],
      on: { PRINT: { actions: "print" } }
    },
    failed: {
      tags: ["failed"],
      on: { RETRY: { target: "loading" } }
    }
  }
})
