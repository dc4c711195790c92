import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { fromCallback } from "xstate"
import { idleTimeoutMachine } from "../../machines/session/idleTimeoutMachine"
import { createTabSync } from "../../services/session/tabSync"
import { useI18nContext } from "../../i18n/i18n-react"
import { usePortal } from "../app/PortalContext"
import { ModalDialog } from "../ui/ModalDialog"

const activityEvents = ["mousemove", "mousedown", "keydown", "scroll", "touchstart"] as const

/** After the idle period a 60-second countdown offers to stay; reaching 0 signs out, in every tab. */
export const IdleTimeout = () => {
  const { LL } = useI18nContext()
  const { config, session } = usePortal()
  const idle = useActorRef(
    idleTimeoutMachine.provide({
      actors: {
        tabSync: fromCallback(({ sendBack, receive }) => {
          const sync = createTabSync("portal-idle")
          const unsubscribe = sync.subscribe((message) =>
            sendBack({ type: message === "activity" ? "REMOTE_ACTIVITY" : message === "stay" ? "REMOTE_STAY" : "REMOTE_LOGOUT" })
          )
          receive((event: { type: string }) => {
            if (event.type === "ACTIVITY") sync.post("activity")
            if (event.type === "STAY") sync.post("stay")
            if (event.type === "LOGOUT") sync.post("logout")
          })
          return () => {
            unsubscribe()
            sync.close()
          }
        })
      }
    }),
    { input: { idleSeconds: config.idleTimeoutSeconds, promptSeconds: 60 } }
  )
  const prompting = useSelector(idle, (s) => s.matches("prompting"))
  const remaining = useSelector(idle, (s) => s.context.remaining)
  const loggingOut = useSelector(idle, (s) => s.matches("loggingOut"))

  useEffect(() => {
    let last = 0
    const onActivity = () => {
      const now = Date.now()
      if (now - last < 1000) return
      last = now
      if (idle.getSnapshot().matches("watching")) idle.send({ type: "ACTIVITY" })
    }
    activityEvents.forEach((name) => window.addEventListener(name, onActivity, { passive: true }))
    return () => activityEvents.forEach((name) => window.removeEventListener(name, onActivity))
  }, [idle])

  useEffect(() => {
    if (loggingOut) session.send({ type: "SIGN_OUT" })
  }, [loggingOut, session])

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
      <p aria-live="polite">{LL.idle.message({ seconds: remaining })}</p>
    </ModalDialog>
  )
}
