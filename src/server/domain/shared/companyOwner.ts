import { Effect } from "effect"
import { Forbidden } from "../../../api/errors"
import type { FieldIssue } from "../../../api/fieldIssues"
import type { Owner, OwnerFacts } from "../../db/shared/companyOwner"
import { invalidFields } from "../invalidRequest"

const refuse = (issue: FieldIssue) => invalidFields([issue], `Not saved: ${issue.field}: ${issue.code}`)

/**
 * The company a request names, administered by the caller: a carrier's company is required, an
 * organization without separate companies is itself (400 with the field); not held, 403.
 */
export const administeredOwner = (facts: OwnerFacts | undefined, owner: Owner, administered: boolean) =>
  Effect.gen(function* () {
    if (facts === undefined) return yield* new Forbidden({ token: "COMPANIES_NOT_ALLOWED" })
    if (facts.organizationType === "Carrier" && owner.reportingCompanyId === null)
      return yield* refuse({ field: "reportingCompanyId", code: "required" })
    if (owner.reportingCompanyId !== null && (facts.organizationType !== "Carrier" || !facts.companyOfOrganization))
      return yield* refuse({ field: "reportingCompanyId", code: "unknownValue" })
    if (!administered) return yield* new Forbidden({ token: "COMPANIES_NOT_ALLOWED" })
    return owner
  })
