import { FunctionId } from "../../../api/functions"
import type { Caller } from "../../../api/security"

/**
 * The company a file is sent for: the one asked for, when the caller holds sdcReport for it in an
 * organization assigned to them; else, when none is asked for, the one company they hold it for.
 */
export const sendingCompany = (
  caller: Pick<Caller, "grants" | "assignedOrganizationsIds">,
  asked: number | undefined
): number | "none" | "notHeld" | "ambiguous" => {
  const assigned = new Set(caller.assignedOrganizationsIds)
  const held = [
    ...new Set(
      caller.grants
        .filter((g) => g.functionId === FunctionId.sdcReport && g.reportingCompanyId !== null && assigned.has(g.organizationId))
        .map((g) => g.reportingCompanyId!)
    )
  ]
  if (asked !== undefined) return held.includes(asked) ? asked : "notHeld"
  if (held.length === 0) return "none"
  return held.length === 1 ? held[0]! : "ambiguous"
}
