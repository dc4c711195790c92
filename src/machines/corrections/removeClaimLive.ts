import { removeClaim } from "../../services/corrections/dataCorrection"
import { showFailure } from "../../services/notices"
import { fromEffect } from "../shared/effectActor"
import { removeClaimMachine } from "./removeClaimMachine"

/** The remove-claim confirmation with the portal's call. */
export const removeClaimLive = removeClaimMachine.provide({
  actors: {
    removeClaim: fromEffect(removeClaim)
  },
  actions: {
    // Document 3 section 8: errorMessage.error500; a refused function or account keeps its own handling.
    notifyRemoveFailure: (_, { failure }) =>
      showFailure(failure, failure._tag === "Forbidden" ? undefined : (LL) => LL.errors.error500())
  }
})
