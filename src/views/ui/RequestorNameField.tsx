import { Combobox, createListCollection } from "@ark-ui/react/combobox"
import { Portal } from "@ark-ui/react/portal"
import { useSelector } from "@xstate/react"
import { useMemo } from "react"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import type { requestorNameMachine } from "../../machines/shared/requestorNameMachine"
import { fieldIds } from "./FieldFrame"
import { fieldLabel, textInput } from "./styles"

export type RequestorNameRef = ActorRefFrom<typeof requestorNameMachine>

const hintText = css({ color: "fg.muted", fontSize: "0.9rem", mt: "4px" })
const list = css({
  bg: "white",
  border: "1px solid",
  borderColor: "gray.500",
  borderRadius: "4px",
  boxShadow: "md",
  maxHeight: "280px",
  overflowY: "auto",
  zIndex: 900,
  py: "4px",
  // Open while nothing matches (yet): no empty box under the field.
  _empty: { display: "none" },
  _hidden: { display: "none" }
})
const option = css({
  px: "12px",
  py: "8px",
  cursor: "pointer",
  overflowWrap: "anywhere",
  _highlighted: { bg: "navy.50", outline: "2px solid", outlineColor: "accent", outlineOffset: "-2px" }
})

export interface RequestorNameFieldProps {
  readonly requestor: RequestorNameRef
  readonly id: string
  readonly labels: { readonly label: string; readonly hint: string; readonly suggestions: string }
  readonly testId?: string
}

/**
 * The requestor name filter of the search screens: what is typed filters, and the names of
 * requestors that match it in the scope chosen are offered below it (Ark UI combobox).
 */
export const RequestorNameField = ({ requestor, id, labels, testId }: RequestorNameFieldProps) => {
  const { name, suggestions } = useSelector(requestor, (s) => s.context)
  const collection = useMemo(() => createListCollection({ items: [...suggestions] }), [suggestions])
  const { hintId } = fieldIds(id, labels.hint, undefined)
  return (
    <Combobox.Root
      className={css({ minWidth: 0 })}
      collection={collection}
      ids={{ input: id, label: `${id}-label`, content: `${id}-suggestions` }}
      inputValue={name}
      allowCustomValue
      positioning={{ sameWidth: true }}
      onInputValueChange={({ inputValue, reason }) => {
        // A chosen name arrives through onSelect; leaving the field changes nothing.
        if (reason === "input-change") requestor.send({ type: "NAME_TYPED", name: inputValue })
      }}
      onSelect={({ itemValue }) => requestor.send({ type: "NAME_CHOSEN", name: itemValue })}
    >
      <Combobox.Label className={fieldLabel}>{labels.label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input className={textInput} maxLength={100} aria-describedby={hintId} data-testid={testId} />
      </Combobox.Control>
      <p id={hintId} className={hintText}>
        {labels.hint}
      </p>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content className={list} aria-label={labels.suggestions} data-testid={testId && `${testId}-suggestions`}>
            {collection.items.map((item) => (
              <Combobox.Item key={item} item={item} className={option}>
                <Combobox.ItemText>{item}</Combobox.ItemText>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  )
}
