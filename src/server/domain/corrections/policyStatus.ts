import { Effect } from "effect"
import { mayEditPolicy } from "../../../api/corrections/permissions"
import type { UpdatePolicyPayload } from "../../../api/corrections/schemas"
import { cancellationDateFor, policyStatusIssues, policyStatusOptions } from "../../../api/corrections/validation"
import { isCancelledStatus, lookupTables } from "../../shared/lookups"
import { mustWrite, notAllowed, notOnReport, refuseIssues, type CorrectionContext } from "./applyCorrection"
import { coded, plain, type FieldChange } from "./changes"

const statuses = lookupTables.policy_status.map(([id, code, descriptionEn]) => ({ id, code, descriptionEn }))

/** updatePolicy: a term's status and cancellation date (document 3 sections 4 and 5). */
export const correctPolicy = (payload: UpdatePolicyPayload) => (context: CorrectionContext) =>
  Effect.gen(function* () {
    const { snapshot } = context
    const { db } = context
    const seen = snapshot.policies.find((p) => p.policyKey === payload.policyKey)
    if (payload.operatorKey !== snapshot.driverId || !seen) return yield* notOnReport("policy")
    const term = yield* db.lockTerm(payload.policyKey)
    if (!term) return yield* notOnReport("policy")
    if (!mayEditPolicy(context.codes, term)) return yield* notAllowed

    const status = statuses.find((s) => s.id === payload.policyStatusId)
    const cancellationDate = status ? cancellationDateFor(status.code, payload.cancellationDate) : payload.cancellationDate
    const statusChanged = yield* mustWrite("policy status", seen.status.id, term.statusId, payload.policyStatusId)
    const dateChanged = yield* mustWrite(
      "policy cancellation date",
      seen.cancellationDate,
      term.cancellationDate,
      cancellationDate
    )
    if (!statusChanged && !dateChanged) return []
    // A field the payload leaves as the report showed it keeps the database's value.
    const statusId = statusChanged ? payload.policyStatusId : term.statusId
    const date = dateChanged ? cancellationDate : term.cancellationDate
    const offered = policyStatusOptions(statuses, { statusId: term.statusId, expiryDate: term.expiryDate }, context.today)
    yield* refuseIssues(
      policyStatusIssues(
        {
          policyStatusId: statusId,
          policyStatusCode: statusChanged ? payload.policyStatusCode : null,
          cancellationDate: date
        },
        offered,
        term
      )
    )

    yield* db.updateTermStatus(term.termId, { statusId, cancellationDate: date, isCancelled: isCancelledStatus(statusId) })

    const about = {
      reportingCompanyId: term.reportingCompanyId,
      policy: { number: term.policyNumber, effectiveDate: term.effectiveDate }
    }
    const changes: Array<FieldChange> = []
    if (statusChanged)
      changes.push({
        field: "policyStatus",
        oldValue: coded("policy_status", term.statusId),
        newValue: coded("policy_status", statusId),
        ...about
      })
    if (dateChanged)
      changes.push({ field: "cancellationDate", oldValue: plain(term.cancellationDate), newValue: plain(date), ...about })
    return changes
  })
