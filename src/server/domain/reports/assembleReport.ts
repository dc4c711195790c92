import type { Claim, DriverReport, Policy, PolicyOperator, PolicyVehicle } from "../../../api/reports/schemas"
import { lookup } from "../../shared/lookups"
import { localDate, presentDuring, startOfDay } from "../shared/dates"
import type { ClaimRow, DriverData, OperatorRow, TermRow, VehicleRow } from "../../db/reports/driverRows"
import {
  claimDetailsMasked,
  dataBoundStart,
  dateWithinBound,
  isActiveTerm,
  overlappingSpans,
  possibleCoverageGaps,
  sixYearCounts,
  sortVehiclesByModelYear,
  termStop,
  termWithinBound,
  yearsClaimsFree,
  yearsOfContinuousInsurance,
  type CountedClaim
} from "./rules"

/** Who asked for the report, when, and how much history it shows. */
export interface ReportContext {
  readonly id: number
  /** The instant the report was generated, ISO 8601. */
  readonly reportDate: string
  readonly ianaTimezone: string
  /** Null means the maximum the data holds. */
  readonly yearsOfData: number | null
  readonly requestorName: string
  readonly companyNameEn: string
  readonly companyNameFr: string
  readonly referenceNumber: string | null
}

const dcpdCoverageId = 3
const dcpdLossKindId = 3

const normalizedAddress = (address: string) => address.toLowerCase().replace(/[^a-z0-9]/g, "")

const vehicleOf = (v: VehicleRow): PolicyVehicle => ({
  id: v.id,
  modelYear: v.modelYear,
  makeEn: v.makeEn,
  makeFr: v.makeFr,
  modelEn: v.modelEn,
  modelFr: v.modelFr,
  vin: v.vin,
  isTrailer: v.isTrailer,
  vehicleCode: v.vehicleCode,
  vehicleLocation: v.locationPostalCode === null ? null : v.locationPostalCode.replace(/\s/g, "").slice(0, 3).toUpperCase(),
  vehicleUse: lookup("vehicle_use", v.vehicleUseId),
  typeOfUse: lookup("type_of_use", v.typeOfUseId),
  vehicleClass: v.vehicleClass,
  drivingRecord: v.drivingRecord,
  majorCoverages: v.majorCoverageIds.map((id) => lookup("major_coverage", id)!),
  commutingDistanceOneWay: v.commutingDistanceOneWay,
  commutingDistanceAnnual: v.commutingDistanceAnnual,
  businessUsePercentage: v.businessUsePercentage,
  branding: lookup("branding", v.brandingId),
  grossVehicleWeightInKG: v.grossVehicleWeightKg
})

const policyOf = (
  term: TermRow,
  data: DriverData,
  termsOfPolicy: ReadonlyArray<TermRow>,
  overlap: boolean,
  reportDate: string
): Policy => {
  const start = term.effectiveDate
  const stop = termStop(term)
  const vehicles = sortVehiclesByModelYear(
    data.vehicles.filter((v) => v.policyId === term.policyId && presentDuring(v.dateAdded, v.dateRemoved, start, stop))
  )
  const vehicleIds = new Set(vehicles.map((v) => v.id))
  const operators = data.operators
    .filter((o) => o.policyId === term.policyId && presentDuring(o.dateAdded, o.dateDeleted, start, stop))
    .map((o) => operatorOf(o, vehicleIds, termsOfPolicy))
  return {
    policyKey: term.termId,
    policyNumber: term.policyNumber,
    carrier: term.carrier,
    startDate: start,
    stopDate: stop,
    effectiveDate: term.effectiveDate,
    expiryDate: term.expiryDate,
    cancellationDate: term.cancellationDate,
    isCancelled: term.isCancelled,
    isActivePolicy: isActiveTerm(term, reportDate),
    status: lookup("policy_status", term.statusId)!,
    overlap,
    isCommercial: term.isCommercial,
    policyholderFullName: term.holderName,
    policyholderFullAddress: term.holderAddress,
    numberOfOperators: operators.length,
    numberOfVehicles: vehicles.length,
    operators,
    vehicles: vehicles.map(vehicleOf)
  }
}

