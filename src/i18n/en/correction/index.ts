import type { BaseTranslation } from "../../i18n-types"

const en_correction = {
  /** The correctable fields (document 3 section 9), as audit records and 90-day rows name them. */
  fields: {
    fullName: "Driver name",
    fullAddress: "Address",
    dateOfBirth: "Date of birth",
    gender: "Gender",
    maritalStatus: "Marital status",
    driverTraining: "Driver training",
    yearsLicensed: "Years licensed",
    gridRatingDate: "Grid rating date",
    policyStatus: "Policy status",
    cancellationDate: "Cancellation date",
    firstPartyFaultDegree: "First-party fault degree",
    firstPartyOperator: "Operator",
    vehicle: "Vehicle",
    vehicleLoss: "Vehicle loss",
    excludedDriver: "Excluded driver",
    claimRemoved: "Claim removed",
    claimAdded: "Claim added",
    operatorAdded: "Operator added"
  }
} satisfies BaseTranslation

export default en_correction
