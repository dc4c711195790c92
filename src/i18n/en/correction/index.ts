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
  },
  /** report.dataCorrection.success200 of document 3 section 8. */
  dataCorrection: {
    success200: "The correction was saved. The report now shows the corrected data."
  },
  mode: {
    label: "Correction mode",
    hint: "Edit buttons appear beside the items you may correct."
  },
  actions: {
    edit: "Edit",
    editField: "Edit {field:string}",
    addClaim: "Add claim",
    addOperator: "Add operator",
    addOperatorTo: "Add an operator to policy {policyNumber:string}",
    removeClaim: "Remove claim",
    removeClaimNumbered: "Remove claim {claimNumber:string}",
    remove: "Remove",
    add: "Add"
  },
  dialog: {
    inReport: "In the report: {value:string}",
    choose: "Select…",
    yes: "Yes",
    no: "No",
    noOperator: "None"
  },
  /** Field messages, by the issue codes of src/api/fieldIssues.ts (the form's rules and the server's). */
  messages: {
    blank: "This field cannot be blank",
    required: "This field is required",
    tooLong: "This value is too long",
    invalidDate: "Invalid date",
    invalidDateOfBirth:
      "Invalid date of birth: the driver must be at least 16 years old (14 with an Alberta licence) and born in 1900 or later",
    dateInFuture: "The date cannot be in the future",
    yearsLicensedAbove99: "Years licensed cannot be more than 99",
    yearsLicensedFractional: "Years licensed must be a whole number",
    yearsLicensedBelowZero: "Years licensed cannot be less than 0",
    yearsLicensedAboveAge: "Years licensed cannot be more than the driver's age minus 16 (minus 14 with an Alberta licence)",
    yearsLicensedBelowClaimsFree: "Years licensed cannot be fewer than the years claims free",
    gridRatingDateFuture: "The grid rating date cannot be in the future",
    gridRatingDateTooEarly: "The grid rating date cannot be before 1997-10-01",
    statusNotOffered: "This status cannot be chosen for this policy",
    cancellationDateBeforeEffective: "The cancellation date cannot be before the effective date",
    cancellationDateAfterExpiry: "The cancellation date cannot be after the expiry date",
    cancellationDateInvalid: "The date cannot be in the future",
    invalidGridLevel: "Enter up to 3 letters or digits",
    invalidGridIndicator: "Enter one letter or digit",
    duplicateClaim: "This reporting company already has a claim with this number",
    operatorAlreadyExists: "This driver is already an operator of this policy",
    dateOfLossOutsideTerm: "The chosen policy term does not cover this date of loss",
    notOfPolicy: "This choice is not part of the policy",
    notTheLicensedDriver: "This licence number belongs to another driver",
    unknownValue: "This value is no longer offered",
    onlyAlberta: "Only Alberta licences have a grid rating date"
  },
  notices: {
    conflict: "Someone else changed this item after this report was generated. The report now shows the current data."
  },
  policy: {
    title: "Policy {policyNumber:string}, {start:string} to {stop:string}"
  },
  claim: {
    title: "Claim {claimNumber:string} of {dateOfLoss:string}"
  },
  addClaim: {
    title: "Add a claim",
    accidentDate: "Date of loss",
    reportingCompany: "Reporting company",
    policy: "Policy",
    noPolicy: "No policy of this company covers this date of loss.",
    policyOption: "{policyNumber:string} ({start:string} to {stop:string})",
    claimId: "Claim number",
    majorCoverages: "Major coverages",
    vin: "VIN",
    licence: "Licence number",
    jurisdiction: "Licence jurisdiction",
    fullName: "Full name",
    excludedDriver: "Excluded driver",
    atFault: "At-fault %"
  },
  addOperator: {
    title: "Add an operator to policy {policyNumber:string}",
    policyTerms: "Policy terms",
    term: "{start:string} to {end:string}",
    noTerms: "This policy has no terms to choose.",
    vehicle: "Vehicle",
    loadingVehicles: "Loading the vehicles…",
    noVehicles: "Choose a term to list its vehicles.",
    operatorType: "Operator type",
    licence: "Licence number",
    jurisdiction: "Jurisdiction",
    fullName: "Full name",
    relationship: "Relationship to policyholder",
    dateOfBirth: "Date of birth",
    yearOfBirth: "Year of birth",
    gender: "Gender",
    maritalStatus: "Marital status",
    gridLevel: "Grid level",
    gridIndicator: "Grid indicator"
  },
  lookup: {
    lookingUp: "Looking up the licence…",
    found: "Found in the bureau's data: the driver's details were filled in.",
    notFound: "Not in the bureau's data: enter the driver's details."
  },
  removeClaim: {
    title: "Remove claim",
    question: "Remove claim {claimNumber:string} of {dateOfLoss:string}? It will no longer show in any report.",
    removing: "Removing…"
  }
} satisfies BaseTranslation

export default en_correction
