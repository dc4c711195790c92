import { Portal } from "@ark-ui/react/portal"
import { Select, createListCollection } from "@ark-ui/react/select"
import { useMemo } from "react"
import { css } from "styled-system/css"
import { fieldIds } from "../ui/FieldFrame"
import { fieldError, fieldLabel, popupList, popupOption, textInput } from "../ui/styles"
import { Tag } from "../ui/Tag"

/** Assigned organization tags shown before the rest are counted (document 2 section 9). */
const tagsShown = 3

const trigger = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "6px",
  textAlign: "left",
  cursor: "pointer",
  minHeight: "44px"
})
const option = `${popupOption} ${css({ display: "flex", justifyContent: "space-between", gap: "12px" })}`

export interface AssignedOrganizationsFieldProps {
  readonly id: string
  readonly label: string
  readonly placeholder: string
  readonly more: (count: number) => string
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly value: ReadonlyArray<string>
  readonly onChange: (value: ReadonlyArray<string>) => void
  readonly disabled?: boolean
  readonly error?: string
}

/** A multiple choice in a list (Ark UI Select): the first three chosen show as tags, the rest as +n. */
export const AssignedOrganizationsField = (props: AssignedOrganizationsFieldProps) => {
  const collection = useMemo(() => createListCollection({ items: [...props.options] }), [props.options])
  const { errorId, describedBy } = fieldIds(props.id, undefined, props.error)
  const chosen = props.options.filter((o) => props.value.includes(o.value))
  return (
    <Select.Root
      collection={collection}
      multiple
      value={[...props.value]}
      disabled={props.disabled}
      invalid={props.error !== undefined}
      onValueChange={(details) => props.onChange(details.value)}
      ids={{ trigger: props.id }}
    >
      <Select.Label className={fieldLabel}>{props.label}</Select.Label>
      <Select.Control>
        <Select.Trigger className={`${textInput} ${trigger}`} aria-describedby={describedBy} data-testid={props.id}>
          {chosen.length === 0 && <span>{props.placeholder}</span>}
          {chosen.slice(0, tagsShown).map((o) => (
            <Tag key={o.value}>{o.label}</Tag>
          ))}
          {chosen.length > tagsShown && <Tag testId={`${props.id}-more`}>{props.more(chosen.length - tagsShown)}</Tag>}
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content className={popupList}>
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item} className={option}>
                <Select.ItemText>{item.label}</Select.ItemText>
                <Select.ItemIndicator>✓</Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      <Select.HiddenSelect />
      {props.error && (
        <p id={errorId} className={fieldError}>
          {props.error}
        </p>
      )}
    </Select.Root>
  )
}
