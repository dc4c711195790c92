import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { mayEditAtFault, mayEditClaimDetails, mayRemoveClaim } from "../../../api/corrections/permissions"
import {
  excludedDriverChoice,
  noOperatorKey,
  type RemoveClaimPayload,
  type UpdateClaimPayload
} from "../../../api/corrections/schemas"
import type { Claim } from "../../../api/reports/schemas"
import { lockClaim, type ClaimFacts } from "../../db/corrections/currentData"
import { claimOperatorOptions, claimVehicleOptions } from "../../db/corrections/lookupData"
import { changedMeanwhile, notAllowed, notOnReport, mustWrite, refuseField, type CorrectionContext } from "./applyCorrection"
import { coded, none, percent, plain, yesNo, type Bilingual, type FieldChange } from "./changes"
import { isLookupId } from "../reports/lookups"

/** The claim's facts the permission rules read, as they are in the database now. */
const claimRuleFacts = (claim: ClaimFacts) => ({
  carrier: claim.carrier,
  isThirdParty: claim.isThirdParty,
  comprehensiveFlag: claim.isComprehensive,
  involvement: { code: claim.involvementCode }
})

/** The claim on the report and, locked, in the database; it must be the report driver's and not removed. */
const claimOnReport = (context: CorrectionContext, claimKey: number) =>
  Effect.gen(function* () {
    const seen = context.snapshot.claims.find((c) => c.id === claimKey)
    if (!seen) return yield* notOnReport("claim")
    const claim = yield* lockClaim(claimKey)
    if (!claim || claim.driverId !== context.stored.driverId) return yield* notOnReport("claim")
    if (claim.onHold) return yield* changedMeanwhile("claim")
    return { seen, claim }
  })

const about = (claim: ClaimFacts) => ({
  reportingCompanyId: claim.reportingCompanyId,
  policy: { number: claim.policyNumber, effectiveDate: claim.policyEffectiveDate },
  claim: { number: claim.claimNumber, accidentDate: claim.dateOfLoss }
})

const excludedId = (excluded: boolean | null) =>
  excluded === null ? null : excluded ? excludedDriverChoice.yes : excludedDriverChoice.no

const seenOperatorKey = (seen: Claim) => seen.claimDetailFirstParty?.firstPartyOperatorId ?? noOperatorKey

