import { showFailure, showNotice } from "../../services/notices"
import { endAccountSessions, listAccountSessions } from "../../services/account/accountSessions"
import { fromEffect } from "../shared/effectActor"
import { accountSessionsMachine } from "./accountSessionsMachine"

/** One's own sessions with the portal's calls and the shell's notices. */
export const accountSessionsLive = accountSessionsMachine.provide({
  actors: {
    loadSessions: fromEffect(listAccountSessions),
    endSessions: fromEffect(endAccountSessions)
  },
  actions: {
    notifyEnded: (_, { toEnd }) =>
      showNotice({
        severity: "success",
        message: (LL) => (toEnd.kind === "one" ? LL.accountSessions.ended() : LL.accountSessions.othersEnded()),
        long: false
      }),
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})
