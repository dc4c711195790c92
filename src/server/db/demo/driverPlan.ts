import type { VehicleDescription } from "../shared/vehicleDescription"

/**
 * A driver with their history, as plain data ready to insert: lookups by code, companies by code,
 * other drivers by licence. Both the generator and the hand-made demo drivers produce these.
 */
export interface DriverRef {
  readonly licenceNumber: string
  readonly jurisdiction: string
}

export interface PlannedDriver extends DriverRef {
  readonly fullName: string
  readonly fullAddress: string
  readonly postalCode: string
  readonly dateOfBirth: string | null
  readonly yearOfBirth: number
  readonly gender: "M" | "F" | "U"
  readonly maritalStatus: "M" | "N" | "T" | "D" | "S" | "C"
  readonly driverTraining: "Y" | "N" | null
  readonly yearsLicensed: number | null
  readonly onHold: boolean
  readonly albertaGrid: { readonly level: string; readonly indicator: string; readonly ratingDate: string } | null
  readonly policies: ReadonlyArray<PlannedPolicy>
  readonly claims: ReadonlyArray<PlannedClaim>
}

export interface PlannedPolicy {
  readonly company: string
  readonly policyNumber: string
  readonly holderName: string
  readonly holderAddress: string
  readonly isCommercial: boolean
  readonly terms: ReadonlyArray<PlannedTerm>
  readonly vehicles: ReadonlyArray<PlannedVehicle>
  readonly operators: ReadonlyArray<PlannedOperator>
}

export type PolicyStatusCode = "ACT" | "ADD" | "EXP" | "CNP" | "CNR" | "CUW" | "CMR" | "CIR" | "COT"

export interface PlannedTerm {
  readonly effective: string
  readonly expiry: string
  readonly cancelled: boolean
  readonly cancellation: string | null
  readonly status: PolicyStatusCode
}

export type CoverageCode = "TPL" | "AB" | "DCPD" | "COLL" | "COMP" | "AP" | "SP" | "UA"

export interface PlannedVehicle extends Pick<
  VehicleDescription,
  "dateAdded" | "dateRemoved" | "modelYear" | "makeEn" | "makeFr" | "modelEn" | "modelFr" | "vin"
> {
  readonly isTrailer: boolean
  readonly vehicleCode: string
  readonly locationPostalCode: string
  readonly use: "P" | "C" | "B" | "F" | "D"
  readonly typeOfUse: "PP" | "CV" | "FV" | "TR"
  readonly vehicleClass: string
  readonly drivingRecord: number
  readonly coverages: ReadonlyArray<CoverageCode>
  readonly commutingOneWayKm: number | null
  readonly annualKm: number | null
  readonly businessUsePercent: number | null
  readonly branding: "NORMAL" | "SALVAGE" | "REBUILT" | "NONREPAIRABLE" | "FLOOD"
  readonly grossWeightKg: number
}

export type OperatorTypeCode = "P" | "O" | "C" | "E"
export type RelationshipCode =
  "SELF" | "SPOUSE" | "PARENT" | "CHILD" | "SIBLING" | "OTHER" | "GRANDCHILD" | "GRANDPARENT" | "FRIEND"

export interface PlannedOperator {
  /** "self" is the driver the plan describes. */
  readonly driver: "self" | DriverRef
  readonly relationship: RelationshipCode
  readonly dateAdded: string
  readonly dateDeleted: string | null
  readonly onHold: boolean
  /** Operator type per vehicle, by index into the policy's vehicles. */
  readonly vehicles: ReadonlyArray<{ readonly vehicle: number; readonly type: OperatorTypeCode }>
}

export type LossKindCode = "BI" | "PD" | "DCPD" | "AB" | "COLL" | "COMP" | "SP" | "AP" | "UA"

export interface PlannedClaim {
  readonly company: string
  /** Index into the driver's policies; null for a claim under another party's policy. */
  readonly policy: number | null
  readonly policyNumber: string
  readonly claimNumber: string
  readonly dateOfLoss: string
  readonly dateReported: string
  readonly status: "open" | "closed"
  readonly thirdParty: boolean
  readonly reserveOnly: boolean
  readonly comprehensive: boolean
  readonly atFault: number | null
  readonly involvement: string
  /** Index into the vehicles of the claim's policy. */
  readonly vehicle: number | null
  readonly vehicleLoss: "P" | "T" | "N" | null
  readonly coverages: ReadonlyArray<CoverageCode>
  readonly onHold: boolean
  readonly losses: ReadonlyArray<{
    readonly kind: LossKindCode
    readonly loss: number
    readonly expense: number
    readonly reserve: boolean
    readonly reserveDate: string | null
  }>
  readonly firstParty: {
    readonly driver: "self" | DriverRef | null
    readonly fullName: string
    readonly licenceNumber: string
    readonly jurisdiction: string
    readonly dateOfBirth: string | null
    readonly yearOfBirth: number | null
    readonly listedOnPolicy: boolean
    readonly excluded: boolean
    readonly atFault: number | null
  } | null
  readonly thirdPartyDetails: {
    readonly fullName: string
    readonly licenceNumber: string
    readonly jurisdiction: string
    readonly insurer: string | null
    readonly policyNumber: string
    readonly atFault: number | null
  } | null
}
