import { createLazyRoute } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, type ReactNode } from "react"
import { css } from "styled-system/css"
import { passwordSpecials } from "../../api/users/password"
import { useI18nContext } from "../../i18n/i18n-react"
import type { TranslationFunctions } from "../../i18n/i18n-types"
import { changePasswordFields, type ChangePasswordField } from "../../machines/users/changePasswordForm"
import { changePasswordLive } from "../../machines/users/changePasswordLive"
import { changePasswordStrength, changePasswordView, type ChangePasswordIssue } from "../../machines/users/changePasswordMachine"
import { issueText } from "../ui/issueMessage"
import { PasswordInput } from "../ui/PasswordInput"
import { PasswordStrengthMeter } from "../ui/PasswordStrengthMeter"
import { button, buttonRow } from "../ui/styles"
import { IntroPage } from "../ui/PageCard"

type Words = TranslationFunctions["changePassword"]

/** An issue's message: the rules of document 2 section 5 and the server's wrong current password. */
const messageOf = (t: Words, LL: TranslationFunctions, issue: ChangePasswordIssue | undefined): string | undefined =>
  issue ? issueText(LL, t.issues, issue.code) : undefined

interface PasswordFieldProps {
  readonly field: ChangePasswordField
  readonly label: string
  readonly value: string
  readonly hint?: string
  readonly error: string | undefined
  readonly autoComplete: "current-password" | "new-password"
  readonly disabled: boolean
  readonly onChange: (value: string) => void
  readonly below?: ReactNode
  readonly describedBy?: string
}

/** A labelled password input with its hint, field message and "Show password" toggle, tied by id. */
const PasswordField = (props: PasswordFieldProps) => {
  const id = `change-password-${props.field}`
  return (
    <PasswordInput
      id={id}
      label={props.label}
      value={props.value}
      hint={props.hint}
      error={props.error}
      autoComplete={props.autoComplete}
      readOnly={props.disabled}
      testId={id}
      below={props.below}
      describedBy={props.describedBy}
      onChange={props.onChange}
    />
  )
}

const fields = css({ display: "grid", gap: "16px", maxWidth: "28rem" })
const actionsBelow = css({ mt: "24px" })

/** The first field with a message takes the focus, so that it is read at once. */
const focusFirst = (issues: ReadonlyArray<ChangePasswordIssue>) => {
  const first = changePasswordFields.find((name) => issues.some((issue) => issue.field === name))
  if (first) document.getElementById(`change-password-${first}`)?.focus()
}

const ChangePasswordForm = () => {
  const { LL } = useI18nContext()
  const actor = useActorRef(changePasswordLive)
  const state = useSelector(actor, (s) => s)
  const t = LL.changePassword
  const busy = state.hasTag("busy")
  const issues = changePasswordView(state.context)
  const { form, serverIssues } = state.context
  // A refusal of the server moves the focus to its field, as the form's own messages do on Change.
  useEffect(() => focusFirst(serverIssues), [serverIssues])
  const strength = changePasswordStrength(state.context)
  const meterId = "change-password-strength"
  // The meter shows beside the new password once the check is loaded (its own chunk).
  const meter = (name: ChangePasswordField) =>
    name === "newPassword" && strength !== undefined ? <PasswordStrengthMeter id={meterId} level={strength} /> : undefined
  const field = (name: ChangePasswordField, label: string, autoComplete: PasswordFieldProps["autoComplete"], hint?: string) => (
    <PasswordField
      field={name}
      label={label}
      value={form[name]}
      hint={hint}
      error={messageOf(
        t,
        LL,
        issues.find((issue) => issue.field === name)
      )}
      autoComplete={autoComplete}
      disabled={busy}
      below={meter(name)}
      describedBy={meter(name) ? `${meterId}-text` : undefined}
      onChange={(value) => actor.send({ type: "FIELD_CHANGED", field: name, value })}
    />
  )
  return (
    <form
      aria-labelledby="change-password-title"
      noValidate
      data-testid="change-password-form"
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: "SUBMIT" })
        const after = actor.getSnapshot()
        if (!after.hasTag("busy")) focusFirst(changePasswordView(after.context))
      }}
    >
      <div className={fields}>
        {field("currentPassword", t.currentPassword(), "current-password")}
        {field("newPassword", t.newPassword(), "new-password", t.rules({ specials: passwordSpecials }))}
        {field("confirmPassword", t.confirmPassword(), "new-password")}
      </div>
      <div className={`${buttonRow} ${actionsBelow}`} data-form-actions="">
        <button type="submit" className={button()} disabled={busy} data-testid="change-password-submit">
          {busy ? t.changing() : t.change()}
        </button>
      </div>
    </form>
  )
}

/** /change-password (bureau credentials only, checked by the route). */
const ChangePassword = () => (
  <IntroPage
    namespace="changePassword"
    titleId="change-password-title"
    texts={(LL) => ({ title: LL.changePassword.title(), intro: LL.changePassword.intro() })}
  >
    <ChangePasswordForm />
  </IntroPage>
)

export const Route = createLazyRoute("/change-password")({ component: ChangePassword })
