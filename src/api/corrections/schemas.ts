import { Schema } from "effect"
import { FormText, Id, maxId, Text } from "../fields"
import { IsoDateTime } from "../platform/schemas"
import { PlainDate } from "../dates"
import {
  driverLicence,
  NamedRef,
  nullableCompanyFilters,
  nullableOrganizationFilters,
  organizationNames,
  PagedResult,
  PageNumber,
  PageSize,
  RequestTimezone,
  vehicleMakeModel
} from "../shared/records"

/** At-fault choices of document 3 section 3: 0, 25, 50, 75 or 100 percent. */
export const atFaultChoices = [0, 25, 50, 75, 100] as const
export const AtFault = Schema.Literals(atFaultChoices)
export type AtFault = typeof AtFault.Type

/** The excluded-driver choice: 1 yes, 2 no. */
export const excludedDriverChoice = { yes: 1, no: 2 } as const
export const ExcludedDriverId = Schema.Literals([excludedDriverChoice.yes, excludedDriverChoice.no])
export type ExcludedDriverId = typeof ExcludedDriverId.Type

/** firstPartyOperatorKey when the claim names no first-party driver. */
export const noOperatorKey = -1

/**
 * Field limits of document 3 section 9. The texts a correction form types are accepted up to four times
 * their limit (FormText), so that the shared rules (./validation.ts) refuse an over-long one at its field.
 */
export const correctionLimits = {
  fullName: 200,
  fullAddress: 300,
  claimNumber: 20,
  vin: 17,
  licenceNumber: 20,
  policyNumber: 30,
  gridLevel: 3,
  gridIndicator: 1,
  /** Digits typed for years licensed: 3, so that 100 can be typed and told the limit of 99. */
  yearsLicensedDigits: 3
} as const

const RequiredText = (max: number) => Text(max).check(Schema.isMinLength(1))
/** Years licensed as typed: the rule (./validation.ts) gives the fractional and range messages. */
const YearsLicensed = Schema.Number.check(Schema.isFinite(), Schema.isBetween({ minimum: -1000, maximum: 1000 }))

/** updateDriverInfo (document 3 section 7): the driver's fields as the dialog leaves them. */
export const UpdateDriverInfoPayload = Schema.Struct({
  reportId: Id,
  operatorKey: Id,
  fullName: FormText(correctionLimits.fullName),
  fullAddress: FormText(correctionLimits.fullAddress),
  dateOfBirth: Schema.NullOr(PlainDate),
  genderId: Schema.NullOr(Id),
  maritalStatusId: Schema.NullOr(Id),
  driverTrainingId: Schema.NullOr(Id),
  yearLicensed: Schema.NullOr(YearsLicensed),
  gridRatingDate: Schema.NullOr(PlainDate)
})
export type UpdateDriverInfoPayload = typeof UpdateDriverInfoPayload.Type

/** updatePolicy: a policy term's status and cancellation date. */
export const UpdatePolicyPayload = Schema.Struct({
  reportId: Id,
  operatorKey: Id,
  policyKey: Id,
  cancellationDate: Schema.NullOr(PlainDate),
  policyStatusCode: Text(10),
  policyStatusId: Id
})
export type UpdatePolicyPayload = typeof UpdatePolicyPayload.Type

/** updateClaim: the first-party details of a claim (fault, driver, vehicle, vehicle loss, excluded driver). */
export const UpdateClaimPayload = Schema.Struct({
  claimKey: Id,
  operatorKey: Id,
  reportId: Id,
  firstPartyDegreeAtFault: Schema.NullOr(AtFault),
  /** -1 when the claim names no first-party driver. */
  firstPartyOperatorKey: Schema.Int.check(Schema.isBetween({ minimum: noOperatorKey, maximum: maxId })),
  firstPartyVehicleKey: Schema.NullOr(Id),
  firstPartyVehicleLossId: Schema.NullOr(Id),
  firstPartyExcludedDriverId: Schema.NullOr(ExcludedDriverId)
})
export type UpdateClaimPayload = typeof UpdateClaimPayload.Type

/** removeClaim: the claim is put on hold and no longer shows in any report. */
export const RemoveClaimPayload = Schema.Struct({ claimKey: Id, reportId: Id })
export type RemoveClaimPayload = typeof RemoveClaimPayload.Type

