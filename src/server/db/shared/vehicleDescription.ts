/** A vehicle on a policy as the driver report and the vehicle report both describe it. */
export interface VehicleDescription {
  readonly modelYear: number
  readonly makeEn: string
  readonly makeFr: string
  readonly modelEn: string
  readonly modelFr: string
  readonly vin: string
  readonly vehicleCode: string | null
  readonly grossVehicleWeightKg: number | null
  readonly dateAdded: string
  readonly dateRemoved: string | null
  readonly businessUsePercentage: number | null
  readonly commutingDistanceOneWay: number | null
  readonly commutingDistanceAnnual: number | null
}
