import { setup } from "xstate"
import { failureNoticeAction } from "../shared/loadStep"
import { awaits, failureOf } from "../shared/effectActor"

export type MyDataEvent = { readonly type: "DOWNLOAD" }

/**
 * "Download my data" of the top bar and the menu (GET /Account/MyData, saved as a JSON file): one
 * download at a time; a failure says so and leaves the screen as it was.
 */
export const myDataMachine = setup({
  types: {
    events: {} as MyDataEvent,
    tags: {} as "busy"
  },
  actors: {
    /** GET /Account/MyData, saved as my-data-<day>.json. */
    download: awaits<void, void>("download")
  },
  actions: {
    ...failureNoticeAction
  }
}).createMachine({
  id: "myData",
  initial: "idle",
  states: {
    idle: {
      on: { DOWNLOAD: { target: "downloading" } }
    },
    downloading: {
      tags: ["busy"],
      invoke: {
        id: "download",
        src: "download",
        onDone: { target: "idle" },
        onError: { target: "idle", actions: { type: "notifyFailure", params: ({ event }) => ({ failure: failureOf(event) }) } }
      }
    }
  }
})
