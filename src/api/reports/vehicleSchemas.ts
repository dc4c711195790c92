import { Schema } from "effect"
import { Id } from "../fields"
import { IsoDateTime } from "../platform/schemas"
import { PlainDate } from "../dates"
import { Carrier, ClaimLossAmounts, Lookup } from "./schemas"
import { vehicleMakeModel } from "../shared/records"

/** A VIN is 17 characters (document 1 section 9). */
export const vinLength = 17

/** VIN as the search sends it: letters and digits without I, O and Q, all 17 (a shorter one cannot name a vehicle). */
export const Vin = Schema.String.check(Schema.isPattern(/^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$/))

export const VehicleReportPolicy = Schema.Struct({
  coveragePeriod: Schema.Struct({ startDate: PlainDate, endDate: PlainDate }),
  carrier: Carrier,
  policyNumber: Schema.String,
  policyStatus: Lookup,
  vehicleUse: Schema.NullOr(Lookup),
  vehicleClass: Schema.NullOr(
    Schema.Struct({ typeOfUseCode: Schema.String, descriptionEn: Schema.String, descriptionFr: Schema.String })
  ),
  businessUsePercent: Schema.NullOr(Schema.Number),
  /** Kilometres, one way. */
  commutingDistance: Schema.NullOr(Schema.Number),
  /** Kilometres a year. */
  annualDrivingDistance: Schema.NullOr(Schema.Number)
})
export type VehicleReportPolicy = typeof VehicleReportPolicy.Type

export const VehicleClaimLoss = ClaimLossAmounts

export const VehicleReportClaim = Schema.Struct({
  id: Schema.Int,
  dateOfLoss: PlainDate,
  insurer: Carrier,
  policyNumber: Schema.String,
  claimNumber: Schema.String,
  status: Schema.Literals(["open", "closed"]),
  vehicleLoss: Schema.NullOr(Lookup),
  totalLoss: Schema.Number,
  totalExpense: Schema.Number,
  losses: Schema.Array(VehicleClaimLoss)
})
export type VehicleReportClaim = typeof VehicleReportClaim.Type

/** A vehicle history report for one VIN, stored when generated. */
export const VehicleReport = Schema.Struct({
  id: Schema.Int,
  vin: Schema.String,
  vehicleCode: Schema.NullOr(Schema.String),
  modelYear: Schema.NullOr(Schema.Int),
  ...vehicleMakeModel,
  branding: Schema.NullOr(Lookup),
  /** Kilograms. */
  grossVehicleWeight: Schema.NullOr(Schema.Number),
  reportDate: IsoDateTime,
  /** The requester's time zone: report dates show in it. */
  ianaTimezone: Schema.String,
  lastUpdated: Schema.NullOr(IsoDateTime),
  requestor: Schema.String,
  companyNameEn: Schema.String,
  companyNameFr: Schema.String,
  policies: Schema.Array(VehicleReportPolicy),
  claims: Schema.Array(VehicleReportClaim),
  totalClaimsExpense: Schema.Number,
  totalClaimsLoss: Schema.Number
})
export type VehicleReport = typeof VehicleReport.Type

export const VehiclePdfRequest = Schema.Struct({ reportId: Id })

/** What the vehicle search field says of a VIN kept by normalizeVin: blank (document 1 section 5), or too short to search. */
export type VinFieldError = "blank" | "tooShort"

export const vinFieldError = (vin: string): VinFieldError | undefined =>
  vin === "" ? "blank" : vin.length < vinLength ? "tooShort" : undefined

/** A branded title (salvage, rebuilt...) is flagged like a price-coded vehicle, on screen and in the PDF. */
export const isBrandedTitle = (report: Pick<VehicleReport, "branding">): boolean =>
  report.branding !== null && report.branding.code !== "NORMAL"

/** Price-coded: a vehicle code starting with P (document 3 section 5). */
export const isPriceCoded = (report: Pick<VehicleReport, "vehicleCode">): boolean => report.vehicleCode?.startsWith("P") ?? false

/** The VIN field's rule: anything but letters and digits goes, and so do I, O and Q; at most 17. */
export const normalizeVin = (raw: string): string =>
  raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .replace(/[IOQ]/g, "")
    .trim()
    .slice(0, 17)
