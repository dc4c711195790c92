import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import { useI18nContext } from "../../i18n/i18n-react"
import { claimOf } from "../../machines/corrections/correctionEdits"
import type { removeClaimLive } from "../../machines/corrections/removeClaimLive"
import { ModalDialog } from "../ui/ModalDialog"

export type RemoveClaimActor = ActorRefFrom<typeof removeClaimLive>

/** Remove a claim: a confirmation, Enter confirms (document 3 sections 2 and 4). */
export const RemoveClaimDialog = ({ actor }: { readonly actor: RemoveClaimActor }) => {
  const { LL } = useI18nContext()
  const state = useSelector(actor, (s) => s)
  const claim = claimOf(state.context.report, state.context.claimId)
  const removing = state.matches("removing")
  return (
    <ModalDialog
      open
      title={LL.correction.removeClaim.title()}
      confirmLabel={removing ? LL.correction.removeClaim.removing() : LL.correction.actions.remove()}
      onConfirm={() => actor.send({ type: "CONFIRM" })}
      confirmDisabled={removing}
      cancelLabel={LL.correction.actions.cancel()}
      onCancel={() => actor.send({ type: "CANCEL" })}
      testId="remove-claim-dialog"
    >
      <p aria-busy={removing || undefined}>
        {LL.correction.removeClaim.question({ claimNumber: claim?.claimNumber ?? "", dateOfLoss: claim?.dateOfLoss ?? "" })}
      </p>
    </ModalDialog>
  )
}
