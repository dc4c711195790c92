import { useSelector } from "@xstate/react"
import { useMemo, type ReactNode } from "react"
import type { ActorRefFrom } from "xstate"
import type { correctionModeLive } from "../../machines/corrections/correctionModeLive"
import { rightsOf } from "../../machines/corrections/correctionModeMachine"
import { AddClaimDialog } from "./AddClaimDialog"
import { AddOperatorDialog } from "./AddOperatorDialog"
import { CorrectionContext, type CorrectionControls } from "./CorrectionContext"
import { CorrectionSwitch } from "./CorrectionSwitch"
import { EditItemDialog } from "./EditItemDialog"
import { RemoveClaimDialog } from "./RemoveClaimDialog"

export type CorrectionModeActor = ActorRefFrom<typeof correctionModeLive>

const ActiveCorrectionArea = ({ actor, children }: { readonly actor: CorrectionModeActor; readonly children: ReactNode }) => {
  const on = useSelector(actor, (s) => s.hasTag("on"))
  const context = useSelector(actor, (s) => s.context)
  const dialogs = useSelector(actor, (s) => s.children)
  const controls = useMemo<CorrectionControls | undefined>(
    () =>
      on
        ? {
            rights: rightsOf(context),
            edit: (target) => actor.send({ type: "EDIT", target }),
            removeClaim: (claimId) => actor.send({ type: "REMOVE_CLAIM", claimId }),
            addClaim: () => actor.send({ type: "ADD_CLAIM" }),
            addOperator: (policyKey) => actor.send({ type: "ADD_OPERATOR", policyKey })
          }
        : undefined,
    [on, context, actor]
  )
  return (
    <CorrectionContext.Provider value={controls}>
      {children}
      {dialogs.editItem && <EditItemDialog actor={dialogs.editItem} />}
      {dialogs.removeClaim && <RemoveClaimDialog actor={dialogs.removeClaim} />}
      {dialogs.addClaim && <AddClaimDialog actor={dialogs.addClaim} />}
      {dialogs.addOperator && <AddOperatorDialog actor={dialogs.addOperator} />}
    </CorrectionContext.Provider>
  )
}

/** The report's parts with correction mode's edit buttons and dialogs (document 3 section 2). */
export const CorrectionArea = ({
  actor,
  children
}: {
  readonly actor: CorrectionModeActor | undefined
  readonly children: ReactNode
}) => (actor ? <ActiveCorrectionArea actor={actor}>{children}</ActiveCorrectionArea> : <>{children}</>)

const ActiveSwitch = ({ actor }: { readonly actor: CorrectionModeActor }) => {
  const shown = useSelector(actor, (s) => s.hasTag("switchShown"))
  const on = useSelector(actor, (s) => s.hasTag("on"))
  return shown ? <CorrectionSwitch on={on} onChange={(next) => actor.send({ type: "SWITCHED", on: next })} /> : null
}

/** The correction-mode switch, only where correction mode is offered. */
export const CorrectionModeSwitch = ({ actor }: { readonly actor: CorrectionModeActor | undefined }) =>
  actor ? <ActiveSwitch actor={actor} /> : null
