import { Schema } from "effect"
import { Text } from "../fields"
import { PlainDate } from "../dates"
import { IsoDateTime } from "../platform/schemas"
import {
  bilingualDescription,
  bilingualName,
  driverLicence,
  organizationFilters,
  organizationNames,
  PagedResult,
  paging,
  RequestTimezone,
  vehicleMakeModel
} from "../shared/records"

export { PlainDate }

/** A coded lookup value with its English and French descriptions (gender, policy status, loss…). */
export const Lookup = Schema.Struct({
  id: Schema.Int,
  code: Schema.String,
  ...bilingualDescription
})
export type Lookup = typeof Lookup.Type

export const JurisdictionRef = Schema.Struct({ code: Schema.String, ...bilingualDescription })
export type JurisdictionRef = typeof JurisdictionRef.Type

export const Carrier = Schema.Struct({ code: Schema.String, ...bilingualName })
export type Carrier = typeof Carrier.Type

const Money = Schema.Number
const OptionalText = (max: number) => Schema.optional(Schema.NullOr(Text(max)))
/** Years of data: 6 to 25, or 0 for the maximum the data holds. */
const DriverReportOption = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 25 }))

/** Driver search payload (document 3 section 3); at least a licence or an advanced criterion. */
export const DriverSearchPayload = Schema.Struct({
  driverLicenceNumber: OptionalText(20),
  jurisdictionCode: OptionalText(2),
  fullName: OptionalText(200),
  fullAddress: OptionalText(300),
  yearOfBirth: Schema.optional(Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1900, maximum: 9999 })))),
  vehicleIdentificationNumber: OptionalText(17),
  policyNumber: OptionalText(30),
  policyReportingCompanyCode: OptionalText(20),
  claimNumber: OptionalText(20),
  claimReportingCompanyCode: OptionalText(20),
  comment: OptionalText(30),
  driverReportOption: Schema.optional(Schema.NullOr(DriverReportOption))
})
export type DriverSearchPayload = typeof DriverSearchPayload.Type

export const DriverSearchRecord = Schema.Struct({
  fullName: Schema.String,
  licenseNumber: Schema.String,
  jurisdiction: JurisdictionRef,
  dateOfBirth: Schema.NullOr(PlainDate),
  yearOfBirth: Schema.NullOr(Schema.Int)
})
export type DriverSearchRecord = typeof DriverSearchRecord.Type

export const DriverSearchResult = PagedResult(DriverSearchRecord)
export type DriverSearchResult = typeof DriverSearchResult.Type

export const GenerateReportPayload = Schema.Struct({
  ...driverLicence,
  comment: Schema.NullOr(Text(30)),
  driverReportOption: Schema.NullOr(DriverReportOption),
  /** A new report even when the company pulled this one within its reuse window (reportReuse.ts). */
  fresh: Schema.optional(Schema.Boolean)
})
export type GenerateReportPayload = typeof GenerateReportPayload.Type

export const PolicyOperator = Schema.Struct({
  id: Schema.Int,
  fullName: Schema.String,
  dln: Schema.String,
  dlnJurisdiction: JurisdictionRef,
  relationShipToPolicyHolder: Schema.NullOr(Lookup),
  yearOfBirth: Schema.NullOr(Schema.Int),
  onHold: Schema.Boolean,
  vehicles: Schema.Array(Schema.Struct({ policyVehicleId: Schema.Int, operatorType: Lookup })),
  startEarliestTerm: Schema.NullOr(PlainDate),
  endLatestTerm: Schema.NullOr(PlainDate)
})
export type PolicyOperator = typeof PolicyOperator.Type

export const PolicyVehicle = Schema.Struct({
  id: Schema.Int,
  modelYear: Schema.Int,
  ...vehicleMakeModel,
  vin: Schema.String,
  isTrailer: Schema.Boolean,
  vehicleCode: Schema.NullOr(Schema.String),
  /** First three characters of the postal code. */
  vehicleLocation: Schema.NullOr(Schema.String),
  vehicleUse: Schema.NullOr(Lookup),
  typeOfUse: Schema.NullOr(Lookup),
  vehicleClass: Schema.NullOr(Schema.String),
  drivingRecord: Schema.NullOr(Schema.Int),
  majorCoverages: Schema.Array(Lookup),
  commutingDistanceOneWay: Schema.NullOr(Schema.Number),
  commutingDistanceAnnual: Schema.NullOr(Schema.Number),
  businessUsePercentage: Schema.NullOr(Schema.Number),
  branding: Schema.NullOr(Lookup),
  grossVehicleWeightInKG: Schema.NullOr(Schema.Number)
})
export type PolicyVehicle = typeof PolicyVehicle.Type