/** updateClaim: at-fault %, first-party driver, vehicle, vehicle loss and excluded driver, each only when changed. */
export const correctClaim = (payload: UpdateClaimPayload) => (context: CorrectionContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (payload.operatorKey !== context.snapshot.driverId) return yield* notOnReport("driver")
    const { seen, claim } = yield* claimOnReport(context, payload.claimKey)
    const facts = claimRuleFacts(claim)
    const changes: Array<FieldChange> = []
    const record = (field: FieldChange["field"], oldValue: Bilingual, newValue: Bilingual) =>
      changes.push({ field, oldValue, newValue, ...about(claim) })

    if (payload.firstPartyDegreeAtFault !== seen.atFault && !mayEditAtFault(context.codes, facts)) return yield* notAllowed
    if (yield* mustWrite("claim's at-fault percentage", seen.atFault, claim.atFaultPercentage, payload.firstPartyDegreeAtFault)) {
      yield* sql`UPDATE claim SET at_fault_percentage = ${payload.firstPartyDegreeAtFault} WHERE id = ${claim.id}`
      yield* sql`UPDATE claim_first_party SET at_fault_percentage = ${payload.firstPartyDegreeAtFault} WHERE claim_id = ${claim.id}`
      record("firstPartyFaultDegree", percent(claim.atFaultPercentage), percent(payload.firstPartyDegreeAtFault))
    }

    const operatorChanged = payload.firstPartyOperatorKey !== seenOperatorKey(seen)
    const vehicleChanged = payload.firstPartyVehicleKey !== seen.vehicleId
    const lossChanged = payload.firstPartyVehicleLossId !== (seen.vehicleLoss?.id ?? null)
    const excludedChanged = payload.firstPartyExcludedDriverId !== excludedId(seen.claimDetailFirstParty?.driverExcluded ?? null)
    if ((operatorChanged || vehicleChanged || lossChanged || excludedChanged) && !mayEditClaimDetails(context.codes, facts))
      return yield* notAllowed

    const currentOperatorKey = claim.firstPartyDriverId ?? noOperatorKey
    if (yield* mustWrite("claim's driver", seenOperatorKey(seen), currentOperatorKey, payload.firstPartyOperatorKey)) {
      const options = yield* claimOperatorOptions(claim.policyId)
      const chosen = options.find((o) => o.operatorKey === payload.firstPartyOperatorKey)
      if (payload.firstPartyOperatorKey !== noOperatorKey && !chosen)
        return yield* refuseField("firstPartyOperatorKey", "notOfPolicy", "not an operator of the claim's policy")
      const before = claim.firstPartyDriverId === null ? undefined : yield* driverName(claim.firstPartyDriverId)
      yield* setFirstPartyDriver(claim, chosen ? chosen.operatorKey : null)
      record("firstPartyOperator", before === undefined ? none : plain(before), chosen ? plain(chosen.fullName) : none)
    }
    if (yield* mustWrite("claim's vehicle", seen.vehicleId, claim.vehicleId, payload.firstPartyVehicleKey)) {
      const options = yield* claimVehicleOptions(claim.policyId)
      const vehicleName = (id: number | null): Bilingual => {
        const v = options.find((o) => o.vehicleKey === id)
        return v ? { en: `${v.modelYear} ${v.makeEn} ${v.modelEn}`, fr: `${v.modelYear} ${v.makeFr} ${v.modelFr}` } : none
      }
      if (payload.firstPartyVehicleKey !== null && !options.some((o) => o.vehicleKey === payload.firstPartyVehicleKey))
        return yield* refuseField("firstPartyVehicleKey", "notOfPolicy", "not a vehicle of the claim's policy")
      yield* sql`UPDATE claim SET policy_vehicle_id = ${payload.firstPartyVehicleKey} WHERE id = ${claim.id}`
      record("vehicle", claim.vehicleId === null ? none : vehicleName(claim.vehicleId), vehicleName(payload.firstPartyVehicleKey))
    }
    if (
      yield* mustWrite("claim's vehicle loss", seen.vehicleLoss?.id ?? null, claim.vehicleLossId, payload.firstPartyVehicleLossId)
    ) {
      const loss = payload.firstPartyVehicleLossId
      if (loss !== null && !isLookupId("vehicle_loss", loss))
        return yield* refuseField("firstPartyVehicleLossId", "unknownValue", "unknown")
      yield* sql`UPDATE claim SET vehicle_loss_id = ${loss} WHERE id = ${claim.id}`
      record("vehicleLoss", coded("vehicle_loss", claim.vehicleLossId), coded("vehicle_loss", loss))
    }
    const seenExcluded = excludedId(seen.claimDetailFirstParty?.driverExcluded ?? null)
    if (
      yield* mustWrite(
        "claim's excluded driver",
        seenExcluded,
        excludedId(claim.driverExcluded),
        payload.firstPartyExcludedDriverId
      )
    ) {
      const excluded =
        payload.firstPartyExcludedDriverId === null ? null : payload.firstPartyExcludedDriverId === excludedDriverChoice.yes
      yield* ensureFirstParty(claim.id)
      yield* sql`UPDATE claim_first_party SET driver_excluded = ${excluded} WHERE claim_id = ${claim.id}`
      record("excludedDriver", yesNo(claim.driverExcluded), yesNo(excluded))
    }
    if (changes.length > 0) yield* sql`UPDATE claim SET updated_at = now() WHERE id = ${claim.id}`
    return changes
  })

const driverName = (driverId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ fullName: string }>`SELECT full_name FROM driver WHERE id = ${driverId}`
    return row?.fullName
  })

const ensureFirstParty = (claimId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO claim_first_party (claim_id) VALUES (${claimId}) ON CONFLICT (claim_id) DO NOTHING`
  })

/** The first-party driver and the details the report shows of them, copied from the driver's record; none clears them. */
const setFirstPartyDriver = (claim: ClaimFacts, driverId: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* ensureFirstParty(claim.id)
    if (driverId === null) {
      yield* sql`
        UPDATE claim_first_party SET driver_id = NULL, full_name = NULL, licence_number = NULL, jurisdiction_id = NULL,
          date_of_birth = NULL, year_of_birth = NULL, listed_on_policy = NULL
        WHERE claim_id = ${claim.id}`
      return
    }
    yield* sql`
      UPDATE claim_first_party fp SET driver_id = d.id, full_name = d.full_name, licence_number = d.licence_number,
        jurisdiction_id = d.jurisdiction_id, date_of_birth = d.date_of_birth, year_of_birth = d.year_of_birth,
        listed_on_policy = EXISTS (SELECT 1 FROM policy_operator po WHERE po.policy_id = ${claim.policyId} AND po.driver_id = d.id)
      FROM driver d
      WHERE fp.claim_id = ${claim.id} AND d.id = ${driverId}`
  })

/** removeClaim (bureau users): the claim is put on hold and no report shows it again. */
export const removeClaim = (payload: RemoveClaimPayload) => (context: CorrectionContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { claim } = yield* claimOnReport(context, payload.claimKey)
    if (!mayRemoveClaim(context.user, context.codes, claim)) return yield* notAllowed
    yield* sql`UPDATE claim SET on_hold = true, updated_at = now() WHERE id = ${claim.id}`
    const removed: FieldChange = {
      field: "claimRemoved",
      oldValue: plain(claim.claimNumber),
      newValue: { en: "Removed", fr: "Retiré" },
      ...about(claim)
    }
    return [removed]
  })
