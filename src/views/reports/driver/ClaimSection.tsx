import type { Claim } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { AccordionItem } from "../../ui/Accordion"
import { nameIn } from "../../../i18n/reportFormat"
import { ClaimDetails } from "./ClaimDetails"
import { AccordionSection, type ReportAccordionProps } from "./AccordionSection"
import { itemHeader, itemHeaderEnd, itemHeaderMain } from "./reportParts"
import { Tag } from "../../ui/Tag"
import { AddClaimAction } from "./ReportActions"

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
export const ClaimSection = (props: ReportAccordionProps) => {
  const { report, ...accordion } = props
  return (
    <AccordionSection {...accordion} name="claims" empty={report.claims.length === 0} footer={<AddClaimAction />}>
      {report.claims.map((claim) => (
        <AccordionItem
          key={claim.id}
          value={String(claim.id)}
          header={<ClaimHeader claim={claim} />}
          testId={`claim-${claim.id}`}
        >
          <ClaimDetails claim={claim} />
        </AccordionItem>
      ))}
    </AccordionSection>
  )
}
