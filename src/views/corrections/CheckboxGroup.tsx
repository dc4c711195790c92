import { css } from "styled-system/css"
import { Choice } from "../ui/Choice"
import { fieldIds } from "../ui/FieldFrame"
import { fieldError, fieldLabel } from "../ui/styles"

const group = css({ border: "none", p: 0, m: 0, minWidth: 0 })
const list = css({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(min(200px, 100%), 1fr))", gap: "6px 16px" })
const choice = css({ display: "flex", alignItems: "center", gap: "8px", cursor: "pointer" })

export interface CheckboxGroupProps {
  readonly id: string
  readonly legend: string
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly chosen: ReadonlyArray<string>
  readonly onToggle: (value: string) => void
  readonly error?: string
  readonly empty?: string
}

/** A multiple choice: a fieldset of checkboxes with its field message. */
export const CheckboxGroup = (props: CheckboxGroupProps) => {
  const { errorId, describedBy } = fieldIds(props.id, undefined, props.error)
  return (
    <fieldset className={group} aria-describedby={describedBy} data-testid={props.id}>
      <legend className={fieldLabel}>{props.legend}</legend>
      {props.options.length === 0 && props.empty && <p>{props.empty}</p>}
      <div className={list}>
        {props.options.map((option) => (
          <Choice
            key={option.value}
            className={choice}
            label={option.label}
            checked={props.chosen.includes(option.value)}
            invalid={Boolean(props.error)}
            onChange={() => props.onToggle(option.value)}
          />
        ))}
      </div>
      {props.error && (
        <p id={errorId} className={fieldError}>
          {props.error}
        </p>
      )}
    </fieldset>
  )
}
