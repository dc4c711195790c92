import { Accordion as ArkAccordion } from "@ark-ui/react/accordion"
import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { button } from "./styles"

const item = css({
  border: "1px solid",
  borderColor: "border",
  borderRadius: "6px",
  bg: "white",
  mb: "8px",
  minWidth: 0,
  "&[data-state=open]": { borderColor: "navy.500" }
})

const heading = css({ m: 0, fontSize: "1rem", fontWeight: "normal" })

const trigger = css({
  display: "flex",
  alignItems: "center",
  gap: "12px",
  width: "100%",
  textAlign: "left",
  px: { base: "10px", sm: "16px" },
  py: "12px",
  cursor: "pointer",
  bg: "transparent",
  borderRadius: "6px",
  _hover: { bg: "primary.subtle" },
  _focusVisible: { outline: "3px solid", outlineColor: "accent", outlineOffset: "-3px" }
})

const indicator = css({
  flexShrink: 0,
  width: "0.7em",
  height: "0.7em",
  borderRight: "2px solid",
  borderBottom: "2px solid",
  borderColor: "primary",
  transform: "rotate(-45deg)",
  transition: "transform 0.15s",
  "&[data-state=open]": { transform: "rotate(45deg)" }
})

const content = css({
  px: { base: "10px", sm: "16px" },
  pb: "16px",
  pt: "4px",
  borderTop: "1px solid",
  borderColor: "border",
  minWidth: 0
})

export interface AccordionProps {
  /** The values of the open items. */
  readonly value: ReadonlyArray<string>
  /** Called with the value of each item the user opened or closed. */
  readonly onToggle: (value: string) => void
  /** Items, and anything shown between them (rows that are not items are allowed). */
  readonly children: ReactNode
  readonly testId?: string
}

/**
 * A controlled accordion on Ark UI: several items may be open at once, each closes again, and the
 * open items come from the caller, so one control can open or close them all.
 */
export const Accordion = ({ value, onToggle, children, testId }: AccordionProps) => (
  <ArkAccordion.Root
    multiple
    collapsible
    lazyMount
    value={[...value]}
    onValueChange={({ value: next }) => {
      for (const changed of next.filter((v) => !value.includes(v))) onToggle(changed)
      for (const changed of value.filter((v) => !next.includes(v))) onToggle(changed)
    }}
    data-testid={testId}
  >
    {children}
  </ArkAccordion.Root>
)

export interface AccordionItemProps {
  readonly value: string
  /** What the closed item shows; it is the button that opens it. */
  readonly header: ReactNode
  readonly children: ReactNode
  /** The heading level of the header in the page's outline (WAI-ARIA accordion pattern). */
  readonly headingLevel?: 3 | 4
  readonly testId?: string
}

export const AccordionItem = ({ value, header, children, headingLevel = 3, testId }: AccordionItemProps) => {
  const Heading = headingLevel === 3 ? "h3" : "h4"
  return (
    <ArkAccordion.Item value={value} className={item} data-testid={testId}>
      <Heading className={heading}>
        <ArkAccordion.ItemTrigger className={trigger}>
          <ArkAccordion.ItemIndicator className={indicator} aria-hidden />
          {header}
        </ArkAccordion.ItemTrigger>
      </Heading>
      <ArkAccordion.ItemContent className={content}>{children}</ArkAccordion.ItemContent>
    </ArkAccordion.Item>
  )
}

export interface ExpandAllProps {
  readonly allExpanded: boolean
  readonly onExpandAll: () => void
  readonly onCollapseAll: () => void
  /** Visible texts: "Expand all" / "Collapse all". */
  readonly expandLabel: string
  readonly collapseLabel: string
  /** Names for assistive technology, saying which items: "Expand all policies". */
  readonly expandName?: string
  readonly collapseName?: string
  readonly disabled?: boolean
  readonly testId?: string
}

/** Expand all / Collapse all for one accordion: it reads Collapse all once every item is open. */
export const ExpandAllButton = (props: ExpandAllProps) => (
  <button
    type="button"
    className={button({ tone: "secondary" })}
    onClick={props.allExpanded ? props.onCollapseAll : props.onExpandAll}
    aria-label={props.allExpanded ? props.collapseName : props.expandName}
    disabled={props.disabled}
    data-testid={props.testId}
  >
    {props.allExpanded ? props.collapseLabel : props.expandLabel}
  </button>
)
