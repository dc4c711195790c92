import { Effect } from "effect"
import { mayAddOperator } from "../../../api/corrections/permissions"
import type { AddOperatorPayload } from "../../../api/corrections/schemas"
import { addOperatorIssues, albertaCode, type AddOperatorRefusal } from "../../../api/corrections/validation"
import type { NewDriver } from "../../db/corrections/correctionsRepository"
import { normalizeLicence } from "../../shared/licence"
import { notAllowed, notOnReport, refuseField, refuseIssues, type CorrectionContext } from "./applyCorrection"
import { invalidFields } from "../invalidRequest"
import { none, type FieldChange } from "./changes"
import { alreadyListed, listingForTerms } from "./operatorListing"
import { isLookupId } from "../../shared/lookups"

/**
 * addOperatorInPolicy (bureau users): the driver known by licence (or a new driver) is listed on the
 * policy from the start of the earliest chosen term, on the chosen vehicle with the operator type. The
 * listing ends with the latest chosen term when that term is over; otherwise it stays open.
 */
export const addOperator = (payload: AddOperatorPayload) => (context: CorrectionContext) =>
  Effect.gen(function* () {
    const { snapshot, user, codes, today } = context
    const { db } = context
    if (!snapshot.policies.some((p) => p.policyKey === payload.policyKey)) return yield* notOnReport("policy")
    const term = yield* db.lockTerm(payload.policyKey)
    if (!term) return yield* notOnReport("policy")
    if (!mayAddOperator(user, codes, term)) return yield* notAllowed

    yield* db.lockPolicy(term.policyId)
    const jurisdiction = yield* db.jurisdictionById(payload.DLNJurisdictionId)
    if (!jurisdiction)
      return yield* refuseField<AddOperatorRefusal>({ field: "DLNJurisdictionId", code: "unknownValue" }, "unknown")
    const licence = normalizeLicence(payload.DLN)
    // A licence the bureau's data holds is that driver, found or not by the dialog's look-up.
    const known = yield* db.driverByLicence(licence, jurisdiction.id)
    if (payload.operatorKey !== null && known?.id !== payload.operatorKey)
      return yield* refuseField<AddOperatorRefusal>(
        { field: "DLN", code: "notTheLicensedDriver" },
        "not the driver with this licence"
      )
    yield* refuseIssues(
      addOperatorIssues(
        {
          policyTermCount: payload.policyTerm.length,
          vehicleKey: payload.vehicleKey,
          operatorTypeId: payload.operatorTypeId,
          DLN: payload.DLN,
          DLNJurisdictionCode: jurisdiction.code,
          fullName: payload.fullName,
          relationShipId: payload.relationShipId,
          operatorKey: known?.id ?? null,
          dateOfBirth: payload.dateOfBirth,
          genderId: payload.genderId,
          maritalStatusId: payload.maritalStatusId,
          gridLevel: payload.gridLevel ?? null,
          gridIndicator: payload.gridIndicator ?? null
        },
        today
      )
    )
    for (const [table, id, field] of [
      ["operator_type", payload.operatorTypeId, "operatorTypeId"],
      ["relationship", payload.relationShipId, "relationShipId"],
      ["gender", payload.genderId, "genderId"],
      ["marital_status", payload.maritalStatusId, "maritalStatusId"]
    ] as const) {
      if (id !== null && !isLookupId(table, id))
        return yield* refuseField<AddOperatorRefusal>({ field: field, code: "unknownValue" }, "unknown")
    }

    const terms = yield* db.policyTermOptions(term.policyId)
    const chosen = payload.policyTerm.map((p) =>
      terms.find((t) => t.termStartDate === p.termStartDate && t.termEndDate === p.termEndDate)
    )
    if (chosen.some((t) => t === undefined))
      return yield* refuseField<AddOperatorRefusal>({ field: "policyTerm", code: "notOfPolicy" }, "not a term of the policy")
    const vehicles = yield* db.termVehicleOptions(
      term.policyId,
      payload.policyTerm.map((t) => t.termStartDate)
    )
    if (!vehicles.some((v) => v.vehicleKey === payload.vehicleKey))
      return yield* refuseField<AddOperatorRefusal>(
        { field: "vehicleKey", code: "notOfPolicy" },
        "not a vehicle of the chosen terms"
      )

    const driverId = known?.id ?? (yield* db.insertDriver(newDriver(payload, jurisdiction, licence)))
    const listing = listingForTerms(payload.policyTerm, today)
    if (alreadyListed(yield* db.driverListings(term.policyId, driverId), listing))
      return yield* invalidFields(
        [{ field: "DLN", code: "operatorAlreadyExists" } satisfies AddOperatorRefusal],
        "This driver is already an operator of the policy",
        "ERROR_400_DUPLICATE_POLICYOPERATOR"
      )

    yield* db.insertListing({
      policyId: term.policyId,
      driverId,
      relationshipId: payload.relationShipId,
      listing,
      vehicleId: payload.vehicleKey,
      operatorTypeId: payload.operatorTypeId
    })

    const name = known?.fullName ?? payload.fullName.trim()
    const shown = `${name} (${licence} ${jurisdiction.code})`
    const added: FieldChange = {
      field: "operatorAdded",
      oldValue: none,
      newValue: { en: shown, fr: shown },
      reportingCompanyId: term.reportingCompanyId,
      policy: { number: term.policyNumber, effectiveDate: listing.dateAdded }
    }
    return [added]
  })

/** A driver new to the bureau's data, from what the dialog gave (no address is known yet). */
const newDriver = (
  payload: AddOperatorPayload,
  jurisdiction: { readonly id: number; readonly code: string },
  licence: string
): NewDriver => {
  const isAlberta = jurisdiction.code === albertaCode
  return {
    licenceNumber: licence,
    jurisdictionId: jurisdiction.id,
    fullName: payload.fullName.trim(),
    dateOfBirth: payload.dateOfBirth,
    yearOfBirth: payload.dateOfBirth === null ? null : Number(payload.dateOfBirth.slice(0, 4)),
    genderId: payload.genderId,
    maritalStatusId: payload.maritalStatusId,
    albertaGridLevel: isAlberta ? (payload.gridLevel?.trim() ?? null) : null,
    albertaGridIndicator: isAlberta ? (payload.gridIndicator?.trim() ?? null) : null
  }
}
