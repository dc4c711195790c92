import type { ReactNode } from "react"
import { css } from "styled-system/css"

const choiceLabel = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "8px",
  cursor: "pointer",
  _disabled: { cursor: "not-allowed" }
})
const choiceBox = css({ width: "18px", height: "18px", accentColor: "var(--colors-navy-700)" })

export interface ChoiceProps {
  readonly label: ReactNode
  readonly checked: boolean
  readonly onChange: () => void
  /** A checkbox unless said; a switch is a checkbox with role="switch". */
  readonly type?: "checkbox" | "radio"
  readonly role?: "switch"
  /** The radio group's name. */
  readonly name?: string
  readonly disabled?: boolean
  readonly invalid?: boolean
  /** The accessible name when the label beside the box does not say enough on its own. */
  readonly ariaLabel?: string
  readonly describedBy?: string
  readonly testId?: string
  /** Styles of the label and of the box, where a screen sets them otherwise. */
  readonly className?: string
  readonly boxClassName?: string
}

/** A checkbox or radio button with its label beside it; the whole label is clickable. */
export const Choice = (props: ChoiceProps) => (
  <label className={props.className ?? choiceLabel}>
    <input
      type={props.type ?? "checkbox"}
      role={props.role}
      name={props.name}
      className={props.boxClassName ?? choiceBox}
      checked={props.checked}
      disabled={props.disabled}
      aria-invalid={props.invalid || undefined}
      aria-label={props.ariaLabel}
      aria-describedby={props.describedBy}
      onChange={props.onChange}
      data-testid={props.testId}
    />
    {props.label}
  </label>
)
