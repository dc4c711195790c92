import type { HTMLAttributes, KeyboardEvent } from "react"
import { css } from "styled-system/css"
import { FieldFrame, fieldIds } from "./FieldFrame"
import { textInput } from "./styles"

export interface TextFieldProps {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly maxLength?: number
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

/** A labelled text input with an optional hint and field message. */
export const TextField = (props: TextFieldProps) => {
  const { describedBy } = fieldIds(props.id, props.hint, props.error)
  return (
    <FieldFrame id={props.id} label={props.label} hint={props.hint} error={props.error}>
      <input
        id={props.id}
        type="text"
        className={props.readOnly ? `${textInput} ${readOnlyInput}` : textInput}
        value={props.value}
        maxLength={props.maxLength}
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

/** Value given for a date the browser holds but cannot read (typed in part, or impossible). */
export const invalidDateValue = "invalid"

/** A labelled date input; a date typed in part reaches the screen as `invalidDateValue`, so it can say 'Invalid Date'. */
export const DateField = (props: DateFieldProps) => {
  return (
    <FieldFrame id={props.id} label={props.label} error={props.error}>
      <input
        id={props.id}
        type="date"
        className={textInput}
        // A date input only holds yyyy-MM-dd; leaving it alone keeps what the user is typing.
        value={/^\d{4}-\d{2}-\d{2}$/.test(props.value) ? props.value : ""}
        max={props.max}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={fieldIds(props.id, undefined, props.error).describedBy}
        data-testid={props.testId}
        onChange={(event) => {
          const input = event.currentTarget
          props.onChange(input.validity.badInput ? invalidDateValue : input.value)
        }}
      />
    </FieldFrame>
  )
}
