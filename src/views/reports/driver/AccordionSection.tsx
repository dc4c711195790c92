import type { ReactNode } from "react"
import type { DriverReport } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { Accordion, ExpandAllButton } from "../../ui/Accordion"
import { none, ReportSection } from "./reportParts"

/** Which items of a section are open, and the events that open and close them. */
export interface AccordionState {
  readonly expanded: ReadonlyArray<string>
  readonly allExpanded: boolean
  readonly onToggle: (key: string) => void
  readonly onExpandAll: () => void
  readonly onCollapseAll: () => void
}

/** A section of the report's accordions (policies, claims): the report, and which of its items are open. */
export interface ReportAccordionProps extends AccordionState {
  readonly report: DriverReport
}

export interface AccordionSectionProps extends AccordionState {
  /** "policies" or "claims": names the heading, the none message, the test ids and the Expand all button. */
  readonly name: "policies" | "claims"
  readonly empty: boolean
  readonly children: ReactNode
  /** Shown below the accordions (the commercial disclaimer). */
  readonly footer?: ReactNode
}

/** A report section of accordions with Expand all, or its none message when it has no items. */
export const AccordionSection = (props: AccordionSectionProps) => {
  const { LL } = useI18nContext()
  const t = LL.report[props.name]
  const actions = LL.report.actions
  const [expandName, collapseName] =
    props.name === "claims"
      ? [actions.expandAllClaims(), actions.collapseAllClaims()]
      : [actions.expandAllPolicies(), actions.collapseAllPolicies()]
  return (
    <ReportSection
      name={props.name}
      title={t.title()}
      action={
        !props.empty && (
          <ExpandAllButton
            allExpanded={props.allExpanded}
            onExpandAll={props.onExpandAll}
            onCollapseAll={props.onCollapseAll}
            expandLabel={LL.report.actions.expandAll()}
            collapseLabel={LL.report.actions.collapseAll()}
            expandName={expandName}
            collapseName={collapseName}
            testId={`${props.name}-expand-all`}
          />
        )
      }
    >
      {props.empty ? (
        <p className={none} data-testid={`${props.name}-none`}>
          {t.none()}
        </p>
      ) : (
        <Accordion value={props.expanded} onToggle={props.onToggle}>
          {props.children}
        </Accordion>
      )}
      {props.footer}
    </ReportSection>
  )
}
