import {
  correctionCompanyCodes,
  mayAddOperator,
  mayAddOrRemove,
  mayEditAtFault,
  mayEditClaimDetails,
  mayEditDriver,
  mayEditPolicy,
  mayRemoveClaim,
  mayUseCorrectionMode
} from "../../api/corrections/permissions"
import { FunctionId } from "../../api/functions"
import type { ReportingCompany, UserProfile } from "../../api/platform/schemas"
import type { Claim, DriverReport, Policy } from "../../api/reports/schemas"
import { claimOf, policyOf, type ClaimEditField, type EditTarget } from "./correctionEdits"
import { uniqueCompanies } from "./addClaimForm"

/** What correction mode needs of the signed-in user. */
export type CorrectionUser = Pick<UserProfile, "userFunctions" | "isIbc">

/**
 * The edit buttons of correction mode, from the rules of document 3 section 6
 * (src/api/corrections/permissions.ts): the view shows a button only where these say so, and the
 * machine opens a dialog only for them.
 */
export interface CorrectionRights {
  readonly driver: boolean
  readonly policy: (policy: Policy) => boolean
  readonly atFault: (claim: Claim) => boolean
  /** First-party driver, vehicle, vehicle loss, excluded driver. */
  readonly claimDetails: (claim: Claim) => boolean
  readonly removeClaim: (claim: Claim) => boolean
  readonly addClaim: boolean
  readonly addOperator: (policy: Policy) => boolean
}

const nothing: CorrectionRights = {
  driver: false,
  policy: () => false,
  atFault: () => false,
  claimDetails: () => false,
  removeClaim: () => false,
  addClaim: false,
  addOperator: () => false
}

/** The switch exists only for a report opened from the driver search, for a user who corrects data. */
export const correctionAvailable = (user: CorrectionUser | undefined, origin: string): user is CorrectionUser =>
  origin === "/driver-report" && user !== undefined && mayUseCorrectionMode(user)

export const correctionRights = (user: CorrectionUser | undefined, report: DriverReport): CorrectionRights => {
  if (!user) return nothing
  const codes = correctionCompanyCodes(user)
  return {
    driver: mayEditDriver(codes, report),
    policy: (policy) => mayEditPolicy(codes, policy),
    atFault: (claim) => mayEditAtFault(codes, claim),
    claimDetails: (claim) => mayEditClaimDetails(codes, claim),
    removeClaim: (claim) => mayRemoveClaim(user, codes, claim),
    addClaim: mayAddOrRemove(user, codes),
    addOperator: (policy) => mayAddOperator(user, codes, policy)
  }
}

/** The at-fault edit and the first-party edits of a claim each follow their own rule. */
export const mayEditClaimField = (rights: CorrectionRights, claim: Claim, field: ClaimEditField): boolean =>
  field === "firstPartyFaultDegree" ? rights.atFault(claim) : rights.claimDetails(claim)

/** A dialog opens only for an item the rights allow (the view shows no button for the others). */
export const mayEditTarget = (rights: CorrectionRights, report: DriverReport, target: EditTarget): boolean => {
  if (target.kind === "driver") return rights.driver
  if (target.kind === "policy") {
    const policy = policyOf(report, target.policyKey)
    return policy !== undefined && rights.policy(policy)
  }
  const claim = claimOf(report, target.claimId)
  return claim !== undefined && mayEditClaimField(rights, claim, target.field)
}

/** The reporting companies the user corrects: the companies the add-claim dialog offers. */
export const correctionCompanies = (user: CorrectionUser): ReadonlyArray<ReportingCompany> =>
  uniqueCompanies(
    user.userFunctions.filter((f) => f.functionId === FunctionId.dataCorrection).flatMap((f) => f.reportingCompanies)
  )
