import type { BaseTranslation } from "../../i18n-types"

/** Every label of the driver report, on screen and in the PDF. */
const en_report = {
  title: "Driver report",
  loading: "Loading the driver report…",
  notAvailable: "Not available",
  yes: "Yes",
  /** A label and its text on one line. */
  labelled: "{label:string}: {text:string}",
  no: "No",
  dataCorrectedOn: "The driver's data was corrected on {date:string}, after this report was generated.",
  /** A report the company pulled within its reuse window, answered again instead of a new one. */
  reused: {
    notice: "This report was already pulled on {date:string} at {time:string}; it is shown again without a new charge.",
    getFresh: "Get a fresh report",
    gettingFresh: "Getting a fresh report…"
  },
  actions: {
    label: "Report actions",
    toPdf: "To PDF",
    generatingPdf: "Generating the PDF…",
    goBack: "Go back",
    retry: "Try again",
    expandAll: "Expand all",
    collapseAll: "Collapse all",
    expandAllPolicies: "Expand all policies",
    collapseAllPolicies: "Collapse all policies",
    expandAllClaims: "Expand all claims",
    collapseAllClaims: "Collapse all claims"
  },
  summary: {
    title: "Driver summary",
    driverName: "Driver name",
    licence: "Licence number and jurisdiction",
    dateOfBirth: "Date of birth",
    yearOfBirth: "Year of birth",
    reportDate: "Report date",
    requestor: "Requestor",
    company: "Company",
    referenceNumber: "Reference number",
    lastUpdate: "Last update",
    yearsOfData: "Years of data",
    yearsOfDataValue: "{years:number} {{year|years}}",
    yearsOfDataMaximum: "Maximum available",
    address: "Address",
    policiesAtAddress: "Number of policies at this address",
    gender: "Gender",
    maritalStatus: "Marital status",
    yearsLicensed: "Years licensed",
    yearsOfContinuousInsurance: "Years of continuous insurance (maximum 25)",
    yearsClaimsFree: "Years claims free",
    driverTraining: "Driver training",
    driverTrainingNote: "Relevant only for licences held less than 36 months",
    claimsHistory: "Claims history",
    claimsInLastSixYears: "Claims in the last 6 years",
    atFaultAccidents: "At-fault accidents",
    comprehensiveLosses: "Comprehensive losses",
    dcpdClaims: "DCPD claims",
    minorAccidents: "Minor accidents",
    alberta: "Alberta grid rating",
    albertaGridLevel: "Alberta grid level",
    albertaGridIndicator: "Alberta grid indicator",
    albertaGridRatingDate: "Alberta grid rating date"
  },
  policies: {
    title: "Policies",
    none: "No policies",
    term: "Term",
    termValue: "{start:string} to {end:string}",
    carrier: "Carrier",
    overlap: "Overlap",
    commercial: "Commercial",
    status: "Status",
    details: "Policy details",
    policyNumber: "Policy number",
    holder: "Policy holder",
    holderAddress: "Policy holder address",
    numberOfOperators: "Number of operators",
    numberOfVehicles: "Number of vehicles",
    effectiveDate: "Effective date",
    expiryDate: "Expiry date",
    cancellationDate: "Cancellation date",
    notAvailable: "Not available",
    notApplicable: "Not applicable",
    possibleGap: "Possible coverage gap of {days:number} {{day|days}}",
    gapDates: "From {start:string} to {end:string}",
    commercialDisclaimer:
      "Commercial policies may insure several drivers and vehicles: the operators and vehicles listed for a commercial policy may be incomplete, and the driver may not have driven the vehicles listed.",
    operators: {
      title: "Operators",
      none: "No operators",
      name: "Name",
      licence: "Licence",
      relationship: "Relationship to policy holder",
      yearOfBirth: "Year of birth",
      operatorType: "Operator type per vehicle",
      dateAdded: "Date added",
      dateDeleted: "Date deleted",
      vehicleType: "{vehicle:string}: {type:string}"
    },
    vehicles: {
      title: "Vehicles",
      none: "No vehicles",
      vehicle: "Vehicle",
      year: "Year",
      make: "Make",
      model: "Model",
      vin: "VIN",
      trailer: "Trailer",
      vehicleCode: "Vehicle code",
      location: "Location",
      use: "Use",
      typeOfUse: "Type of use",
      vehicleClass: "Class",
      drivingRecord: "Driving record",
      coverage: "Coverage",
      commutingOneWay: "Commuting distance (one way)",
      commutingAnnual: "Annual driving distance",
      businessUse: "Business use",
      branding: "Branding",
      grossWeight: "Gross vehicle weight",
      kilometres: "{value:string} km",
      kilograms: "{value:string} kg",
      percent: "{value:string}%"
    }
  },
  claims: {
    title: "Claims",
    none: "No claims",
    dateOfLoss: "Date of loss",
    dateReported: "Date reported",
    carrier: "Carrier",
    thirdParty: "Third party",
    reserveOnly: "Reserve only",
    atFault: "At fault",
    atFaultValue: "{percent:number}% at fault",
    details: "Claim details",
    policyholder: "Policy holder",
    policyholderAddress: "Policy holder address",
    policyNumber: "Policy number",
    claimNumber: "Claim number",
    coverages: "Coverages",
    status: "Status",
    statusOpen: "Open",
    statusClosed: "Closed",
    totalLoss: "Total loss",
    totalExpense: "Total expense",
    vehicle: "Vehicle",
    vehicleLoss: "Vehicle loss",
    losses: {
      title: "Losses",
      kindOfLoss: "Kind of loss",
      loss: "Loss",
      expense: "Expense",
      reserveDate: "Reserve date",
      reserve: "Reserve"
    },
    firstPartyDriver: {
      title: "First-party driver",
      name: "Driver name",
      licence: "Licence number",
      jurisdiction: "Jurisdiction",
      dateOfBirth: "Date of birth",
      yearOfBirth: "Year of birth",
      listedOnPolicy: "Listed on policy",
      excluded: "Excluded driver",
      atFault: "At-fault percentage"
    },
    thirdPartyDriver: {
      title: "Third-party driver",
      name: "Driver name",
      licence: "Licence number",
      jurisdiction: "Jurisdiction",
      insurer: "Insurer",
      policyNumber: "Policy number",
      atFault: "At-fault percentage"
    }
  },
  inquiries: {
    title: "Previous inquiries",
    none: "None",
    entry: "{date:string} - {company:string}"
  },
  errors: {
    notFound: "Report not found.",
    loadFailed: "The driver report could not be loaded.",
    loadFailedStatus: "The driver report could not be loaded (error {status:number}).",
    pdfFailed: "The PDF could not be generated. Please try again."
  },
  timeline: {
    title: "History at a glance",
    description: "Each carrier's policy terms, possible coverage gaps, overlaps and claims, from {start:string} to {end:string}.",
    frameStart: "Start of data",
    frameEnd: "Report date",
    noPolicies: "No policies from {start:string} to {end:string}.",
    noClaims: "No claims from {start:string} to {end:string}.",
    corrected: "Corrected data: the driver's data was corrected on {date:string}, after this report was generated.",
    rowLane: "{carrier:string} ({lane:number})",
    legend: {
      title: "Legend",
      principal: "Principal driver",
      occasional: "Occasional driver",
      other: "Other operator",
      excluded: "Excluded driver",
      cancelled: "Cancellation",
      gap: "Possible coverage gap",
      overlap: "Overlap",
      clipped: "Goes on beyond the picture",
      atFault: "At-fault claim",
      notAtFault: "Not-at-fault claim",
      comprehensive: "Comprehensive claim",
      thirdParty: "Third-party claim"
    },
    /** A role's short mark, written on its bars where they have room (the PDF tells roles apart in grey too). */
    roleLetters: {
      principal: "Pr",
      occasional: "Oc",
      other: "Ot",
      excluded: "Ex"
    },
    roles: {
      principal: "principal driver",
      occasional: "occasional driver",
      other: "other operator",
      excluded: "excluded driver"
    },
    claimKinds: {
      atFault: "at fault",
      notAtFault: "not at fault",
      comprehensive: "comprehensive",
      thirdParty: "third party"
    },
    sentences: {
      title: "The picture in sentences",
      terms: "Policy terms",
      term: "{carrier:string}, policy {policy:string}: {start:string} to {end:string}, {role:string}",
      cancelled: "cancelled {date:string}",
      overlapping: "overlaps another policy",
      gaps: "Possible coverage gaps",
      gap: "Possible coverage gap of {days:number} {{day|days}}: {start:string} to {end:string}",
      overlaps: "Overlaps",
      overlap: "Overlap of {days:number} {{day|days}}: {start:string} to {end:string}",
      claims: "Claims",
      claim: "Claim {number:string}, {kind:string}, date of loss {date:string}"
    },
    /** Said after a bar's or a claim's name: activating it opens its place in the report. */
    opensDetails: "opens its details in the report"
  },
  pdf: {
    pageNumber: "Page {page:number} of {pages:number}",
    generatedOn: "Generated on {date:string} ({zone:string})",
    confidential: "Confidential",
    reportId: "Report ID: {id:number}",
    dataCorrectedOn: "The driver's data was corrected on {date:string}, after this report was generated"
  }
} satisfies BaseTranslation

export default en_report
