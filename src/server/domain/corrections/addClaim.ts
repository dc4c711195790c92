import { Effect } from "effect"
import { mayAddOrRemove } from "../../../api/corrections/permissions"
import { excludedDriverChoice, type AddClaimPayload } from "../../../api/corrections/schemas"
import { addClaimIssues, termCoversDate, type AddClaimRefusal } from "../../../api/corrections/validation"
import { normalizeLicence } from "../../shared/licence"
import { isLookupId, lookupId } from "../../shared/lookups"
import { notAllowed, notOnReport, refuseField, refuseIssues, type CorrectionContext } from "./applyCorrection"
import { invalidFields } from "../invalidRequest"
import { none, plain, type FieldChange } from "./changes"

const comprehensiveCoverage = lookupId("major_coverage", "COMP")

/**
 * addClaim (bureau users): an open claim with involvement F on the report's driver, under the chosen
 * term's policy of a company the user corrects; the term must cover the date of loss.
 */
export const addClaim = (payload: AddClaimPayload) => (context: CorrectionContext) =>
  Effect.gen(function* () {
    const { codes, user, snapshot } = context
    const { db } = context
    const companyCode = payload.reportingCompanyCode.trim()
    if (!mayAddOrRemove(user, codes) || !codes.has(companyCode)) return yield* notAllowed
    yield* refuseIssues(
      addClaimIssues(
        {
          accidentDate: payload.accidentDate,
          reportingCompanyCode: companyCode,
          firstPartyPolicyKey: payload.firstPartyPolicyKey,
          claimId: payload.claimId,
          majorCoverages: payload.majorCoverages,
          firstPartyVIN: payload.firstPartyVIN,
          firstPartyOperatorDLN: payload.firstPartyOperatorDLN,
          firstPartyOperatorJurisdictionId: payload.firstPartyOperatorJurisdictionId,
          firstPartyFullName: payload.firstPartyFullName,
          firstPartyExcludedDriverId: payload.firstPartyExcludedDriverId,
          firstPartyAtFault: payload.firstPartyAtFault
        },
        context.today
      )
    )
    if (!snapshot.policies.some((p) => p.policyKey === payload.firstPartyPolicyKey)) return yield* notOnReport("policy")
    const term = yield* db.lockTerm(payload.firstPartyPolicyKey)
    const company = yield* db.companyByCode(companyCode)
    if (!term || !company) return yield* notOnReport("policy")
    if (term.reportingCompanyId !== company.id)
      return yield* refuseField<AddClaimRefusal>(
        { field: "firstPartyPolicyKey", code: "notOfPolicy" },
        "not a policy of the reporting company"
      )
    if (payload.policyId.trim() !== term.policyNumber)
      return yield* refuseField<AddClaimRefusal>(
        { field: "policyId", code: "notOfPolicy" },
        "not the number of the chosen policy"
      )
    if (!termCoversDate(term, payload.accidentDate))
      return yield* refuseField<AddClaimRefusal>(
        { field: "accidentDate", code: "dateOfLossOutsideTerm" },
        "the chosen policy term does not cover the date of loss"
      )
    for (const coverage of payload.majorCoverages) {
      if (!isLookupId("major_coverage", coverage))
        return yield* refuseField<AddClaimRefusal>({ field: "majorCoverages", code: "unknownValue" }, "unknown")
    }
    const jurisdiction = yield* db.jurisdictionById(payload.firstPartyOperatorJurisdictionId)
    if (!jurisdiction)
      return yield* refuseField<AddClaimRefusal>({ field: "firstPartyOperatorJurisdictionId", code: "unknownValue" }, "unknown")
    const licence = normalizeLicence(payload.firstPartyOperatorDLN)
    const licensed = payload.firstPartyOperatorKey === null ? undefined : yield* db.driverByLicence(licence, jurisdiction.id)
    const firstPartyDriver = licensed?.id === payload.firstPartyOperatorKey ? licensed : undefined
    if (payload.firstPartyOperatorKey !== null && !firstPartyDriver)
      return yield* refuseField<AddClaimRefusal>(
        { field: "firstPartyOperatorDLN", code: "notTheLicensedDriver" },
        "no such driver with this licence"
      )

    const claimNumber = payload.claimId.trim()
    yield* db.lockCompanyClaims(company.id)
    if (yield* db.companyHoldsClaimNumber(company.id, claimNumber))
      return yield* invalidFields(
        [{ field: "claimId", code: "duplicateClaim" } satisfies AddClaimRefusal],
        `Claim ${claimNumber} already exists for ${companyCode}`,
        "ERROR_400_DUPLICATE_CLAIM"
      )

    const vehicleId = yield* db.policyVehicleByVin(
      term.policyId,
      payload.firstPartyVIN.trim().toUpperCase(),
      payload.accidentDate
    )
    const coverages = [...new Set(payload.majorCoverages)].sort((a, b) => a - b)
    yield* db.insertClaim({
      driverId: context.driver.id,
      reportingCompanyId: company.id,
      policyId: term.policyId,
      policyNumber: term.policyNumber,
      claimNumber,
      dateOfLoss: payload.accidentDate,
      dateReported: context.today,
      isComprehensive: coverages.includes(comprehensiveCoverage),
      atFaultPercentage: payload.firstPartyAtFault,
      vehicleId: vehicleId ?? null,
      majorCoverageIds: coverages,
      firstParty: {
        driverId: firstPartyDriver?.id ?? null,
        fullName: payload.firstPartyFullName.trim(),
        licenceNumber: licence,
        jurisdictionId: jurisdiction.id,
        dateOfBirth: firstPartyDriver?.dateOfBirth ?? null,
        yearOfBirth: firstPartyDriver?.yearOfBirth ?? null,
        driverExcluded: payload.firstPartyExcludedDriverId === excludedDriverChoice.yes
      }
    })

    const added: FieldChange = {
      field: "claimAdded",
      oldValue: none,
      newValue: plain(claimNumber),
      reportingCompanyId: company.id,
      policy: { number: term.policyNumber, effectiveDate: term.effectiveDate },
      claim: { number: claimNumber, accidentDate: payload.accidentDate }
    }
    return [added]
  })
