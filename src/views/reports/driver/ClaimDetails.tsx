import type { Claim, ClaimFirstParty, ClaimThirdParty, JurisdictionRef } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import type { Locales } from "../../../i18n/i18n-types"
import { formatCad, formatPercent, lookupText, nameIn, partyValue } from "../../../i18n/reportFormat"
import { ClaimFieldAction, RemoveClaimAction } from "./ReportActions"
import { stickyFirstColumn } from "../../ui/styles"
import { Field, FieldList, subTitle, table, tableFrame } from "./reportParts"
import { TableHead } from "../../ui/TableHead"

const text = (value: string) => value
const percent = (locale: Locales) => (value: number) => formatPercent(value, locale)

const FirstParty = ({ party, claim }: { readonly party: ClaimFirstParty; readonly claim: Claim }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.report.claims.firstPartyDriver
  const na = LL.report.notAvailable()
  const yesNo = (value: boolean) => (value ? LL.report.yes() : LL.report.no())
  const jurisdiction = (j: JurisdictionRef) => lookupText(j, locale)
  const showYear = party.dateOfBirth === null && party.yearOfBirth !== null
  return (
    <>
      <h4 className={subTitle}>{t.title()}</h4>
      <FieldList label={t.title()}>
        <Field label={t.name()} action={<ClaimFieldAction claim={claim} field="firstPartyOperator" />}>
          {partyValue(party.driverFullName, party.masked, text, na)}
        </Field>
        <Field label={t.licence()}>{partyValue(party.dln, party.masked, text, na)}</Field>
        <Field label={t.jurisdiction()}>{partyValue(party.dlnJurisdiction, party.masked, jurisdiction, na)}</Field>
        {showYear ? (
          <Field label={t.yearOfBirth()}>{String(party.yearOfBirth)}</Field>
        ) : (
          <Field label={t.dateOfBirth()}>{partyValue(party.dateOfBirth, party.masked, text, na)}</Field>
        )}
        <Field label={t.listedOnPolicy()}>{partyValue(party.listedOnPolicy, party.masked, yesNo, na)}</Field>
        <Field label={t.excluded()} action={<ClaimFieldAction claim={claim} field="excludedDriver" />}>
          {partyValue(party.driverExcluded, party.masked, yesNo, na)}
        </Field>
        <Field label={t.atFault()}>{partyValue(party.driverAtFaultPercentage, party.masked, percent(locale), na)}</Field>
      </FieldList>
    </>
  )
}

const ThirdParty = ({ party }: { readonly party: ClaimThirdParty }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.report.claims.thirdPartyDriver
  const na = LL.report.notAvailable()
  return (
    <>
      <h4 className={subTitle}>{t.title()}</h4>
      <FieldList label={t.title()}>
        <Field label={t.name()}>{partyValue(party.driverFullName, party.masked, text, na)}</Field>
        <Field label={t.licence()}>{partyValue(party.dln, party.masked, text, na)}</Field>
        <Field label={t.jurisdiction()}>{partyValue(party.jurisdiction, party.masked, (j) => lookupText(j, locale), na)}</Field>
        <Field label={t.insurer()}>
          {partyValue(locale === "fr" ? party.insurerNameFr : party.insurerNameEn, party.masked, text, na)}
        </Field>
        <Field label={t.policyNumber()}>{partyValue(party.policyNumber, party.masked, text, na)}</Field>
        <Field label={t.atFault()}>{partyValue(party.atFaultPercentage, party.masked, percent(locale), na)}</Field>
      </FieldList>
    </>
  )
}

/** What an open claim shows: details, per-loss lines, the first- and third-party drivers (masked where withheld). */
export const ClaimDetails = ({ claim }: { readonly claim: Claim }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.report.claims
  const na = LL.report.notAvailable()
  const lossesId = `claim-${claim.id}-losses`
  return (
    <>
      <FieldList label={t.details()}>
        <Field label={t.policyholder()}>{claim.policyholderName ?? na}</Field>
        <Field label={t.policyNumber()}>{claim.policyNumber}</Field>
        <Field label={t.claimNumber()}>{claim.claimNumber}</Field>
        <Field label={t.status()}>{claim.status === "open" ? t.statusOpen() : t.statusClosed()}</Field>
        <Field label={t.policyholderAddress()} wide>
          {claim.policyholderAddress ?? na}
        </Field>
        <Field label={t.coverages()}>
          {claim.majorCoverages.length ? claim.majorCoverages.map((c) => lookupText(c, locale)).join(", ") : na}
        </Field>
        <Field label={t.dateOfLoss()}>{claim.dateOfLoss}</Field>
        <Field label={t.dateReported()}>{claim.dateReported ?? na}</Field>
        <Field
          label={t.atFault()}
          testId={`at-fault-${claim.id}`}
          action={<ClaimFieldAction claim={claim} field="firstPartyFaultDegree" />}
        >
          {claim.atFault === null ? na : formatPercent(claim.atFault, locale)}
        </Field>
        <Field label={t.totalLoss()} testId={`total-loss-${claim.id}`}>
          {formatCad(claim.totalLoss, locale)}
        </Field>
        <Field label={t.totalExpense()} testId={`total-expense-${claim.id}`}>
          {formatCad(claim.totalExpense, locale)}
        </Field>
        <Field label={t.vehicle()} action={<ClaimFieldAction claim={claim} field="vehicle" />}>
          {nameIn(claim.vehicleEn ?? na, claim.vehicleFr ?? na, locale)}
        </Field>
        <Field label={t.vehicleLoss()} action={<ClaimFieldAction claim={claim} field="vehicleLoss" />}>
          {claim.vehicleLoss ? lookupText(claim.vehicleLoss, locale) : na}
        </Field>
      </FieldList>
      {claim.claimLosses.length > 0 && (
        <>
          <h4 id={lossesId} className={subTitle}>
            {t.losses.title()}
          </h4>
          <div className={tableFrame} tabIndex={0}>
            <table className={`${table} ${stickyFirstColumn}`} aria-labelledby={lossesId}>
              <TableHead labels={[t.losses.kindOfLoss(), t.losses.loss(), t.losses.expense(), t.losses.reserveDate()]} />
              <tbody>
                {claim.claimLosses.map((loss, i) => (
                  <tr key={`${loss.code}-${i}`}>
                    <th scope="row">
                      {`${loss.code} - ${lookupText(loss, locale)}`}
                      {loss.isReserve ? ` (${t.losses.reserve()})` : ""}
                    </th>
                    <td>{formatCad(loss.lossAmount, locale)}</td>
                    <td>{formatCad(loss.expenseAmount, locale)}</td>
                    <td>{loss.reserveDate ?? na}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {claim.claimDetailFirstParty && <FirstParty party={claim.claimDetailFirstParty} claim={claim} />}
      {claim.claimDetailThirdParty && <ThirdParty party={claim.claimDetailThirdParty} />}
      <RemoveClaimAction claim={claim} />
    </>
  )
}
