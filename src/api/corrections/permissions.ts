import { FunctionId } from "../functions"
import type { UserProfile } from "../platform/schemas"
import type { Claim, DriverReport, Policy } from "../reports/schemas"

/**
 * Who may correct what (document 3 section 6), one definition for the browser, which shows the edit
 * buttons, and the server, which refuses any correction these rules do not allow.
 */

/** The reporting company codes the user holds dataCorrection (function 5) for. */
export const correctionCompanyCodes = (user: Pick<UserProfile, "userFunctions">): ReadonlySet<string> =>
  new Set(
    user.userFunctions
      .filter((f) => f.functionId === FunctionId.dataCorrection)
      .flatMap((f) => f.reportingCompanies.map((c) => c.code))
  )

/** The correction-mode switch: the user holds dataCorrection with at least one company. */
export const mayUseCorrectionMode = (user: Pick<UserProfile, "userFunctions">): boolean => correctionCompanyCodes(user).size > 0

/** The report's first policy, whose carrier decides the driver edits. */
const firstPolicy = (report: Pick<DriverReport, "policies">): Policy | undefined => report.policies[0]

/** Driver edits: the carrier of the report's first policy is among the user's correction companies. */
export const mayEditDriver = (codes: ReadonlySet<string>, report: Pick<DriverReport, "policies">): boolean => {
  const policy = firstPolicy(report)
  return policy !== undefined && codes.has(policy.carrier.code)
}

/** Policy edits (status, cancellation date): the policy's carrier is among the user's correction companies. */
export const mayEditPolicy = (codes: ReadonlySet<string>, policy: Pick<Policy, "carrier">): boolean =>
  codes.has(policy.carrier.code)

type ClaimFacts = Pick<Claim, "carrier" | "isThirdParty" | "comprehensiveFlag" | "involvement">

/** Any claim edit: the claim's carrier is among the user's correction companies. */
export const mayEditClaim = (codes: ReadonlySet<string>, claim: Pick<Claim, "carrier">): boolean => codes.has(claim.carrier.code)

/** First-party driver, vehicle, vehicle loss and excluded-driver edits: involvement F and not a third-party claim. */
export const mayEditClaimDetails = (codes: ReadonlySet<string>, claim: ClaimFacts): boolean =>
  mayEditClaim(codes, claim) && claim.involvement.code === "F" && !claim.isThirdParty

/** The at-fault edit is hidden for third-party and comprehensive claims. */
export const mayEditAtFault = (codes: ReadonlySet<string>, claim: ClaimFacts): boolean =>
  mayEditClaim(codes, claim) && !claim.isThirdParty && !claim.comprehensiveFlag

/** Only bureau users (isIbc) add and remove claims and add operators. */
export const mayAddOrRemove = (user: Pick<UserProfile, "isIbc">, codes: ReadonlySet<string>): boolean =>
  user.isIbc && codes.size > 0

/** Bureau users remove a claim of a company they correct. */
export const mayRemoveClaim = (
  user: Pick<UserProfile, "isIbc">,
  codes: ReadonlySet<string>,
  claim: Pick<Claim, "carrier">
): boolean => mayAddOrRemove(user, codes) && mayEditClaim(codes, claim)

/** Bureau users add an operator to a policy of a company they correct (the button sits on the last operator row). */
export const mayAddOperator = (
  user: Pick<UserProfile, "isIbc">,
  codes: ReadonlySet<string>,
  policy: Pick<Policy, "carrier">
): boolean => mayAddOrRemove(user, codes) && mayEditPolicy(codes, policy)
