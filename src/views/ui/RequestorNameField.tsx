import { Combobox, createListCollection } from "@ark-ui/react/combobox"
import { Portal } from "@ark-ui/react/portal"
import { useSelector } from "@xstate/react"
import { useMemo } from "react"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import type { requestorNameMachine } from "../../machines/shared/requestorNameMachine"
import { fieldIds } from "./FieldFrame"
import { fieldHint, fieldLabel, popupList, popupOption, textInput } from "./styles"

export type RequestorNameRef = ActorRefFrom<typeof requestorNameMachine>

// Open while nothing matches (yet): no empty box under the field.
const list = `${popupList} ${css({ _empty: { display: "none" } })}`
const option = `${popupOption} ${css({ overflowWrap: "anywhere" })}`

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
      <p id={hintId} className={fieldHint}>
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