export const Policy = Schema.Struct({
  policyKey: Schema.Int,
  policyNumber: Schema.String,
  carrier: Carrier,
  /** The term shown in the accordion header. */
  startDate: PlainDate,
  stopDate: PlainDate,
  effectiveDate: PlainDate,
  expiryDate: PlainDate,
  cancellationDate: Schema.NullOr(PlainDate),
  isCancelled: Schema.Boolean,
  isActivePolicy: Schema.Boolean,
  status: Lookup,
  overlap: Schema.Boolean,
  isCommercial: Schema.Boolean,
  policyholderFullName: Schema.String,
  policyholderFullAddress: Schema.String,
  numberOfOperators: Schema.Int,
  numberOfVehicles: Schema.Int,
  operators: Schema.Array(PolicyOperator),
  vehicles: Schema.Array(PolicyVehicle)
})
export type Policy = typeof Policy.Type

/** A possible coverage gap: days without any policy between two terms. */
export const CoverageGap = Schema.Struct({ startDate: PlainDate, endDate: PlainDate, days: Schema.Int })
export type CoverageGap = typeof CoverageGap.Type

/** A loss of a claim: its code and descriptions, and the amounts paid for the loss and for expenses. */
export const ClaimLossAmounts = Schema.Struct({
  code: Schema.String,
  ...bilingualDescription,
  lossAmount: Money,
  expenseAmount: Money
})

export const ClaimLoss = Schema.Struct({
  ...ClaimLossAmounts.fields,
  isReserve: Schema.Boolean,
  reserveDate: Schema.NullOr(PlainDate)
})

/** Masked fields carry null with masked true; the view shows ****** for them. */
export const ClaimFirstParty = Schema.Struct({
  firstPartyOperatorId: Schema.NullOr(Schema.Int),
  driverFullName: Schema.NullOr(Schema.String),
  dln: Schema.NullOr(Schema.String),
  dlnJurisdiction: Schema.NullOr(JurisdictionRef),
  dateOfBirth: Schema.NullOr(PlainDate),
  yearOfBirth: Schema.NullOr(Schema.Int),
  listedOnPolicy: Schema.NullOr(Schema.Boolean),
  driverExcluded: Schema.NullOr(Schema.Boolean),
  driverAtFaultPercentage: Schema.NullOr(Schema.Int),
  masked: Schema.Boolean
})
export type ClaimFirstParty = typeof ClaimFirstParty.Type

export const ClaimThirdParty = Schema.Struct({
  driverFullName: Schema.NullOr(Schema.String),
  dln: Schema.NullOr(Schema.String),
  jurisdiction: Schema.NullOr(JurisdictionRef),
  insurerNameEn: Schema.NullOr(Schema.String),
  insurerNameFr: Schema.NullOr(Schema.String),
  policyNumber: Schema.NullOr(Schema.String),
  atFaultPercentage: Schema.NullOr(Schema.Int),
  masked: Schema.Boolean
})
export type ClaimThirdParty = typeof ClaimThirdParty.Type

export const Claim = Schema.Struct({
  id: Schema.Int,
  dateOfLoss: PlainDate,
  dateReported: Schema.NullOr(PlainDate),
  carrier: Carrier,
  isThirdParty: Schema.Boolean,
  isReserveOnly: Schema.Boolean,
  comprehensiveFlag: Schema.Boolean,
  atFault: Schema.NullOr(Schema.Int),
  policyholderName: Schema.NullOr(Schema.String),
  policyholderAddress: Schema.NullOr(Schema.String),
  policyNumber: Schema.String,
  claimNumber: Schema.String,
  majorCoverages: Schema.Array(Lookup),
  status: Schema.Literals(["open", "closed"]),
  totalLoss: Money,
  totalExpense: Money,
  claimLosses: Schema.Array(ClaimLoss),
  vehicleEn: Schema.NullOr(Schema.String),
  vehicleFr: Schema.NullOr(Schema.String),
  vehicleId: Schema.NullOr(Schema.Int),
  vehicleLoss: Schema.NullOr(Lookup),
  involvement: Schema.Struct({ code: Schema.String }),
  claimDetailFirstParty: Schema.NullOr(ClaimFirstParty),
  claimDetailThirdParty: Schema.NullOr(ClaimThirdParty)
})
export type Claim = typeof Claim.Type

export const PreviousInquiry = Schema.Struct({
  date: IsoDateTime,
  companyNameEn: Schema.String,
  companyNameFr: Schema.String
})
export type PreviousInquiry = typeof PreviousInquiry.Type

