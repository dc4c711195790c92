import { browserTimeZone } from "../../services/clock"
import { navigate } from "../../services/navigation"
import { showFailure } from "../../services/notices"
import { generateReport } from "../../services/reports/driverSearch"
import { fromEffect } from "../shared/effectActor"
import type { NewReportRequest } from "../shared/newReportMachine"
import { freshReportMachine, type FreshReportInput } from "./freshReportMachine"

/** A fresh report with the portal's call, opened in place of the one answered again. */
export const freshReportLive = freshReportMachine.provide({
  actors: {
    /** POST GenerateReport with fresh true, in the user's zone. */
    generate: fromEffect(({ request: { payload } }: NewReportRequest<FreshReportInput>) =>
      generateReport({ ...payload, fresh: true }, browserTimeZone())
    )
  },
  actions: {
    openReport: (_, { reportId }) => navigate(`/reports/${reportId}`, { replace: true, state: { origin: "/driver-report" } }),
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})
