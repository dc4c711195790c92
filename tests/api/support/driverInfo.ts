import type { UpdateDriverInfoPayload } from "../../../src/api/corrections/schemas"
import type { DriverReport } from "../../../src/api/reports/schemas"

/** The driver fields of a report, as the edit dialog starts them: a test changes what it corrects. */
export const driverInfoAsShown = (report: DriverReport): UpdateDriverInfoPayload => ({
  reportId: report.id,
  operatorKey: report.driverId,
  fullName: report.fullName,
  fullAddress: report.fullAddress,
  dateOfBirth: report.dateOfBirth,
  genderId: report.gender?.id ?? null,
  maritalStatusId: report.maritalStatus?.id ?? null,
  driverTrainingId: report.driverTraining?.id ?? null,
  yearLicensed: report.yearsLicensed,
  gridRatingDate: report.albertaGridRatingDate
})
