import { css } from "styled-system/css"
import { FieldFrame, fieldIds } from "./FieldFrame"
import { textInput } from "./styles"

export interface SelectOption {
  readonly value: string
  readonly label: string
}

export interface SelectProps {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly options: ReadonlyArray<SelectOption>
  readonly onChange: (value: string) => void
  /** Shown as the empty choice (value ""). */
  readonly placeholder?: string
  readonly disabled?: boolean
  readonly error?: string
  /** Shown below the select and tied to it. */
  readonly hint?: string
  readonly testId?: string
}

const select = css({ appearance: "auto", bg: "white", _disabled: { bg: "bg.muted", color: "fg.muted", cursor: "not-allowed" } })

/**
 * A labelled native select: the browser's own list is keyboard- and screen-reader-friendly in
 * every language, and a field message is tied to it with aria-describedby.
 */
export const Select = (props: SelectProps) => {
  return (
    <FieldFrame id={props.id} label={props.label} hint={props.hint} error={props.error}>
      <select
        id={props.id}
        className={`${textInput} ${select}`}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={fieldIds(props.id, props.hint, props.error).describedBy}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

export interface IdSelectProps<Item extends { readonly id: number }> extends Omit<SelectProps, "value" | "options" | "onChange"> {
  /** The chosen item's id; none shows the placeholder. */
  readonly chosen: number | null | undefined
  readonly items: ReadonlyArray<Item>
  readonly itemLabel: (item: Item) => string
  /** The id chosen, or null for the placeholder. */
  readonly onChoose: (id: number | null) => void
}

/** A select among items known by their number ids (organizations, companies, types). */
export const IdSelect = <Item extends { readonly id: number }>({
  chosen,
  items,
  itemLabel,
  onChoose,
  ...props
}: IdSelectProps<Item>) => (
  <Select
    {...props}
    value={chosen === null || chosen === undefined ? "" : String(chosen)}
    options={items.map((item) => ({ value: String(item.id), label: itemLabel(item) }))}
    onChange={(value) => onChoose(value === "" ? null : Number(value))}
  />
)
