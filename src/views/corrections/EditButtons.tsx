import { css } from "styled-system/css"
import type { Claim, Policy } from "../../api/reports/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import type { ClaimEditField, DriverEditField } from "../../machines/corrections/correctionEdits"
import { mayEditClaimField } from "../../machines/corrections/correctionRights"
import { button } from "../ui/styles"
import { useCorrection } from "./CorrectionContext"

const small = css({ px: "10px", py: "2px", fontSize: "0.85rem", ml: "8px", verticalAlign: "middle" })

const EditButton = (props: { readonly name: string; readonly onClick: () => void; readonly testId: string }) => {
  const { LL } = useI18nContext()
  return (
    <button
      type="button"
      className={`${button({ tone: "secondary" })} ${small}`}
      aria-label={LL.correction.actions.editField({ field: props.name })}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {LL.correction.actions.edit()}
    </button>
  )
}

/** Beside a driver field of the summary (document 3 section 2, "Correction mode"). */
export const EditDriverButton = ({ field }: { readonly field: DriverEditField }) => {
  const { LL } = useI18nContext()
  const correction = useCorrection()
  if (!correction?.rights.driver) return null
  return (
    <EditButton
      name={LL.correction.fields[field]()}
      onClick={() => correction.edit({ kind: "driver", field })}
      testId={`edit-driver-${field}`}
    />
  )
}

/** Beside a policy's cancellation date: the status and the cancellation date are corrected together. */
export const EditPolicyButton = ({ policy }: { readonly policy: Policy }) => {
  const { LL } = useI18nContext()
  const correction = useCorrection()
  if (!correction?.rights.policy(policy)) return null
  return (
    <EditButton
      name={`${LL.correction.fields.policyStatus()} (${policy.policyNumber}, ${policy.startDate})`}
      onClick={() => correction.edit({ kind: "policy", policyKey: policy.policyKey })}
      testId={`edit-policy-${policy.policyKey}`}
    />
  )
}

/** Beside a claim field. */
export const EditClaimButton = ({ claim, field }: { readonly claim: Claim; readonly field: ClaimEditField }) => {
  const { LL } = useI18nContext()
  const correction = useCorrection()
  if (!correction || !mayEditClaimField(correction.rights, claim, field)) return null
  return (
    <EditButton
      name={`${LL.correction.fields[field]()} (${claim.claimNumber})`}
      onClick={() => correction.edit({ kind: "claim", claimId: claim.id, field })}
      testId={`edit-claim-${claim.id}-${field}`}
    />
  )
}

const actionRow = css({ display: "flex", justifyContent: "flex-end", mt: "12px" })

/** Bureau users remove a claim (a confirm dialog follows). */
export const RemoveClaimButton = ({ claim }: { readonly claim: Claim }) => {
  const { LL } = useI18nContext()
  const correction = useCorrection()
  if (!correction?.rights.removeClaim(claim)) return null
  return (
    <div className={actionRow}>
      <button
        type="button"
        className={button({ tone: "secondary" })}
        aria-label={LL.correction.actions.removeClaimNumbered({ claimNumber: claim.claimNumber })}
        onClick={() => correction.removeClaim(claim.id)}
        data-testid={`remove-claim-${claim.id}`}
      >
        {LL.correction.actions.removeClaim()}
      </button>
    </div>
  )
}

/** Bureau users add a claim to the driver, from the claims section. */
export const AddClaimButton = () => {
  const { LL } = useI18nContext()
  const correction = useCorrection()
  if (!correction?.rights.addClaim) return null
  return (
    <div className={actionRow}>
      <button type="button" className={button()} onClick={correction.addClaim} data-testid="add-claim">
        {LL.correction.actions.addClaim()}
      </button>
    </div>
  )
}

/** Bureau users add an operator to a policy, from its last operator row. */
export const AddOperatorButton = ({ policy }: { readonly policy: Policy }) => {
  const { LL } = useI18nContext()
  const correction = useCorrection()
  if (!correction?.rights.addOperator(policy)) return null
  return (
    <button
      type="button"
      className={`${button({ tone: "secondary" })} ${css({ px: "10px", py: "2px", fontSize: "0.85rem", mt: "6px" })}`}
      aria-label={LL.correction.actions.addOperatorTo({ policyNumber: policy.policyNumber })}
      onClick={() => correction.addOperator(policy.policyKey)}
      data-testid={`add-operator-${policy.policyKey}`}
    >
      {LL.correction.actions.addOperator()}
    </button>
  )
}
