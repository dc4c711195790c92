import { useEffect, useState, type ReactNode } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { FieldFrame, fieldIds } from "./FieldFrame"
import { button, textInput } from "./styles"

export interface PasswordInputProps {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly autoComplete: "current-password" | "new-password" | "one-time-code"
  readonly hint?: string
  readonly error?: string
  readonly readOnly?: boolean
  readonly required?: boolean
  readonly testId?: string
  /** Drawn below the field, inside its frame (a strength meter). */
  readonly below?: ReactNode
  /** Ids of further elements describing the field (a strength meter's text). */
  readonly describedBy?: string
}

const row = css({ display: "flex", gap: "8px", alignItems: "stretch", minWidth: 0 })
const toggle = css({ flexShrink: 0, px: "12px", "&[aria-pressed=true]": { bg: "navy.50" } })

/**
 * A labelled password input with a "Show password" toggle (ASVS 2.1.12): the toggle is a button whose
 * name stays the same and whose aria-pressed tells whether the password shows as text. The password is
 * hidden again when the field is emptied (the form cleared) or drawn anew (a new screen).
 */
export const PasswordInput = (props: PasswordInputProps) => {
  const { LL } = useI18nContext()
  const [shown, setShown] = useState(false)
  // A form cleared (a password changed) hides its passwords again.
  useEffect(() => {
    if (props.value === "") setShown(false)
  }, [props.value])
  const ids = fieldIds(props.id, props.hint, props.error)
  const describedBy = [ids.describedBy, props.describedBy].filter(Boolean).join(" ") || undefined
  return (
    <FieldFrame id={props.id} label={props.label} hint={props.hint} error={props.error}>
      <div className={row}>
        <input
          id={props.id}
          type={shown ? "text" : "password"}
          className={textInput}
          value={props.value}
          autoComplete={props.autoComplete}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          required={props.required ?? true}
          readOnly={props.readOnly}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={props.testId}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        <button
          type="button"
          className={`${button({ tone: "secondary" })} ${toggle}`}
          aria-pressed={shown}
          aria-controls={props.id}
          aria-label={LL.common.showPassword()}
          data-testid={props.testId ? `${props.testId}-show` : undefined}
          onClick={() => setShown((value) => !value)}
        >
          {LL.common.showPasswordShort()}
        </button>
      </div>
      {props.below}
    </FieldFrame>
  )
}
