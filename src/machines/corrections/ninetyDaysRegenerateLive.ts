import { browserTimeZone } from "../../services/clock"
import { regenerateFromNinetyDays } from "../../services/corrections/ninetyDays"
import { navigate } from "../../services/navigation"
import { showFailure, showNotice } from "../../services/notices"
import { fromEffect } from "../shared/effectActor"
import { ninetyDaysRegenerateMachine, type NinetyDaysRegenerateInput } from "./ninetyDaysRegenerateMachine"

/** Regenerating from a 90-day row with the portal's call; the report is filed in the browser's zone. */
export const ninetyDaysRegenerateLive = ninetyDaysRegenerateMachine.provide({
  actors: {
    regenerateReport: fromEffect(({ reportId, ninetyDaysDataCorrectionId }: NinetyDaysRegenerateInput) =>
      regenerateFromNinetyDays(reportId, ninetyDaysDataCorrectionId, browserTimeZone())
    )
  },
  actions: {
    notifyFailure: (_, { failure }) => showFailure(failure),
    notifyRegenerated: () => showNotice({ severity: "success", message: (LL) => LL.ninetyDays.regenerate.done(), long: false }),
    openReport: (_, { reportId }) =>
      navigate(`/reports/${reportId}`, { replace: true, state: { origin: "/ninetydays-report", reportContextId: 0 } })
  }
})
