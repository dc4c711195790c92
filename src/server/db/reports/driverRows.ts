import type { Carrier, JurisdictionRef } from "../../../api/reports/schemas"
import type { DriverDetails } from "../shared/driverDetails"
import type { VehicleDescription } from "../shared/vehicleDescription"

/** Everything a driver report is built from, as read from the database (plain data, lookup ids). */
export interface DriverData {
  readonly driver: DriverRow
  readonly terms: ReadonlyArray<TermRow>
  readonly vehicles: ReadonlyArray<VehicleRow>
  readonly operators: ReadonlyArray<OperatorRow>
  /** Claims on the driver's record, removed (on-hold) claims already left out. */
  readonly claims: ReadonlyArray<ClaimRow>
  /** Earlier reports on this driver, newest first. */
  readonly inquiries: ReadonlyArray<InquiryRow>
}

export interface DriverRow extends DriverDetails {
  readonly jurisdiction: JurisdictionRef
  readonly onHold: boolean
  readonly albertaGridLevel: string | null
  readonly albertaGridIndicator: string | null
  readonly updatedAt: string
}

/** One term of a policy on which the driver was listed during that term. */
export interface TermRow {
  readonly termId: number
  readonly policyId: number
  readonly policyNumber: string
  readonly carrier: Carrier
  readonly holderName: string
  readonly holderAddress: string
  readonly isCommercial: boolean
  readonly effectiveDate: string
  readonly expiryDate: string
  readonly cancellationDate: string | null
  readonly isCancelled: boolean
  readonly statusId: number
  readonly updatedAt: string
}

export interface VehicleRow extends VehicleDescription {
  readonly id: number
  readonly policyId: number
  readonly isTrailer: boolean
  readonly locationPostalCode: string | null
  readonly vehicleUseId: number | null
  readonly typeOfUseId: number | null
  readonly vehicleClass: string | null
  readonly drivingRecord: number | null
  readonly majorCoverageIds: ReadonlyArray<number>
  readonly brandingId: number | null
}

export interface OperatorRow {
  readonly id: number
  readonly policyId: number
  readonly driverId: number
  readonly fullName: string
  readonly licenceNumber: string
  readonly jurisdiction: JurisdictionRef
  readonly yearOfBirth: number | null
  readonly relationshipId: number | null
  readonly dateAdded: string
  readonly dateDeleted: string | null
  /** The operator's listing on this policy is on hold, or the driver is. */
  readonly onHold: boolean
  readonly vehicles: ReadonlyArray<{ readonly policyVehicleId: number; readonly operatorTypeId: number }>
}

export interface ClaimLossRow {
  readonly lossKindId: number
  readonly lossAmount: number
  readonly expenseAmount: number
  readonly isReserve: boolean
  readonly reserveDate: string | null
}

export interface FirstPartyRow {
  readonly driverId: number | null
  readonly fullName: string | null
  readonly licenceNumber: string | null
  readonly jurisdiction: JurisdictionRef | null
  readonly dateOfBirth: string | null
  readonly yearOfBirth: number | null
  readonly listedOnPolicy: boolean | null
  readonly driverExcluded: boolean | null
  readonly atFaultPercentage: number | null
  /** The first-party operator is on hold: the date of birth is masked. */
  readonly onHold: boolean
}

export interface ThirdPartyRow {
  readonly fullName: string | null
  readonly licenceNumber: string | null
  readonly jurisdiction: JurisdictionRef | null
  readonly insurerNameEn: string | null
  readonly insurerNameFr: string | null
  readonly policyNumber: string | null
  readonly atFaultPercentage: number | null
}

export interface ClaimRow {
  readonly id: number
  readonly carrier: Carrier
  readonly policyNumber: string
  readonly claimNumber: string
  readonly policyholderName: string | null
  readonly policyholderAddress: string | null
  readonly dateOfLoss: string
  readonly dateReported: string | null
  readonly status: "open" | "closed"
  readonly isThirdParty: boolean
  readonly isReserveOnly: boolean
  readonly isComprehensive: boolean
  readonly atFaultPercentage: number | null
  readonly involvementCode: string
  readonly vehicleId: number | null
  readonly vehicleEn: string | null
  readonly vehicleFr: string | null
  readonly vehicleLossId: number | null
  readonly majorCoverageIds: ReadonlyArray<number>
  readonly updatedAt: string
  readonly losses: ReadonlyArray<ClaimLossRow>
  readonly firstParty: FirstPartyRow | null
  readonly thirdParty: ThirdPartyRow | null
}

export interface InquiryRow {
  readonly date: string
  readonly companyNameEn: string
  readonly companyNameFr: string
}
