import type { CoverageGap, Policy } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { css } from "styled-system/css"
import { AccordionItem } from "../../ui/Accordion"
import { lookupText, nameIn, policyTimeline } from "../../../i18n/reportFormat"
import { PolicyDetails } from "./PolicyDetails"
import { AccordionSection, type ReportAccordionProps } from "./AccordionSection"
import { itemHeader, itemHeaderEnd, itemHeaderMain } from "./reportParts"
import { Tag } from "../../ui/Tag"

const gapRow = css({
  bg: "#fff4e0",
  borderLeft: "4px solid",
  borderColor: "#b35c00",
  borderRadius: "4px",
  px: "16px",
  py: "10px",
  mb: "8px",
  color: "fg"
})

const disclaimer = css({
  mt: "16px",
  fontSize: "0.9rem",
  color: "fg.muted",
  borderTop: "1px solid",
  borderColor: "border",
  pt: "12px"
})

const PolicyHeader = ({ policy }: { readonly policy: Policy }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.report.policies
  return (
    <span className={itemHeader}>
      <span className={itemHeaderMain}>{t.termValue({ start: policy.startDate, end: policy.stopDate })}</span>
      <span>{nameIn(policy.carrier.nameEn, policy.carrier.nameFr, locale)}</span>
      {policy.overlap && <Tag tone="warning">{t.overlap()}</Tag>}
      {policy.isCommercial && <Tag>{t.commercial()}</Tag>}
      <span className={itemHeaderEnd}>{lookupText(policy.status, locale)}</span>
    </span>
  )
}

const GapRow = ({ gap }: { readonly gap: CoverageGap }) => {
  const { LL } = useI18nContext()
  return (
    <div className={gapRow} data-testid={`gap-${gap.startDate}`}>
      <strong>{LL.report.policies.possibleGap({ days: gap.days })}</strong>{" "}
      <span>{LL.report.policies.gapDates({ start: gap.startDate, end: gap.endDate })}</span>
    </div>
  )
}

/** Policies: accordions with Expand all, possible-gap rows between them, the commercial disclaimer. */
export const PolicySection = (props: ReportAccordionProps) => {
  const { LL } = useI18nContext()
  const t = LL.report.policies
  const { report, ...accordion } = props
  return (
    <AccordionSection
      {...accordion}
      name="policies"
      empty={report.policies.length === 0}
      footer={
        report.policies.some((policy) => policy.isCommercial) && (
          <p className={disclaimer} data-testid="commercial-disclaimer">
            {t.commercialDisclaimer()}
          </p>
        )
      }
    >
      {policyTimeline(report.policies, report.possibleCoverageGaps).map((entry) =>
        entry.kind === "gap" ? (
          <GapRow key={`gap-${entry.gap.startDate}`} gap={entry.gap} />
        ) : (
          <AccordionItem
            key={entry.policy.policyKey}
            value={String(entry.policy.policyKey)}
            header={<PolicyHeader policy={entry.policy} />}
            testId={`policy-${entry.policy.policyKey}`}
          >
            <PolicyDetails policy={entry.policy} />
          </AccordionItem>
        )
      )}
    </AccordionSection>
  )
}