/** A generated driver report: a stored snapshot of the data on its report date. */
export const DriverReport = Schema.Struct({
  id: Schema.Int,
  driverId: Schema.Int,
  fullName: Schema.String,
  dln: Schema.String,
  dlnJurisdiction: JurisdictionRef,
  dateOfBirth: Schema.NullOr(PlainDate),
  yearOfBirth: Schema.NullOr(Schema.Int),
  /** The date of birth is masked when the operator is on hold. */
  dateOfBirthMasked: Schema.Boolean,
  fullAddress: Schema.String,
  numberOfPoliciesAtAddress: Schema.Int,
  gender: Schema.NullOr(Lookup),
  maritalStatus: Schema.NullOr(Lookup),
  driverTraining: Schema.NullOr(Lookup),
  yearsLicensed: Schema.NullOr(Schema.Int),
  yearsOfContinuousInsurance: Schema.Int,
  numberOfYearsClaimsFree: Schema.NullOr(Schema.Int),
  claimsInLastSixYears: Schema.Int,
  atFaultAccidents: Schema.Int,
  comprehensiveLosses: Schema.Int,
  dcpdClaims: Schema.Int,
  albertaGridRatingDate: Schema.NullOr(PlainDate),
  albertaGridLevel: Schema.NullOr(Schema.String),
  albertaGridIndicator: Schema.NullOr(Schema.String),
  reportDate: IsoDateTime,
  ianaTimezone: Schema.String,
  requestorEn: Schema.String,
  requestorFr: Schema.String,
  companyNameEn: Schema.String,
  companyNameFr: Schema.String,
  referenceNumber: Schema.NullOr(Schema.String),
  lastUpdated: Schema.NullOr(IsoDateTime),
  /** Null means the maximum the data holds. */
  yearsOfData: Schema.NullOr(Schema.Int),
  policies: Schema.Array(Policy),
  claims: Schema.Array(Claim),
  possibleCoverageGaps: Schema.Array(CoverageGap),
  previousInquiries: Schema.Array(PreviousInquiry),
  /**
   * Set when the driver's data was corrected after this report was generated: the newest correction's
   * instant. The report still shows the data as it was pulled; regenerating it shows the current data.
   */
  dataCorrectedOn: Schema.optional(Schema.NullOr(IsoDateTime)),
  /**
   * True when a generation answered this stored report, pulled by the same company within its reuse
   * window, instead of a new one: nothing was stored or counted (src/api/reports/reportReuse.ts).
   */
  reused: Schema.optional(Schema.Boolean)
})
export type DriverReport = typeof DriverReport.Type

export const ReportLanguage = Schema.Literals(["english", "french"])
export type ReportLanguage = typeof ReportLanguage.Type

export const PdfLink = Schema.Struct({ link: Schema.String })

/** The id in a PDF link: a UUID. */
export const PdfFileId = Schema.String.check(Schema.isPattern(/^[0-9a-f-]{36}$/))

/** Report history filters (document 2): every field optional; dates are yyyy-MM-dd in the user's zone. */
export const ReportHistoryQuery = Schema.Struct({
  ...organizationFilters,
  reportRequestor: Schema.optional(Text(100)),
  fromDate: Schema.optional(PlainDate),
  toDate: Schema.optional(PlainDate),
  referenceNumber: Schema.optional(Text(30)),
  driverLicenseNumber: Schema.optional(Text(20)),
  driverName: Schema.optional(Text(200)),
  ianaTimezone: RequestTimezone,
  ...paging(100)
})
export type ReportHistoryQuery = typeof ReportHistoryQuery.Type

export const ReportHistoryRow = Schema.Struct({
  reportId: Schema.Int,
  reportDate: IsoDateTime,
  ianaTimezone: Schema.String,
  referenceNumber: Schema.NullOr(Schema.String),
  reportRequestor: Schema.String,
  unitEn: Schema.NullOr(Schema.String),
  unitFr: Schema.NullOr(Schema.String),
  ...organizationNames,
  driverLicenseNumber: Schema.String,
  driverName: Schema.String,
  licenseJurisdiction: Schema.String,
  /** Times the stored report was opened or its PDF asked for, by anyone (ASVS 8.3.5). */
  reads: Schema.Int,
  /** The machine client (its client id) that generated the report as the requestor; absent when a person did. */
  machineClientId: Schema.optionalKey(Schema.String)
})
export type ReportHistoryRow = typeof ReportHistoryRow.Type

export const ReportHistoryResult = PagedResult(ReportHistoryRow)
export type ReportHistoryResult = typeof ReportHistoryResult.Type

/** At most this many names answer a requestor name search. */
export const maxRequestorNames = 20

/** GET Users/RequestorNameSearch (document 2 section 7): part of a requestor's name, in an organization, company or unit. */
export const RequestorNameQuery = Schema.Struct({
  name: Text(100).check(Schema.isMinLength(2)),
  ...organizationFilters
})
export type RequestorNameQuery = typeof RequestorNameQuery.Type

export const RequestorNames = Schema.Array(Schema.String)
