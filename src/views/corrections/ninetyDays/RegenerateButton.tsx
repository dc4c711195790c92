import { useActorRef, useSelector } from "@xstate/react"
import { useI18nContext } from "../../../i18n/i18n-react"
import { ninetyDaysRegenerateLive } from "../../../machines/corrections/ninetyDaysRegenerateLive"
import { useNamespace } from "../../shared/useNamespace"
import { button } from "../../ui/styles"

export interface RegenerateButtonProps {
  readonly reportId: number
  readonly ninetyDaysDataCorrectionId: number
}

/** "Regenerate report" on a report opened from a 90-day row: the new report replaces it and the row is reviewed. */
export const RegenerateButton = ({ reportId, ninetyDaysDataCorrectionId }: RegenerateButtonProps) => {
  const ready = useNamespace("ninetyDays")
  const { LL } = useI18nContext()
  const actor = useActorRef(ninetyDaysRegenerateLive, { input: { reportId, ninetyDaysDataCorrectionId } })
  const working = useSelector(actor, (s) => s.hasTag("working"))
  if (!ready) return null
  return (
    <button
      type="button"
      className={button()}
      onClick={() => actor.send({ type: "REGENERATE" })}
      disabled={working}
      aria-busy={working || undefined}
      data-testid="regenerate-report"
    >
      {working ? LL.ninetyDays.regenerate.working() : LL.ninetyDays.regenerate.button()}
    </button>
  )
}
