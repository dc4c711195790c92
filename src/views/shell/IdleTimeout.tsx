import { useSelector } from "@xstate/react"
import { css } from "styled-system/css"
import type { ActorRefFrom } from "xstate"
import type { idleTimeoutMachine } from "../../machines/session/idleTimeoutMachine"
import { useI18nContext } from "../../i18n/i18n-react"
import { usePortal } from "../shared/PortalContext"
import { ModalDialog } from "../ui/ModalDialog"

type IdleActor = ActorRefFrom<typeof idleTimeoutMachine>

const finalWarningSeconds = 10

const IdlePrompt = ({ idle }: { readonly idle: IdleActor }) => {
  const { LL } = useI18nContext()
  const prompting = useSelector(idle, (s) => s.hasTag("prompting"))
  const remaining = useSelector(idle, (s) => s.context.remaining)
  return (
    <ModalDialog
      open={prompting}
      title={LL.idle.title()}
      confirmLabel={LL.idle.stay()}
      onConfirm={() => idle.send({ type: "STAY" })}
      cancelLabel={LL.idle.logout()}
      onCancel={() => idle.send({ type: "LOGOUT" })}
      testId="idle-dialog"
    >
      {/* The countdown is read with the dialog when it opens, not every second; a last warning is read once. */}
      <p>{LL.idle.message({ seconds: remaining })}</p>
      <p aria-live="assertive" className={css({ srOnly: true })}>
        {remaining <= finalWarningSeconds ? LL.idle.finalWarning({ seconds: finalWarningSeconds }) : ""}
      </p>
    </ModalDialog>
  )
}

/** The session's idle timeout: after the idle period a 60-second countdown offers to stay. */
export const IdleTimeout = () => {
  const { session } = usePortal()
  const idle = useSelector(session, (s) => s.children.idle as IdleActor | undefined)
  return idle ? <IdlePrompt idle={idle} /> : null
}
