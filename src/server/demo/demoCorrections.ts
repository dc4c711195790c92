import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { UpdateClaimPayload } from "../../api/corrections/schemas"
import type { UserProfile } from "../../api/platform/schemas"
import type { DriverReport } from "../../api/reports/schemas"
import { applyCorrection, type CorrectionContext, type CorrectionError } from "../domain/corrections/applyCorrection"
import type { FieldChange } from "../domain/corrections/changes"
import { correctClaim } from "../domain/corrections/claims"
import { correctDriverInfo } from "../domain/corrections/driverInfo"
import { addDays } from "../domain/shared/dates"
import { generateDriverReport } from "../domain/reports/generateReport"
import { requestorName } from "../shared/requestor"
import { yearsOfDataOf } from "../domain/reports/reportOptions"
import { subOf } from "../db/demo/accounts"
import { findDriverId } from "../db/demo/storedDrivers"
import { markReportReviewed } from "../db/shared/ninetyDaysRow"
import { findReport } from "../db/shared/storedReports"
import { loadUserProfile } from "../db/users"
import { namedDriverRefs } from "./namedDrivers"

const zone = "America/Toronto"

const profileOf = (email: string) =>
  Effect.gen(function* () {
    const sub = yield* subOf(email)
    return sub === undefined ? undefined : yield* loadUserProfile(sub)
  })

const pull = (driverId: number, user: UserProfile, reference: string | null, reportDate?: string) =>
  Effect.gen(function* () {
    const result = yield* generateDriverReport({
      driver: { driverId },
      requestor: user,
      ianaTimezone: zone,
      yearsOfData: yearsOfDataOf(25),
      referenceNumber: reference,
      reportDate
    })
    if (result._tag !== "Generated") return yield* Effect.die(new Error("The demo correction driver is missing"))
    return result.generated.report
  })

/** A correction through the portal's own correction code, from the report the corrector looks at. */
const correct = (
  user: UserProfile,
  report: DriverReport,
  correction: (context: CorrectionContext) => Effect.Effect<ReadonlyArray<FieldChange>, CorrectionError, SqlClient.SqlClient>
) =>
  Effect.gen(function* () {
    const stored = yield* findReport(report.id)
    // A refused demo correction is a defect of the demo data.
    return JSON.parse(yield* Effect.orDie(applyCorrection(user, stored!, correction))) as DriverReport
  })

const claimPayload = (report: DriverReport, claimNumber: string): UpdateClaimPayload => {
  const claim = report.claims.find((c) => c.claimNumber === claimNumber)!
  const excluded = claim.claimDetailFirstParty?.driverExcluded ?? null
  return {
    reportId: report.id,
    operatorKey: report.driverId,
    claimKey: claim.id,
    firstPartyDegreeAtFault: claim.atFault as UpdateClaimPayload["firstPartyDegreeAtFault"],
    firstPartyOperatorKey: claim.claimDetailFirstParty?.firstPartyOperatorId ?? -1,
    firstPartyVehicleKey: claim.vehicleId,
    firstPartyVehicleLossId: claim.vehicleLoss?.id ?? null,
    firstPartyExcludedDriverId: excluded === null ? null : excluded ? 1 : 2
  }
}

/**
 * Sophie Leblanc's reports pulled by Laurentian General and Northwind General in the last 90 days,
 * then corrections by Northwind's manager and the bureau, so that the correction report has records
 * and the 90-day list has rows (Laurentian's older one already reviewed). See docs/demo-data.md.
 */
export const applyDemoCorrections = (asOf: string) =>
  Effect.gen(function* () {
    const driverId = yield* findDriverId(namedDriverRefs.leblanc)
    const reviewer = yield* profileOf("reviewer@laurentian.example")
    const manager = yield* profileOf("manager@northwind.example")
    const analyst = yield* profileOf("analyst@northwind.example")
    const admin = yield* profileOf("admin@bureau.example")
    if (driverId === undefined || !reviewer || !manager || !analyst || !admin) return false
    const at = (daysAgo: number, hour: number) => `${addDays(asOf, -daysAgo)}T${String(hour + 5).padStart(2, "0")}:20:00.000Z`

    const laurentianOlder = yield* pull(driverId, reviewer, "LAU-RENEW-77", at(75, 10))
    const managerReport = yield* pull(driverId, manager, "NWD-Q-5120", at(50, 14))
    yield* pull(driverId, reviewer, "LAU-RENEW-78", at(30, 9))
    yield* pull(driverId, analyst, "NWD-Q-5187", at(10, 11))

    // Northwind's manager corrects the driver's address and marital status, then the at-fault of Northwind's claim.
    const moved = yield* correct(
      manager,
      managerReport,
      correctDriverInfo({
        reportId: managerReport.id,
        operatorKey: managerReport.driverId,
        fullName: managerReport.fullName,
        fullAddress: "118 Bank Street, Ottawa ON K1P 5N4",
        dateOfBirth: managerReport.dateOfBirth,
        genderId: managerReport.gender?.id ?? null,
        maritalStatusId: 1,
        driverTrainingId: managerReport.driverTraining?.id ?? null,
        yearLicensed: managerReport.yearsLicensed,
        gridRatingDate: managerReport.albertaGridRatingDate
      })
    )
    yield* correct(manager, moved, correctClaim({ ...claimPayload(moved, "NWDC9000000911"), firstPartyDegreeAtFault: 25 }))

    // The bureau corrects the vehicle loss of Laurentian General's claim, from a report of its own.
    const bureauReport = yield* pull(driverId, admin, null)
    yield* correct(
      admin,
      bureauReport,
      correctClaim({ ...claimPayload(bureauReport, "LAUC9000000912"), firstPartyVehicleLossId: 3 })
    )

    // Laurentian's reviewer has already looked at the older report again.
    yield* markReportReviewed(laurentianOlder.id, { userId: reviewer.id, name: requestorName(reviewer) })
    return true
  })