/** addClaim (bureau users): a claim on the report's driver under one of the driver's policies. */
export const AddClaimPayload = Schema.Struct({
  reportId: Id,
  accidentDate: PlainDate,
  reportingCompanyCode: RequiredText(20),
  firstPartyPolicyKey: Id,
  policyHolderFullName: Text(correctionLimits.fullName),
  /** The policy number. */
  policyId: Text(correctionLimits.policyNumber),
  /** The claim number, unique per reporting company. */
  claimId: FormText(correctionLimits.claimNumber),
  majorCoverages: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(20)),
  firstPartyVIN: FormText(correctionLimits.vin),
  firstPartyOperatorDLN: FormText(correctionLimits.licenceNumber),
  firstPartyOperatorJurisdictionId: Id,
  /** The driver found by licence, or null. */
  firstPartyOperatorKey: Schema.NullOr(Id),
  firstPartyFullName: FormText(correctionLimits.fullName),
  firstPartyExcludedDriverId: ExcludedDriverId,
  firstPartyAtFault: AtFault
})
export type AddClaimPayload = typeof AddClaimPayload.Type

export const PolicyTerm = Schema.Struct({ termStartDate: PlainDate, termEndDate: PlainDate })
export type PolicyTerm = typeof PolicyTerm.Type

/** addOperatorInPolicy (bureau users): an operator on a vehicle of the chosen terms of a policy. */
export const AddOperatorPayload = Schema.Struct({
  reportId: Id,
  /** A term of the policy (a policy key of the report). */
  policyKey: Id,
  policyTerm: Schema.Array(PolicyTerm).check(Schema.isMinLength(1), Schema.isMaxLength(100)),
  operatorTypeId: Id,
  vehicleKey: Id,
  DLN: FormText(correctionLimits.licenceNumber),
  DLNJurisdictionId: Id,
  /** The driver found by licence, or null for a driver new to the bureau's data. */
  operatorKey: Schema.NullOr(Id),
  fullName: FormText(correctionLimits.fullName),
  dateOfBirth: Schema.NullOr(PlainDate),
  genderId: Schema.NullOr(Id),
  maritalStatusId: Schema.NullOr(Id),
  relationShipId: Id,
  gridLevel: Schema.optional(Schema.NullOr(FormText(correctionLimits.gridLevel))),
  gridIndicator: Schema.optional(Schema.NullOr(FormText(correctionLimits.gridIndicator)))
})
export type AddOperatorPayload = typeof AddOperatorPayload.Type

/** A driver who may be named as a claim's first-party driver: an operator of the claim's policy. */
export const ClaimOperatorOption = Schema.Struct({
  operatorKey: Schema.Int,
  fullName: Schema.String,
  dln: Schema.String,
  jurisdictionCode: Schema.String
})
export type ClaimOperatorOption = typeof ClaimOperatorOption.Type

/** A vehicle of a policy, as the claim and add-operator dialogs offer it. */
export const VehicleOption = Schema.Struct({
  vehicleKey: Schema.Int,
  modelYear: Schema.Int,
  ...vehicleMakeModel,
  vin: Schema.String
})
export type VehicleOption = typeof VehicleOption.Type

/** The query naming a policy, by its key. */
const PolicyQuery = Schema.Struct({ policyKey: Id })

export const PolicyVehiclesQuery = PolicyQuery

/** Policy-term vehicles: the vehicles of a policy present during the chosen terms. */
export const TermVehiclesPayload = Schema.Struct({
  policyKey: Id,
  termStartDates: Schema.Array(PlainDate).check(Schema.isMinLength(1), Schema.isMaxLength(100))
})
export type TermVehiclesPayload = typeof TermVehiclesPayload.Type

export const PolicyTermsQuery = PolicyQuery

/** POST OperatorByDln: a driver known by licence and jurisdiction. */
export const OperatorByDlnPayload = Schema.Struct(driverLicence)
export type OperatorByDlnPayload = typeof OperatorByDlnPayload.Type

