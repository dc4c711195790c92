import { fromCallback } from "xstate"
import { onReauthenticationRequired, settleReauthentication } from "../../services/api/reauthentication"
import { showFailure } from "../../services/notices"
import { reauthenticate } from "../../services/session/reauthentication"
import { fromEffect } from "../shared/effectActor"
import { reauthenticationMachine, type ReauthenticationEvent } from "./reauthenticationMachine"

/** The shell's re-authentication dialog with the portal's call and the calls waiting for it. */
export const reauthenticationLive = reauthenticationMachine.provide({
  actors: {
    requests: fromCallback<ReauthenticationEvent, void>(({ sendBack }) =>
      onReauthenticationRequired(() => sendBack({ type: "REQUIRED" }))
    ),
    reauthenticate: fromEffect(reauthenticate)
  },
  actions: {
    resume: () => settleReauthentication(true),
    abandon: () => settleReauthentication(false),
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})