const operatorOf = (o: OperatorRow, vehicleIds: ReadonlySet<number>, termsOfPolicy: ReadonlyArray<TermRow>): PolicyOperator => {
  const listed = termsOfPolicy.filter((t) => presentDuring(o.dateAdded, o.dateDeleted, t.effectiveDate, termStop(t)))
  return {
    id: o.id,
    fullName: o.fullName,
    dln: o.licenceNumber,
    dlnJurisdiction: o.jurisdiction,
    relationShipToPolicyHolder: lookup("relationship", o.relationshipId),
    // An operator on hold has the birth date masked; the view shows ****** for it.
    yearOfBirth: o.onHold ? null : o.yearOfBirth,
    onHold: o.onHold,
    vehicles: o.vehicles
      .filter((v) => vehicleIds.has(v.policyVehicleId))
      .map((v) => ({ policyVehicleId: v.policyVehicleId, operatorType: lookup("operator_type", v.operatorTypeId)! })),
    startEarliestTerm:
      listed.length === 0
        ? null
        : listed.reduce((min, t) => (t.effectiveDate < min ? t.effectiveDate : min), listed[0]!.effectiveDate),
    endLatestTerm:
      listed.length === 0 ? null : listed.reduce((max, t) => (termStop(t) > max ? termStop(t) : max), termStop(listed[0]!))
  }
}

/** A person on hold has their birth withheld. */
const birthShown = (person: {
  readonly onHold: boolean
  readonly dateOfBirth: string | null
  readonly yearOfBirth: number | null
}) => ({
  dateOfBirth: person.onHold ? null : person.dateOfBirth,
  yearOfBirth: person.onHold ? null : person.yearOfBirth
})

const claimOf = (c: ClaimRow): Claim => {
  const masked = claimDetailsMasked(c.involvementCode)
  const fp = c.firstParty
  const tp = c.thirdParty
  return {
    id: c.id,
    dateOfLoss: c.dateOfLoss,
    dateReported: c.dateReported,
    carrier: c.carrier,
    isThirdParty: c.isThirdParty,
    isReserveOnly: c.isReserveOnly,
    comprehensiveFlag: c.isComprehensive,
    atFault: c.atFaultPercentage,
    policyholderName: masked ? null : c.policyholderName,
    policyholderAddress: masked ? null : c.policyholderAddress,
    policyNumber: c.policyNumber,
    claimNumber: c.claimNumber,
    majorCoverages: c.majorCoverageIds.map((id) => lookup("major_coverage", id)!),
    status: c.status,
    totalLoss: round2(c.losses.reduce((sum, l) => sum + l.lossAmount, 0)),
    totalExpense: round2(c.losses.reduce((sum, l) => sum + l.expenseAmount, 0)),
    claimLosses: c.losses.map((l) => {
      const kind = lookup("claim_loss_kind", l.lossKindId)!
      return {
        code: kind.code,
        descriptionEn: kind.descriptionEn,
        descriptionFr: kind.descriptionFr,
        lossAmount: l.lossAmount,
        expenseAmount: l.expenseAmount,
        isReserve: l.isReserve,
        reserveDate: l.reserveDate
      }
    }),
    vehicleEn: c.vehicleEn,
    vehicleFr: c.vehicleFr,
    vehicleId: c.vehicleId,
    vehicleLoss: lookup("vehicle_loss", c.vehicleLossId),
    involvement: { code: c.involvementCode },
    claimDetailFirstParty:
      fp === null
        ? null
        : masked
          ? {
              firstPartyOperatorId: null,
              driverFullName: null,
              dln: null,
              dlnJurisdiction: null,
              dateOfBirth: null,
              yearOfBirth: null,
              listedOnPolicy: null,
              driverExcluded: null,
              driverAtFaultPercentage: null,
              masked: true
            }
          : {
              firstPartyOperatorId: fp.driverId,
              driverFullName: fp.fullName,
              dln: fp.licenceNumber,
              dlnJurisdiction: fp.jurisdiction,
              ...birthShown(fp),
              listedOnPolicy: fp.listedOnPolicy,
              driverExcluded: fp.driverExcluded,
              driverAtFaultPercentage: fp.atFaultPercentage,
              masked: false
            },
    claimDetailThirdParty:
      tp === null
        ? null
        : masked
          ? {
              driverFullName: null,
              dln: null,
              jurisdiction: null,
              insurerNameEn: null,
              insurerNameFr: null,
              policyNumber: null,
              atFaultPercentage: null,
              masked: true
            }
          : {
              driverFullName: tp.fullName,
              dln: tp.licenceNumber,
              jurisdiction: tp.jurisdiction,
              insurerNameEn: tp.insurerNameEn,
              insurerNameFr: tp.insurerNameFr,
              policyNumber: tp.policyNumber,
              atFaultPercentage: tp.atFaultPercentage,
              masked: false
            }
  }
}

const round2 = (amount: number) => Math.round(amount * 100) / 100

