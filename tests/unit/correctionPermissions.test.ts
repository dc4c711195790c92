import { describe, expect, it } from "vitest"
import { correctionCompanyCodes, mayUseCorrectionMode } from "../../src/api/corrections/permissions"
import { FunctionId } from "../../src/api/functions"
import type { ReportingCompany } from "../../src/api/platform/schemas"
import type { Claim, DriverReport } from "../../src/api/reports/schemas"
import {
  correctionAvailable,
  correctionCompanies,
  correctionRights,
  mayEditTarget,
  type CorrectionUser
} from "../../src/machines/corrections/correctionRights"
import { sampleReport } from "./driverReportFixture"

/** Document 3 section 6, as src/api/corrections/permissions.ts writes it and correction mode shows it. */

const company = (id: number, code: string): ReportingCompany => ({ id, organizationId: 2, code, nameEn: code, nameFr: code })
const northwind = company(1, "NW")
const contoso = company(2, "CM")

const user = (
  companies: ReadonlyArray<ReportingCompany>,
  isIbc = false,
  functionId: number = FunctionId.dataCorrection
): CorrectionUser => ({
  isIbc,
  userFunctions: [
    { userId: 9, functionId: FunctionId.driverReport, reportingCompanies: [northwind, contoso] },
    { userId: 9, functionId, reportingCompanies: companies }
  ]
})

const corrector = user([northwind])
const bureau = user([northwind, contoso], true)
const report = sampleReport
/** Claim 501: Northwind, involvement F, first party, not comprehensive. */
const claim = report.claims[0]!
const withClaim = (overrides: Partial<Claim>): Claim => ({ ...claim, ...overrides })

describe("correction mode", () => {
  it("needs the dataCorrection function with at least one reporting company", () => {
    expect(mayUseCorrectionMode(corrector)).toBe(true)
    expect(mayUseCorrectionMode(user([]))).toBe(false)
    expect(mayUseCorrectionMode(user([northwind], false, FunctionId.reportHistory))).toBe(false)
    expect([...correctionCompanyCodes(bureau)]).toEqual(["NW", "CM"])
  })
  it("offers the switch only for a report opened from the driver search", () => {
    expect(correctionAvailable(corrector, "/driver-report")).toBe(true)
    expect(correctionAvailable(corrector, "/report-history")).toBe(false)
    expect(correctionAvailable(corrector, "/ninetydays-report")).toBe(false)
    expect(correctionAvailable(undefined, "/driver-report")).toBe(false)
    expect(correctionAvailable(user([]), "/driver-report")).toBe(false)
  })
})

describe("edit buttons", () => {
  it("shows the driver edits when the carrier of the report's first policy is among the user's companies", () => {
    expect(correctionRights(corrector, report).driver).toBe(true)
    expect(correctionRights(user([contoso]), report).driver).toBe(false)
    const noPolicies: DriverReport = { ...report, policies: [] }
    expect(correctionRights(corrector, noPolicies).driver).toBe(false)
  })
  it("shows a policy edit only for a policy of one of the user's companies", () => {
    const rights = correctionRights(corrector, report)
    expect(rights.policy(report.policies[0]!)).toBe(true)
    // Policy 1 is Contoso's.
    expect(rights.policy(report.policies[2]!)).toBe(false)
    expect(correctionRights(user([contoso]), report).policy(report.policies[2]!)).toBe(true)
  })
  it("shows claim edits only for a claim of one of the user's companies", () => {
    const contosoClaim = withClaim({ carrier: { code: "CM", nameEn: "Contoso", nameFr: "Contoso" } })
    const rights = correctionRights(corrector, report)
    expect(rights.atFault(claim)).toBe(true)
    expect(rights.claimDetails(claim)).toBe(true)
    expect(rights.atFault(contosoClaim)).toBe(false)
    expect(rights.claimDetails(contosoClaim)).toBe(false)
  })
  it("shows the vehicle, vehicle loss, driver and excluded-driver edits only for involvement F and not third-party", () => {
    const rights = correctionRights(corrector, report)
    expect(rights.claimDetails(withClaim({ involvement: { code: "O" } }))).toBe(false)
    expect(rights.claimDetails(withClaim({ isThirdParty: true }))).toBe(false)
    expect(rights.claimDetails(withClaim({ comprehensiveFlag: true }))).toBe(true)
  })
  it("hides the at-fault edit for a third-party claim", () => {
    expect(correctionRights(corrector, report).atFault(withClaim({ isThirdParty: true }))).toBe(false)
  })
  it("hides the at-fault edit for a comprehensive claim", () => {
    expect(correctionRights(corrector, report).atFault(withClaim({ comprehensiveFlag: true }))).toBe(false)
  })
  it("opens a dialog only for an item the rules allow", () => {
    const rights = correctionRights(corrector, report)
    expect(mayEditTarget(rights, report, { kind: "driver", field: "fullName" })).toBe(true)
    expect(mayEditTarget(rights, report, { kind: "policy", policyKey: 3 })).toBe(true)
    expect(mayEditTarget(rights, report, { kind: "policy", policyKey: 1 })).toBe(false)
    expect(mayEditTarget(rights, report, { kind: "policy", policyKey: 999 })).toBe(false)
    expect(mayEditTarget(rights, report, { kind: "claim", claimId: 501, field: "firstPartyFaultDegree" })).toBe(true)
    // Claim 502 is third-party, involvement T.
    expect(mayEditTarget(rights, report, { kind: "claim", claimId: 502, field: "firstPartyFaultDegree" })).toBe(false)
    expect(mayEditTarget(rights, report, { kind: "claim", claimId: 502, field: "vehicle" })).toBe(false)
  })
})

describe("bureau users", () => {
  it("alone may add and remove claims and add operators", () => {
    const carrier = correctionRights(corrector, report)
    expect(carrier.addClaim).toBe(false)
    expect(carrier.removeClaim(claim)).toBe(false)
    expect(carrier.addOperator(report.policies[0]!)).toBe(false)
    const staff = correctionRights(bureau, report)
    expect(staff.addClaim).toBe(true)
    expect(staff.removeClaim(claim)).toBe(true)
    expect(staff.addOperator(report.policies[0]!)).toBe(true)
  })
  it("remove claims and add operators only for the companies they correct", () => {
    const staff = correctionRights(user([contoso], true), report)
    expect(staff.removeClaim(claim)).toBe(false)
    expect(staff.addOperator(report.policies[0]!)).toBe(false)
    expect(staff.addOperator(report.policies[2]!)).toBe(true)
  })
  it("are offered, in the add-claim dialog, only the reporting companies they correct", () => {
    expect(correctionCompanies(user([contoso], true)).map((c) => c.code)).toEqual(["CM"])
    expect(correctionCompanies(bureau).map((c) => c.code)).toEqual(["CM", "NW"])
  })
})
