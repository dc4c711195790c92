import { browserTimeZone } from "../../services/clock"
import { navigate } from "../../services/navigation"
import { showFailure } from "../../services/notices"
import { generateReport } from "../../services/reports/driverSearch"
import { fromEffect } from "../shared/effectActor"
import { freshReportMachine, type FreshReportInput } from "./freshReportMachine"

/** A fresh report with the portal's call, opened in place of the one answered again. */
export const freshReportLive = freshReportMachine.provide({
  actors: {
    generate: fromEffect(({ payload }: FreshReportInput) => generateReport(payload, browserTimeZone()))
  },
  actions: {
    openReport: (_, { reportId }) => navigate(`/reports/${reportId}`, { replace: true, state: { origin: "/driver-report" } }),
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})
