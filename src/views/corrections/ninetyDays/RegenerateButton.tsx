import { useActorRef, useSelector } from "@xstate/react"
import { useI18nContext } from "../../../i18n/i18n-react"
import { ninetyDaysRegenerateLive } from "../../../machines/corrections/ninetyDaysRegenerateLive"
import { useNamespace } from "../../shared/useNamespace"
import { BusyButton } from "../../ui/BusyButton"

export interface RegenerateButtonProps {
  readonly reportId: number
  readonly ninetyDaysDataCorrectionId: number
}

/** "Regenerate report" on a report opened from a 90-day row: the new report replaces it and the row is reviewed. */
export const RegenerateButton = ({ reportId, ninetyDaysDataCorrectionId }: RegenerateButtonProps) => {
  const ready = useNamespace("ninetyDays")
  const { LL } = useI18nContext()
  const actor = useActorRef(ninetyDaysRegenerateLive, { input: { reportId, ninetyDaysDataCorrectionId } })
  const working = useSelector(actor, (s) => s.hasTag("busy"))
  if (!ready) return null
  return (
    <BusyButton
      busy={working}
      label={LL.ninetyDays.regenerate.button()}
      busyLabel={LL.ninetyDays.regenerate.working()}
      onClick={() => actor.send({ type: "GENERATE" })}
      testId="regenerate-report"
    />
  )
}
