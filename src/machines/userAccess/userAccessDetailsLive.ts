import { browserTimeZone, today } from "../../services/clock"
import { navigate } from "../../services/navigation"
import { showFailure } from "../../services/notices"
import { keptUserAccessReport, userAccessDetails } from "../../services/userAccess/userAccessReport"
import { fromEffect } from "../shared/effectActor"
import { userAccessDetailsMachine, type UserAccessDetailsInput } from "./userAccessDetailsMachine"
import type { UserAccessReportSaved } from "./userAccessReportMachine"

/** The details page with the portal's call and the browser's print dialog; Back opens the report as it was left. */
export const userAccessDetailsLive = userAccessDetailsMachine.provide({
  actors: {
    loadDetails: fromEffect(({ id, asOfDate, ianaTimezone }: UserAccessDetailsInput) =>
      userAccessDetails(id, asOfDate, ianaTimezone)
    )
  },
  actions: {
    print: () => window.print(),
    goBack: () => navigate("/user-access-report"),
    notifyFailure: (_, { failure }) => showFailure(failure)
  }
})

/** The details open as of the day the report was run for (kept with the report), today when there is none. */
export const userAccessDetailsInput = (userId: number, id: number): UserAccessDetailsInput => {
  const kept = keptUserAccessReport.read<UserAccessReportSaved>(userId)
  return {
    id,
    asOfDate: kept?.query?.asOfDate ?? today(),
    ianaTimezone: kept?.query?.ianaTimezone ?? browserTimeZone()
  }
}
