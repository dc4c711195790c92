import { Effect } from "effect"
import { mayEditAtFault, mayEditClaimDetails, mayRemoveClaim } from "../../../api/corrections/permissions"
import {
  excludedDriverChoice,
  noOperatorKey,
  type RemoveClaimPayload,
  type UpdateClaimPayload
} from "../../../api/corrections/schemas"
import type { ClaimRefusal } from "../../../api/corrections/validation"
import type { Claim } from "../../../api/reports/schemas"
import type { ClaimFacts } from "../../db/corrections/correctionsRepository"
import { changedMeanwhile, notAllowed, notOnReport, mustWrite, refuseField, type CorrectionContext } from "./applyCorrection"
import { coded, none, percent, plain, yesNo, type Bilingual, type FieldChange } from "./changes"
import { isLookupId } from "../../shared/lookups"

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
    const { db } = context
    const claim = yield* db.lockClaim(claimKey)
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
    if (payload.operatorKey !== context.snapshot.driverId) return yield* notOnReport("driver")
    const { db } = context
    const { seen, claim } = yield* claimOnReport(context, payload.claimKey)
    const facts = claimRuleFacts(claim)
    const changes: Array<FieldChange> = []
    const record = (field: FieldChange["field"], oldValue: Bilingual, newValue: Bilingual) =>
      changes.push({ field, oldValue, newValue, ...about(claim) })

    if (payload.firstPartyDegreeAtFault !== seen.atFault && !mayEditAtFault(context.codes, facts)) return yield* notAllowed
    if (yield* mustWrite("claim's at-fault percentage", seen.atFault, claim.atFaultPercentage, payload.firstPartyDegreeAtFault)) {
      yield* db.setClaimAtFault(claim.id, payload.firstPartyDegreeAtFault)
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
      const options = yield* db.claimOperatorOptions(claim.policyId)
      const chosen = options.find((o) => o.operatorKey === payload.firstPartyOperatorKey)
      if (payload.firstPartyOperatorKey !== noOperatorKey && !chosen)
        return yield* refuseField<ClaimRefusal>(
          { field: "firstPartyOperatorKey", code: "notOfPolicy" },
          "not an operator of the claim's policy"
        )
      const before = claim.firstPartyDriverId === null ? undefined : yield* db.driverFullName(claim.firstPartyDriverId)
      yield* db.setClaimFirstPartyDriver(claim, chosen ? chosen.operatorKey : null)
      record("firstPartyOperator", before === undefined ? none : plain(before), chosen ? plain(chosen.fullName) : none)
    }
    if (yield* mustWrite("claim's vehicle", seen.vehicleId, claim.vehicleId, payload.firstPartyVehicleKey)) {
      const options = yield* db.claimVehicleOptions(claim.policyId)
      const vehicleName = (id: number | null): Bilingual => {
        const v = options.find((o) => o.vehicleKey === id)
        return v ? { en: `${v.modelYear} ${v.makeEn} ${v.modelEn}`, fr: `${v.modelYear} ${v.makeFr} ${v.modelFr}` } : none
      }
      if (payload.firstPartyVehicleKey !== null && !options.some((o) => o.vehicleKey === payload.firstPartyVehicleKey))
        return yield* refuseField<ClaimRefusal>(
          { field: "firstPartyVehicleKey", code: "notOfPolicy" },
          "not a vehicle of the claim's policy"
        )
      yield* db.setClaimVehicle(claim.id, payload.firstPartyVehicleKey)
      record("vehicle", claim.vehicleId === null ? none : vehicleName(claim.vehicleId), vehicleName(payload.firstPartyVehicleKey))
    }
    if (
      yield* mustWrite("claim's vehicle loss", seen.vehicleLoss?.id ?? null, claim.vehicleLossId, payload.firstPartyVehicleLossId)
    ) {
      const loss = payload.firstPartyVehicleLossId
      if (loss !== null && !isLookupId("vehicle_loss", loss))
        return yield* refuseField<ClaimRefusal>({ field: "firstPartyVehicleLossId", code: "unknownValue" }, "unknown")
      yield* db.setClaimVehicleLoss(claim.id, loss)
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
      yield* db.setClaimExcludedDriver(claim.id, excluded)
      record("excludedDriver", yesNo(claim.driverExcluded), yesNo(excluded))
    }
    if (changes.length > 0) yield* db.touchClaim(claim.id)
    return changes
  })

/** removeClaim (bureau users): the claim is put on hold and no report shows it again. */
export const removeClaim = (payload: RemoveClaimPayload) => (context: CorrectionContext) =>
  Effect.gen(function* () {
    const { db } = context
    const { claim } = yield* claimOnReport(context, payload.claimKey)
    if (!mayRemoveClaim(context.user, context.codes, claim)) return yield* notAllowed
    yield* db.putClaimOnHold(claim.id)
    const removed: FieldChange = {
      field: "claimRemoved",
      oldValue: plain(claim.claimNumber),
      newValue: { en: "Removed", fr: "Retiré" },
      ...about(claim)
    }
    return [removed]
  })