const counted = (c: ClaimRow): CountedClaim => ({
  dateOfLoss: c.dateOfLoss,
  involvementCode: c.involvementCode,
  atFaultPercentage: c.atFaultPercentage,
  isComprehensive: c.isComprehensive,
  isDcpd: c.majorCoverageIds.includes(dcpdCoverageId) || c.losses.some((l) => l.lossKindId === dcpdLossKindId)
})

const latest = (instants: ReadonlyArray<string>) =>
  instants.reduce<string | null>((max, i) => (max === null || i > max ? i : max), null)

/**
 * Builds the driver report from the driver's data as of the report date (in the report's time
 * zone). Summary figures use the whole history; the listed policies, claims, gaps and previous
 * inquiries are bounded by the years of data.
 */
export const assembleDriverReport = (data: DriverData, context: ReportContext): DriverReport => {
  const reportDate = localDate(context.reportDate, context.ianaTimezone)
  const bound = dataBoundStart(reportDate, context.yearsOfData)
  // Inquiries are instants: compare them with the instant the bound's first day starts in the report's zone.
  const boundInstant = bound === null ? null : new Date(startOfDay(bound, context.ianaTimezone)).toISOString()
  const { driver } = data

  // Terms that start after the report date are not yet part of the driver's history.
  const terms = data.terms.filter((t) => t.effectiveDate <= reportDate)
  const spans = terms.map((t) => ({ id: t.termId, policyId: t.policyId, start: t.effectiveDate, stop: termStop(t) }))
  const overlapping = overlappingSpans(spans)
  const shownTerms = terms
    .filter((t) => termWithinBound({ stop: termStop(t) }, bound))
    .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate) || b.termId - a.termId)
  const termsByPolicy = new Map<number, Array<TermRow>>()
  for (const t of terms) termsByPolicy.set(t.policyId, [...(termsByPolicy.get(t.policyId) ?? []), t])
  const policies = shownTerms.map((t) =>
    policyOf(t, data, termsByPolicy.get(t.policyId) ?? [], overlapping.has(t.termId), reportDate)
  )
  const gaps = possibleCoverageGaps(spans.filter((s) => termWithinBound(s, bound))).toReversed()

  const claims = data.claims.filter((c) => c.dateOfLoss <= reportDate)
  const shownClaims = claims
    .filter((c) => dateWithinBound(c.dateOfLoss, bound))
    .sort((a, b) => b.dateOfLoss.localeCompare(a.dateOfLoss) || b.id - a.id)
  const countedClaims = claims.map(counted)
  const counts = sixYearCounts(countedClaims, reportDate)

  const address = normalizedAddress(driver.fullAddress)
  const policiesAtAddress = new Set(
    shownTerms.filter((t) => normalizedAddress(t.holderAddress) === address).map((t) => t.policyId)
  ).size

  return {
    id: context.id,
    driverId: driver.id,
    fullName: driver.fullName,
    dln: driver.licenceNumber,
    dlnJurisdiction: driver.jurisdiction,
    ...birthShown(driver),
    dateOfBirthMasked: driver.onHold,
    fullAddress: driver.fullAddress,
    numberOfPoliciesAtAddress: policiesAtAddress,
    gender: lookup("gender", driver.genderId),
    maritalStatus: lookup("marital_status", driver.maritalStatusId),
    driverTraining: lookup("driver_training", driver.driverTrainingId),
    yearsLicensed: driver.yearsLicensed,
    yearsOfContinuousInsurance: yearsOfContinuousInsurance(spans, reportDate),
    numberOfYearsClaimsFree: yearsClaimsFree(countedClaims, reportDate, driver.yearsLicensed),
    ...counts,
    albertaGridRatingDate: driver.albertaGridRatingDate,
    albertaGridLevel: driver.albertaGridLevel,
    albertaGridIndicator: driver.albertaGridIndicator,
    reportDate: context.reportDate,
    ianaTimezone: context.ianaTimezone,
    requestorEn: context.requestorName,
    requestorFr: context.requestorName,
    companyNameEn: context.companyNameEn,
    companyNameFr: context.companyNameFr,
    referenceNumber: context.referenceNumber,
    lastUpdated: latest([driver.updatedAt, ...data.terms.map((t) => t.updatedAt), ...data.claims.map((c) => c.updatedAt)]),
    yearsOfData: context.yearsOfData,
    policies,
    claims: shownClaims.map(claimOf),
    possibleCoverageGaps: gaps,
    previousInquiries: data.inquiries
      .filter((i) => boundInstant === null || i.date >= boundInstant)
      .map((i) => ({ date: i.date, companyNameEn: i.companyNameEn, companyNameFr: i.companyNameFr }))
  }
}
