import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import { useI18nContext } from "../../i18n/i18n-react"
import { claimOf } from "../../machines/corrections/correctionEdits"
import type { removeClaimLive } from "../../machines/corrections/removeClaimLive"
import { ConfirmDialog } from "../ui/ConfirmDialog"

export type RemoveClaimActor = ActorRefFrom<typeof removeClaimLive>

/** Remove a claim: a confirmation, Enter confirms (document 3 sections 2 and 4). */
export const RemoveClaimDialog = ({ actor }: { readonly actor: RemoveClaimActor }) => {
  const { LL } = useI18nContext()
  const state = useSelector(actor, (s) => s)
  const claim = claimOf(state.context.report, state.context.claimId)
  return (
    <ConfirmDialog
      title={LL.correction.removeClaim.title()}
      testId="remove-claim-dialog"
      confirmLabel={LL.correction.actions.remove()}
      busyLabel={LL.correction.removeClaim.removing()}
      busy={state.hasTag("busy")}
      onConfirm={() => actor.send({ type: "CONFIRM" })}
      onCancel={() => actor.send({ type: "CANCEL" })}
    >
      <p>{LL.correction.removeClaim.question({ claimNumber: claim?.claimNumber ?? "", dateOfLoss: claim?.dateOfLoss ?? "" })}</p>
    </ConfirmDialog>
  )
}
