import { showFailure } from "../../services/notices"
import { fromLazyEffect } from "../shared/effectActor"
import { myDataMachine } from "./myDataMachine"

/**
 * "Download my data" with its call and the shell's notice of a failure. The shell draws it on every
 * page, the sign-in page included: its call loads on the first click, not with the page.
 */
export const myDataLive = myDataMachine.provide({
  actors: {
    download: fromLazyEffect(
      () => import("../../services/account/myData"),
      (calls) => calls.downloadMyData()
    )
  },
  actions: { notifyFailure: (_, { failure }) => showFailure(failure) }
})
