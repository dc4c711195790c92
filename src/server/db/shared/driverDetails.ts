/** The driver's own columns, as the driver report and the corrections read them (lookups as ids). */
export interface DriverDetails {
  readonly id: number
  readonly licenceNumber: string
  readonly fullName: string
  readonly fullAddress: string
  readonly dateOfBirth: string | null
  readonly yearOfBirth: number | null
  readonly genderId: number | null
  readonly maritalStatusId: number | null
  readonly driverTrainingId: number | null
  readonly yearsLicensed: number | null
  readonly albertaGridRatingDate: string | null
}