export const OperatorByDln = Schema.Struct({
  operatorKey: Schema.Int,
  fullName: Schema.String,
  dateOfBirth: Schema.NullOr(PlainDate),
  yearOfBirth: Schema.NullOr(Schema.Int),
  genderId: Schema.NullOr(Schema.Int),
  maritalStatusId: Schema.NullOr(Schema.Int),
  gridLevel: Schema.NullOr(Schema.String),
  gridIndicator: Schema.NullOr(Schema.String)
})
export type OperatorByDln = typeof OperatorByDln.Type

/** Page number (1-based) and page size; without them the whole result comes back (the CSV export). */
export const PagingQuery = Schema.Struct({
  PageNumber,
  PageSize: PageSize(100)
})

/** Review status filter of the 90-day page: 0 all, 1 reviewed, 2 not reviewed. */
export const ReviewStatus = Schema.Literals([0, 1, 2])
export type ReviewStatus = typeof ReviewStatus.Type

/** 90-day search filters; dates are yyyy-MM-dd in the user's zone and bound the change date. */
export const NinetyDaysSearchPayload = Schema.Struct({
  ...nullableOrganizationFilters,
  reportRequestor: Schema.optional(Schema.NullOr(Text(100))),
  fromDate: Schema.optional(Schema.NullOr(PlainDate)),
  toDate: Schema.optional(Schema.NullOr(PlainDate)),
  reviewStatus: ReviewStatus,
  ianaTimezone: RequestTimezone
})
export type NinetyDaysSearchPayload = typeof NinetyDaysSearchPayload.Type

/** A corrected field, as a 90-day row lists it. */
export const ChangedField = NamedRef
export type ChangedField = typeof ChangedField.Type

export const NinetyDaysRow = Schema.Struct({
  ninetyDaysDataCorrectionId: Schema.Int,
  reportId: Schema.Int,
  ...organizationNames,
  reportRequestor: Schema.String,
  reportDate: IsoDateTime,
  ianaTimezone: Schema.String,
  changeDate: IsoDateTime,
  referenceNumber: Schema.NullOr(Schema.String),
  driverLicenseNumber: Schema.String,
  changes: Schema.Array(ChangedField),
  /** Empty until someone regenerates the report from the row. */
  reviewedBy: Schema.NullOr(Schema.String)
})
export type NinetyDaysRow = typeof NinetyDaysRow.Type

/**
 * A page of the 90-day list and how many rows match: exact up to a limit (1,000 for a page); when more
 * match, count is the limit and countCapped is true ("more than count").
 */
export const NinetyDaysResult = Schema.Struct({
  count: Schema.Int,
  countCapped: Schema.optionalKey(Schema.Literal(true)),
  data: Schema.Array(NinetyDaysRow)
})
export type NinetyDaysResult = typeof NinetyDaysResult.Type

export const UnreadCount = Schema.Struct({ unreadCount: Schema.Int })
export type UnreadCount = typeof UnreadCount.Type

/** Correction report filters: from 00:00:00 to 23:59:59 in the user's zone; no future dates. */
export const CorrectionReportSearchPayload = Schema.Struct({
  fromDate: PlainDate,
  toDate: PlainDate,
  ...nullableCompanyFilters,
  ianaTimezone: RequestTimezone
})
export type CorrectionReportSearchPayload = typeof CorrectionReportSearchPayload.Type

export const CorrectionValue = Schema.Struct({ valueEn: Schema.NullOr(Schema.String), valueFr: Schema.NullOr(Schema.String) })

export const CorrectionRecord = Schema.Struct({
  id: Schema.Int,
  ...organizationNames,
  correctionDate: IsoDateTime,
  correctorUserName: Schema.String,
  correction: Schema.Struct({
    fieldId: Schema.Int,
    fieldNameEn: Schema.String,
    fieldNameFr: Schema.String,
    oldValue: CorrectionValue,
    newValue: CorrectionValue
  }),
  dln: Schema.String,
  /** The policy number. */
  policyId: Schema.NullOr(Schema.String),
  policyEffectiveDate: Schema.NullOr(PlainDate),
  /** The claim number. */
  claimId: Schema.NullOr(Schema.String),
  accidentDate: Schema.NullOr(PlainDate)
})
export type CorrectionRecord = typeof CorrectionRecord.Type

export const CorrectionReportResult = PagedResult(CorrectionRecord)
export type CorrectionReportResult = typeof CorrectionReportResult.Type
