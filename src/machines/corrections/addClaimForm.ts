import type { AddClaimPayload, AtFault, ExcludedDriverId } from "../../api/corrections/schemas"
import {
  addClaimIssues,
  isValidDate,
  termCoversDate,
  type AddClaimField,
  type CorrectionIssue
} from "../../api/corrections/validation"
import type { Jurisdiction, ReportingCompany } from "../../api/platform/schemas"
import type { DriverReport, Policy } from "../../api/reports/schemas"
import { sameOrRenamed } from "../shared/fieldRefusal"

/** The add-claim dialog's fields as typed (document 3 section 2, "Add claim dialog"). */
export interface AddClaimForm {
  readonly accidentDate: string
  readonly reportingCompanyCode: string
  readonly firstPartyPolicyKey: string
  readonly claimId: string
  readonly majorCoverages: ReadonlyArray<number>
  readonly firstPartyVIN: string
  readonly firstPartyOperatorDLN: string
  readonly firstPartyOperatorJurisdictionId: string
  readonly firstPartyFullName: string
  readonly firstPartyExcludedDriverId: string
  readonly firstPartyAtFault: string
}

export type AddClaimTextField = Exclude<keyof AddClaimForm, "majorCoverages">

export const emptyAddClaimForm: AddClaimForm = {
  accidentDate: "",
  reportingCompanyCode: "",
  firstPartyPolicyKey: "",
  claimId: "",
  majorCoverages: [],
  firstPartyVIN: "",
  firstPartyOperatorDLN: "",
  firstPartyOperatorJurisdictionId: "",
  firstPartyFullName: "",
  firstPartyExcludedDriverId: "",
  firstPartyAtFault: ""
}

/** The payload's fields as the dialog shows them: the policy number is the chosen policy's, the driver found the licence's. */
export const addClaimFieldOf = sameOrRenamed<AddClaimField>(Object.keys(emptyAddClaimForm) as ReadonlyArray<AddClaimField>, {
  policyId: "firstPartyPolicyKey",
  firstPartyOperatorKey: "firstPartyOperatorDLN"
})

/** The claim is the report's driver's: the first-party driver starts as that driver. */
export const addClaimFormFor = (report: DriverReport, jurisdictions: ReadonlyArray<Jurisdiction>): AddClaimForm => {
  const jurisdiction = jurisdictions.find((j) => j.jurisdictionCode === report.dlnJurisdiction.code)
  return {
    ...emptyAddClaimForm,
    firstPartyOperatorDLN: report.dln,
    firstPartyOperatorJurisdictionId: jurisdiction ? String(jurisdiction.id) : "",
    firstPartyFullName: report.fullName
  }
}

/**
 * The policies offered: the report's policies of the chosen company whose term (effective date to the
 * cancellation date, else the expiry date) covers the date of loss.
 */
export const policiesOffered = (report: DriverReport, form: Pick<AddClaimForm, "accidentDate" | "reportingCompanyCode">) =>
  !isValidDate(form.accidentDate) || form.reportingCompanyCode === ""
    ? []
    : report.policies.filter(
        (policy) => policy.carrier.code === form.reportingCompanyCode && termCoversDate(policy, form.accidentDate)
      )

/** A chosen policy no longer offered is cleared; a single one offered is chosen. */
export const withPolicyOffered = (report: DriverReport, form: AddClaimForm): AddClaimForm => {
  const offered = policiesOffered(report, form)
  if (offered.some((policy) => String(policy.policyKey) === form.firstPartyPolicyKey)) return form
  return { ...form, firstPartyPolicyKey: offered.length === 1 ? String(offered[0]!.policyKey) : "" }
}

const numberOrNull = (value: string): number | null => (value === "" ? null : Number(value))

/** The rules of document 3 section 5 (src/api/corrections/validation.ts). */
export const addClaimFormIssues = (form: AddClaimForm, today: string): ReadonlyArray<CorrectionIssue<AddClaimField>> =>
  addClaimIssues(
    {
      accidentDate: form.accidentDate === "" ? null : form.accidentDate,
      reportingCompanyCode: form.reportingCompanyCode === "" ? null : form.reportingCompanyCode,
      firstPartyPolicyKey: numberOrNull(form.firstPartyPolicyKey),
      claimId: form.claimId,
      majorCoverages: form.majorCoverages,
      firstPartyVIN: form.firstPartyVIN,
      firstPartyOperatorDLN: form.firstPartyOperatorDLN,
      firstPartyOperatorJurisdictionId: numberOrNull(form.firstPartyOperatorJurisdictionId),
      firstPartyFullName: form.firstPartyFullName,
      firstPartyExcludedDriverId: numberOrNull(form.firstPartyExcludedDriverId),
      firstPartyAtFault: numberOrNull(form.firstPartyAtFault)
    },
    today
  )

/** The correction companies, one each, sorted by code. */
export const uniqueCompanies = (companies: ReadonlyArray<ReportingCompany>): ReadonlyArray<ReportingCompany> =>
  [...new Map(companies.map((c) => [c.code, c])).values()].sort((a, b) => a.code.localeCompare(b.code))

export const addClaimPayload = (report: DriverReport, form: AddClaimForm, operatorKey: number | null): AddClaimPayload => {
  const policy: Policy = report.policies.find((p) => String(p.policyKey) === form.firstPartyPolicyKey)!
  return {
    reportId: report.id,
    accidentDate: form.accidentDate,
    reportingCompanyCode: form.reportingCompanyCode,
    firstPartyPolicyKey: policy.policyKey,
    policyHolderFullName: policy.policyholderFullName,
    policyId: policy.policyNumber,
    claimId: form.claimId.trim(),
    majorCoverages: form.majorCoverages,
    firstPartyVIN: form.firstPartyVIN.trim().toUpperCase(),
    firstPartyOperatorDLN: form.firstPartyOperatorDLN.trim(),
    firstPartyOperatorJurisdictionId: Number(form.firstPartyOperatorJurisdictionId),
    firstPartyOperatorKey: operatorKey,
    firstPartyFullName: form.firstPartyFullName.trim(),
    firstPartyExcludedDriverId: Number(form.firstPartyExcludedDriverId) as ExcludedDriverId,
    firstPartyAtFault: Number(form.firstPartyAtFault) as AtFault
  }
}
