import { browserTimeZone, today } from "../../services/clock"
import { regenerateReport } from "../../services/corrections/dataCorrection"
import { navigate, type NavigationState } from "../../services/navigation"
import { showFailure, showNotice } from "../../services/notices"
import { fromEffect } from "../shared/effectActor"
import { addClaimLive } from "./addClaimLive"
import { addOperatorLive } from "./addOperatorLive"
import { correctionModeMachine } from "./correctionModeMachine"
import type { CorrectionUser } from "./correctionRights"
import { editItemLive } from "./editItemLive"
import { removeClaimLive } from "./removeClaimLive"

/** The report screen registers itself under this name (driverReportView's systemId). */
export const driverReportViewSystemId = "driverReportView"

/** The part of the actor system read here: an actor by its systemId. */
interface Registry {
  readonly get: (systemId: string) => { readonly getSnapshot: () => unknown } | undefined
}

const openItemsOf = (system: Registry): NavigationState["expanded"] =>
  (system.get(driverReportViewSystemId)?.getSnapshot() as { context?: Pick<NavigationState, "expanded"> } | undefined)?.context
    ?.expanded

/** Correction mode with its dialogs and the portal's calls. */
export const correctionModeLive = correctionModeMachine.provide({
  actors: {
    editItem: editItemLive,
    removeClaim: removeClaimLive,
    addClaim: addClaimLive,
    addOperator: addOperatorLive,
    regenerate: fromEffect(({ reportId }: { reportId: number }) => regenerateReport(reportId, browserTimeZone()))
  },
  actions: {
    notifyCorrected: () =>
      showNotice({ severity: "success", message: (LL) => LL.correction.dataCorrection.success200(), long: false }),
    notifyConflict: () => showNotice({ severity: "warning", message: (LL) => LL.correction.notices.conflict(), long: true }),
    notifyFailure: (_, { failure }) => showFailure(failure),
    // The corrected report is a new one: the screen moves to it, from the driver search, still correcting,
    // with the report screen's open items and the focus where the correction started.
    openReport: ({ system }, { reportId, focus }) =>
      navigate(`/reports/${reportId}`, {
        replace: true,
        state: { origin: "/driver-report", correctionMode: true, expanded: openItemsOf(system), focusControl: focus }
      })
  }
})

/** What the report screen tells correction mode: the signed-in user, today in the user's zone, and whether it opens on. */
export const correctionSetup = (user: CorrectionUser | undefined, on: boolean) => ({ user, today: today(), on })
