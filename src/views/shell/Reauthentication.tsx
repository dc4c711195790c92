import { useActorRef, useSelector } from "@xstate/react"
import { reauthenticationLive } from "../../machines/session/reauthenticationLive"
import { useI18nContext } from "../../i18n/i18n-react"
import { ModalDialog } from "../ui/ModalDialog"
import { PasswordInput } from "../ui/PasswordInput"

/**
 * The password asked again before a sensitive change (ASVS 3.7.1), for every screen: the call that
 * needed it is sent again once the password is accepted; Cancel leaves it refused.
 */
export const Reauthentication = () => {
  const { LL } = useI18nContext()
  const actor = useActorRef(reauthenticationLive)
  const state = useSelector(actor, (s) => s)
  const t = LL.reauthentication
  const open = state.hasTag("open")
  const busy = state.hasTag("busy")
  const issue = state.context.issue
  return (
    <ModalDialog
      open={open}
      title={t.title()}
      confirmLabel={t.confirm()}
      onConfirm={() => actor.send({ type: "SUBMIT" })}
      confirmDisabled={busy}
      cancelLabel={t.cancel()}
      onCancel={() => actor.send({ type: "CANCEL" })}
      focusFirstField
      testId="reauthentication-dialog"
    >
      <p>{t.message()}</p>
      <PasswordInput
        id="reauthentication-password"
        label={t.password()}
        value={state.context.password}
        onChange={(value) => actor.send({ type: "PASSWORD_CHANGED", value })}
        autoComplete="current-password"
        readOnly={busy}
        error={issue === undefined ? undefined : t[issue]()}
        testId="reauthentication-password"
      />
    </ModalDialog>
  )
}
