import type { Claim, DriverReport } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { Accordion, AccordionItem, ExpandAllButton } from "../../ui/Accordion"
import { nameIn } from "../../../i18n/reportFormat"
import { ClaimDetails } from "./ClaimDetails"
import { itemHeader, itemHeaderEnd, itemHeaderMain, none, section, sectionHead, sectionTitle, Tag } from "./reportParts"

export interface ClaimSectionProps {
  readonly report: DriverReport
  readonly expanded: ReadonlyArray<string>
  readonly allExpanded: boolean
  readonly onToggle: (key: string) => void
  readonly onExpandAll: () => void
  readonly onCollapseAll: () => void
}

const ClaimHeader = ({ claim }: { readonly claim: Claim }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.report.claims
  return (
    <span className={itemHeader}>
      <span className={itemHeaderMain}>{`${t.dateOfLoss()} ${claim.dateOfLoss}`}</span>
      <span>{nameIn(claim.carrier.nameEn, claim.carrier.nameFr, locale)}</span>
      {claim.isThirdParty && <Tag>{t.thirdParty()}</Tag>}
      {claim.isReserveOnly && <Tag>{t.reserveOnly()}</Tag>}
      {claim.atFault !== null && <span className={itemHeaderEnd}>{t.atFaultValue({ percent: claim.atFault })}</span>}
    </span>
  )
}

/** Claims: accordions with Expand all, or the none message. */
export const ClaimSection = (props: ClaimSectionProps) => {
  const { LL } = useI18nContext()
  const t = LL.report.claims
  const { report } = props
  return (
    <section className={section} aria-labelledby="report-claims-title" data-testid="report-claims">
      <div className={sectionHead}>
        <h2 id="report-claims-title" className={sectionTitle}>
          {t.title()}
        </h2>
        {report.claims.length > 0 && (
          <ExpandAllButton
            allExpanded={props.allExpanded}
            onExpandAll={props.onExpandAll}
            onCollapseAll={props.onCollapseAll}
            expandLabel={LL.report.actions.expandAll()}
            collapseLabel={LL.report.actions.collapseAll()}
            expandName={LL.report.actions.expandAllClaims()}
            collapseName={LL.report.actions.collapseAllClaims()}
            testId="claims-expand-all"
          />
        )}
      </div>
      {report.claims.length === 0 ? (
        <p className={none} data-testid="claims-none">
          {t.none()}
        </p>
      ) : (
        <Accordion value={props.expanded} onToggle={props.onToggle}>
          {report.claims.map((claim) => (
            <AccordionItem key={claim.id} value={String(claim.id)} header={<ClaimHeader claim={claim} />} testId={`claim-${claim.id}`}>
              <ClaimDetails claim={claim} />
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </section>
  )
}
