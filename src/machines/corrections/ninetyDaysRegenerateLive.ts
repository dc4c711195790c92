import { browserTimeZone } from "../../services/clock"
import { regenerateFromNinetyDays } from "../../services/corrections/ninetyDays"
import { navigate } from "../../services/navigation"
import { showFailure, showNotice } from "../../services/notices"
import { fromEffect } from "../shared/effectActor"
import type { NewReportRequest } from "../shared/newReportMachine"
import { ninetyDaysRegenerateMachine, type NinetyDaysRegenerateInput } from "./ninetyDaysRegenerateMachine"

/** Regenerating from a 90-day row with the portal's call; the report is filed in the browser's zone. */
export const ninetyDaysRegenerateLive = ninetyDaysRegenerateMachine.provide({
  actors: {
    /** POST RegenerateReport/{id}?ianaTimezone&ninetyDaysDataCorrectionId. */
    generate: fromEffect(({ request: { reportId, ninetyDaysDataCorrectionId } }: NewReportRequest<NinetyDaysRegenerateInput>) =>
      regenerateFromNinetyDays(reportId, ninetyDaysDataCorrectionId, browserTimeZone())
    )
  },
  actions: {
    notifyFailure: (_, { failure }) => showFailure(failure),
    /** The success notice, then the new report with the way back to the 90-day list. */
    openReport: (_, { reportId }) => {
      showNotice({ severity: "success", message: (LL) => LL.ninetyDays.regenerate.done(), long: false })
      navigate(`/reports/${reportId}`, { replace: true, state: { origin: "/ninetydays-report", reportContextId: 0 } })
    }
  }
})
