import type { VehicleReport, VehicleReportClaim, VehicleReportPolicy } from "../../../api/reports/vehicleSchemas"
import type { ClaimRow, VehicleRow } from "../../db/vehicles/vehicleData"

export interface VehicleReportContext {
  readonly id: number
  readonly reportDate: string
  readonly ianaTimezone: string
  readonly requestor: string
  readonly companyNameEn: string
  readonly companyNameFr: string
}

const cents = (amount: number | string) => Math.round(Number(amount) * 100)
const later = (a: string, b: string) => (a > b ? a : b)
const earlier = (a: string, b: string) => (a < b ? a : b)

/** The period a vehicle was covered under a term: the overlap of the term and the vehicle's time on the policy. */
const coveragePeriod = (row: VehicleRow) => {
  const termEnd = row.cancellationDate ?? row.expiryDate
  return {
    startDate: later(row.effectiveDate, row.dateAdded),
    endDate: row.dateRemoved ? earlier(termEnd, row.dateRemoved) : termEnd
  }
}

const toPolicy = (row: VehicleRow): VehicleReportPolicy => ({
  coveragePeriod: coveragePeriod(row),
  carrier: { code: row.carrierCode, nameEn: row.carrierNameEn, nameFr: row.carrierNameFr },
  policyNumber: row.policyNumber,
  policyStatus: row.status,
  vehicleUse: row.vehicleUse,
  vehicleClass: row.typeOfUse && {
    typeOfUseCode: row.typeOfUse.code,
    descriptionEn: row.typeOfUse.descriptionEn,
    descriptionFr: row.typeOfUse.descriptionFr
  },
  businessUsePercent: row.businessUsePercentage,
  commutingDistance: row.commutingDistanceOneWay,
  annualDrivingDistance: row.commutingDistanceAnnual
})

const toClaim = (row: ClaimRow): VehicleReportClaim => {
  const losses = row.losses.map((l) => ({ ...l, lossAmount: Number(l.lossAmount), expenseAmount: Number(l.expenseAmount) }))
  return {
    id: row.id,
    dateOfLoss: row.dateOfLoss,
    insurer: { code: row.carrierCode, nameEn: row.carrierNameEn, nameFr: row.carrierNameFr },
    policyNumber: row.policyNumber,
    claimNumber: row.claimNumber,
    status: row.status,
    vehicleLoss: row.vehicleLoss,
    totalLoss: losses.reduce((sum, l) => sum + cents(l.lossAmount), 0) / 100,
    totalExpense: losses.reduce((sum, l) => sum + cents(l.expenseAmount), 0) / 100,
    losses
  }
}

/**
 * A vehicle report from every policy term the VIN was on (newest first) and its claims (newest
 * first); the vehicle's description comes from its latest policy. Undefined when the VIN has no data.
 */
export const assembleVehicleReport = (
  vin: string,
  vehicles: ReadonlyArray<VehicleRow>,
  claimRows: ReadonlyArray<ClaimRow>,
  context: VehicleReportContext
): VehicleReport | undefined => {
  const latest = vehicles[0]
  if (!latest) return undefined
  const claims = claimRows.map(toClaim).sort((a, b) => b.dateOfLoss.localeCompare(a.dateOfLoss))
  const updates = [...vehicles.map((v) => v.termUpdatedAt), ...claimRows.map((c) => c.updatedAt)].map((d) =>
    new Date(d).getTime()
  )
  return {
    id: context.id,
    vin,
    vehicleCode: latest.vehicleCode,
    modelYear: latest.modelYear,
    makeEn: latest.makeEn,
    makeFr: latest.makeFr,
    modelEn: latest.modelEn,
    modelFr: latest.modelFr,
    branding: latest.branding,
    grossVehicleWeight: latest.grossVehicleWeightKg,
    reportDate: context.reportDate,
    ianaTimezone: context.ianaTimezone,
    lastUpdated: new Date(Math.max(...updates)).toISOString(),
    requestor: context.requestor,
    companyNameEn: context.companyNameEn,
    companyNameFr: context.companyNameFr,
    policies: vehicles.map(toPolicy),
    claims,
    totalClaimsLoss: claims.reduce((sum, c) => sum + cents(c.totalLoss), 0) / 100,
    totalClaimsExpense: claims.reduce((sum, c) => sum + cents(c.totalExpense), 0) / 100
  }
}
