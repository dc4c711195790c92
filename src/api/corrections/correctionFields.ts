/**
 * The correctable fields of document 3 section 9 ("data-correction wording"), each with the id that
 * audit records and 90-day rows carry. Their names in English and French are the i18n keys
 * `correction.fields.<key>`.
 */
export const correctionFieldIds = {
  fullName: 1,
  fullAddress: 2,
  dateOfBirth: 3,
  gender: 4,
  maritalStatus: 5,
  driverTraining: 6,
  yearsLicensed: 7,
  gridRatingDate: 8,
  policyStatus: 9,
  cancellationDate: 10,
  firstPartyFaultDegree: 11,
  firstPartyOperator: 12,
  vehicle: 13,
  vehicleLoss: 14,
  excludedDriver: 15,
  claimRemoved: 16,
  claimAdded: 17,
  operatorAdded: 18
} as const

export type CorrectionFieldKey = keyof typeof correctionFieldIds

export const correctionFieldKeys = Object.keys(correctionFieldIds) as ReadonlyArray<CorrectionFieldKey>

export const correctionFieldKeyById = (id: number): CorrectionFieldKey | undefined =>
  correctionFieldKeys.find((key) => correctionFieldIds[key] === id)
