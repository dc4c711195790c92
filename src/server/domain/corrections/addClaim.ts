import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { mayAddOrRemove } from "../../../api/corrections/permissions"
import { excludedDriverChoice, type AddClaimPayload } from "../../../api/corrections/schemas"
import { addClaimIssues, termCoversDate } from "../../../api/corrections/validation"
import { companyByCode, jurisdictionById, lockTerm } from "../../db/corrections/currentData"
import { normalizeLicence } from "../../db/reports/storedReports"
import { isLookupId, lookupId } from "../reports/lookups"
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
    const sql = yield* SqlClient.SqlClient
    const { codes, user, snapshot } = context
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
    const term = yield* lockTerm(payload.firstPartyPolicyKey)
    const company = yield* companyByCode(companyCode)
    if (!term || !company) return yield* notOnReport("policy")
    if (term.reportingCompanyId !== company.id)
      return yield* refuseField("firstPartyPolicyKey", "notOfPolicy", "not a policy of the reporting company")
    if (payload.policyId.trim() !== term.policyNumber)
      return yield* refuseField("policyId", "notOfPolicy", "not the number of the chosen policy")
    if (!termCoversDate(term, payload.accidentDate))
      return yield* refuseField("accidentDate", "dateOfLossOutsideTerm", "the chosen policy term does not cover the date of loss")
    for (const coverage of payload.majorCoverages) {
      if (!isLookupId("major_coverage", coverage)) return yield* refuseField("majorCoverages", "unknownValue", "unknown")
    }
    const jurisdiction = yield* jurisdictionById(payload.firstPartyOperatorJurisdictionId)
    if (!jurisdiction) return yield* refuseField("firstPartyOperatorJurisdictionId", "unknownValue", "unknown")
    const licence = normalizeLicence(payload.firstPartyOperatorDLN)
    const firstPartyDriver =
      payload.firstPartyOperatorKey === null
        ? undefined
        : (yield* sql<{ id: number; dateOfBirth: string | null; yearOfBirth: number | null }>`
            SELECT id, date_of_birth::text AS date_of_birth, year_of_birth FROM driver
            WHERE id = ${payload.firstPartyOperatorKey} AND licence_number = ${licence} AND jurisdiction_id = ${jurisdiction.id}`)[0]
    if (payload.firstPartyOperatorKey !== null && !firstPartyDriver)
      return yield* refuseField("firstPartyOperatorDLN", "notTheLicensedDriver", "no such driver with this licence")

    const claimNumber = payload.claimId.trim()
    // Claim numbers are unique per company: additions to one company's claims run one at a time.
    yield* sql`SELECT id FROM reporting_company WHERE id = ${company.id} FOR UPDATE`
    const [duplicate] = yield* sql<{ id: number }>`
      SELECT id FROM claim
      WHERE reporting_company_id = ${company.id} AND upper(claim_number) = upper(${claimNumber}) AND NOT on_hold
      LIMIT 1`
    if (duplicate)
      return yield* invalidFields(
        [{ field: "claimId", code: "duplicateClaim" }],
        `Claim ${claimNumber} already exists for ${companyCode}`,
        "ERROR_400_DUPLICATE_CLAIM"
      )

    const vin = payload.firstPartyVIN.trim().toUpperCase()
    const [vehicle] = yield* sql<{ id: number }>`
      SELECT id FROM policy_vehicle WHERE policy_id = ${term.policyId} AND upper(vin) = ${vin}
      ORDER BY (date_added <= ${payload.accidentDate}::date AND (date_removed IS NULL OR date_removed > ${payload.accidentDate}::date)) DESC, id DESC
      LIMIT 1`
    const coverages = [...new Set(payload.majorCoverages)].sort((a, b) => a - b)
    const [claim] = yield* sql<{ id: number }>`
      INSERT INTO claim (driver_id, reporting_company_id, policy_id, policy_number, claim_number, date_of_loss, date_reported,
        status, is_comprehensive, at_fault_percentage, involvement_code, policy_vehicle_id, major_coverage_ids)
      VALUES (${context.driver.id}, ${company.id}, ${term.policyId}, ${term.policyNumber}, ${claimNumber},
        ${payload.accidentDate}::date, ${context.today}::date, 'open', ${coverages.includes(comprehensiveCoverage)},
        ${payload.firstPartyAtFault}, 'F', ${vehicle?.id ?? null}, ${`{${coverages.join(",")}}`}::int[])
      RETURNING id`
    yield* sql`
      INSERT INTO claim_first_party (claim_id, driver_id, full_name, licence_number, jurisdiction_id, date_of_birth,
        year_of_birth, listed_on_policy, driver_excluded, at_fault_percentage)
      VALUES (${claim!.id}, ${firstPartyDriver?.id ?? null}, ${payload.firstPartyFullName.trim()}, ${licence}, ${jurisdiction.id},
        ${firstPartyDriver?.dateOfBirth ?? null}::date, ${firstPartyDriver?.yearOfBirth ?? null},
        EXISTS (SELECT 1 FROM policy_operator WHERE policy_id = ${term.policyId} AND driver_id = ${firstPartyDriver?.id ?? null}),
        ${payload.firstPartyExcludedDriverId === excludedDriverChoice.yes}, ${payload.firstPartyAtFault})`

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
