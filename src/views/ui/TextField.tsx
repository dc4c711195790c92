import type { HTMLAttributes, KeyboardEvent } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { FieldFrame, fieldIds } from "./FieldFrame"
import { textInput } from "./styles"

export interface TextFieldProps {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly hint?: string
  readonly error?: string
  readonly placeholder?: string
  readonly inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"]
  readonly onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
  readonly readOnly?: boolean
  readonly autoComplete?: string
  readonly testId?: string
}

const readOnlyInput = css({ bg: "bg.muted", color: "fg" })

/**
 * A labelled text input with an optional hint and field message. It sets no maxlength: a value typed or
 * pasted whole stays whole, and a form's rule (src/api) refuses one over the contract's limit at this
 * field, never cutting it (document 2 section 5).
 */
export const TextField = (props: TextFieldProps) => {
  const { describedBy } = fieldIds(props.id, props.hint, props.error)
  return (
    <FieldFrame id={props.id} label={props.label} hint={props.hint} error={props.error}>
      <input
        id={props.id}
        type="text"
        className={props.readOnly ? `${textInput} ${readOnlyInput}` : textInput}
        value={props.value}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        readOnly={props.readOnly}
        autoComplete={props.autoComplete ?? "off"}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={props.testId}
        onKeyDown={props.onKeyDown}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </FieldFrame>
  )
}

export interface DateFieldProps {
  readonly id: string
  readonly label: string
  /** yyyy-MM-dd, "" when empty; any other text stands for an incomplete or impossible date. */
  readonly value: string
  readonly onChange: (value: string) => void
  /** The latest date offered (yyyy-MM-dd). */
  readonly max?: string
  readonly error?: string
  readonly testId?: string
}

/** Value given for a date that cannot be read; screens' rules treat any text but yyyy-MM-dd the same way. */
export const invalidDateValue = "invalid"

/**
 * A labelled date field read and typed as yyyy-MM-dd in both languages (document 1 section 5), not in
 * the browser's own order (08/23/2026): a text input with the format as its hint. What the user types
 * reaches the screen as it is; the screen's rule says 'Invalid Date' for anything but a real yyyy-MM-dd.
 */
export const DateField = (props: DateFieldProps) => {
  const { LL } = useI18nContext()
  const hint = LL.common.dateFormatHint()
  return (
    <FieldFrame id={props.id} label={props.label} hint={hint} error={props.error}>
      <input
        id={props.id}
        type="text"
        className={textInput}
        value={props.value}
        placeholder={LL.common.dateFormat()}
        autoComplete="off"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={fieldIds(props.id, hint, props.error).describedBy}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.currentTarget.value.trim())}
      />
    </FieldFrame>
  )
}

/** A value shown in a field's place, labelled like the fields around it, which the user cannot change. */
export const ReadOnlyField = (props: { readonly id: string; readonly label: string; readonly value: string }) => (
  <TextField {...props} onChange={() => undefined} readOnly />
)
