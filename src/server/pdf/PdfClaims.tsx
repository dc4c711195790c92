import type { Claim, ClaimFirstParty, ClaimThirdParty } from "../../api/reports/schemas"
import type { TranslationFunctions } from "../../i18n/i18n-types"
import type { PdfContext } from "./PdfSummary"
import { reportSection, type Block, type FieldItem, type TableProps } from "./pdfParts"
import { itemBlock, itemFieldsSection, itemHead, itemTableSection } from "./pdfItem"
import { formatCad, formatPercent, lookupText, nameIn, partyValue } from "../../i18n/reportFormat"

type Ctx = Omit<PdfContext, "report">

const yesNo = (value: boolean, LL: TranslationFunctions) => (value ? LL.report.yes() : LL.report.no())
const text = (value: string) => value

const claimFields = (claim: Claim, { LL, locale }: Ctx): ReadonlyArray<FieldItem> => {
  const t = LL.report.claims
  const na = LL.report.notAvailable()
  const percent = (value: number) => formatPercent(value, locale)
  return [
    { label: t.policyholder(), value: claim.policyholderName ?? na },
    { label: t.policyNumber(), value: claim.policyNumber },
    { label: t.policyholderAddress(), value: claim.policyholderAddress ?? na, wide: true },
    { label: t.claimNumber(), value: claim.claimNumber },
    {
      label: t.coverages(),
      value: claim.majorCoverages.length ? claim.majorCoverages.map((c) => lookupText(c, locale)).join(", ") : na
    },
    { label: t.dateOfLoss(), value: claim.dateOfLoss },
    { label: t.dateReported(), value: claim.dateReported ?? na },
    { label: t.status(), value: claim.status === "open" ? t.statusOpen() : t.statusClosed() },
    { label: t.atFault(), value: claim.atFault === null ? na : percent(claim.atFault) },
    { label: t.totalLoss(), value: formatCad(claim.totalLoss, locale) },
    { label: t.totalExpense(), value: formatCad(claim.totalExpense, locale) },
    { label: t.vehicle(), value: (locale === "fr" ? claim.vehicleFr : claim.vehicleEn) ?? na },
    { label: t.vehicleLoss(), value: claim.vehicleLoss ? lookupText(claim.vehicleLoss, locale) : na }
  ]
}

const lossTable = (claim: Claim, { LL, locale }: Ctx): TableProps => {
  const t = LL.report.claims.losses
  const na = LL.report.notAvailable()
  return {
    head: [t.kindOfLoss(), t.loss(), t.expense(), t.reserveDate()],
    widths: [2.4, 1, 1, 1],
    rows: claim.claimLosses.map((loss) => [
      `${loss.code} - ${lookupText(loss, locale)}${loss.isReserve ? ` (${t.reserve()})` : ""}`,
      formatCad(loss.lossAmount, locale),
      formatCad(loss.expenseAmount, locale),
      loss.reserveDate ?? na
    ])
  }
}

/** Masked parties show ****** for every withheld field (document 3 section 2). */
const firstPartyFields = (first: ClaimFirstParty, { LL, locale }: Ctx): ReadonlyArray<FieldItem> => {
  const t = LL.report.claims.firstPartyDriver
  const na = LL.report.notAvailable()
  const percent = (value: number) => formatPercent(value, locale)
  const birth: FieldItem =
    first.dateOfBirth !== null || first.yearOfBirth === null
      ? { label: t.dateOfBirth(), value: partyValue(first.dateOfBirth, first.masked, text, na) }
      : { label: t.yearOfBirth(), value: String(first.yearOfBirth) }
  return [
    { label: t.name(), value: partyValue(first.driverFullName, first.masked, text, na) },
    { label: t.licence(), value: partyValue(first.dln, first.masked, text, na) },
    { label: t.jurisdiction(), value: partyValue(first.dlnJurisdiction, first.masked, (j) => lookupText(j, locale), na) },
    birth,
    { label: t.listedOnPolicy(), value: partyValue(first.listedOnPolicy, first.masked, (v) => yesNo(v, LL), na) },
    { label: t.excluded(), value: partyValue(first.driverExcluded, first.masked, (v) => yesNo(v, LL), na) },
    { label: t.atFault(), value: partyValue(first.driverAtFaultPercentage, first.masked, percent, na) }
  ]
}

const thirdPartyFields = (third: ClaimThirdParty, { LL, locale }: Ctx): ReadonlyArray<FieldItem> => {
  const t = LL.report.claims.thirdPartyDriver
  const na = LL.report.notAvailable()
  const percent = (value: number) => formatPercent(value, locale)
  return [
    { label: t.name(), value: partyValue(third.driverFullName, third.masked, text, na) },
    { label: t.licence(), value: partyValue(third.dln, third.masked, text, na) },
    { label: t.jurisdiction(), value: partyValue(third.jurisdiction, third.masked, (j) => lookupText(j, locale), na) },
    {
      label: t.insurer(),
      value: partyValue(locale === "fr" ? third.insurerNameFr : third.insurerNameEn, third.masked, text, na)
    },
    { label: t.policyNumber(), value: partyValue(third.policyNumber, third.masked, text, na) },
    { label: t.atFault(), value: partyValue(third.atFaultPercentage, third.masked, percent, na) }
  ]
}

const claimBlock = (claim: Claim, ctx: Ctx): Block => {
  const t = ctx.LL.report.claims
  const key = `claim-${claim.id}`
  const atFault = claim.atFault === null ? "" : t.atFaultValue({ percent: claim.atFault })
  const head = itemHead(
    key,
    {
      names: [`${t.dateOfLoss()} ${claim.dateOfLoss}`, nameIn(claim.carrier.nameEn, claim.carrier.nameFr, ctx.locale)],
      tags: [claim.isThirdParty && t.thirdParty(), claim.isReserveOnly && t.reserveOnly()],
      end: atFault
    },
    claimFields(claim, ctx)
  )
  const first = claim.claimDetailFirstParty
  const third = claim.claimDetailThirdParty
  return itemBlock(key, [
    head,
    ...(claim.claimLosses.length ? [itemTableSection(`${key}-losses`, t.losses.title(), lossTable(claim, ctx))] : []),
    ...(first ? [itemFieldsSection(`${key}-first`, t.firstPartyDriver.title(), firstPartyFields(first, ctx))] : []),
    ...(third ? [itemFieldsSection(`${key}-third`, t.thirdPartyDriver.title(), thirdPartyFields(third, ctx))] : [])
  ])
}

/** The claims section: its title kept with the first claim, or the none message. */
export const claimBlocks = ({ report, LL, locale }: PdfContext): ReadonlyArray<Block> => {
  const t = LL.report.claims
  const claims = report.claims.map((claim) => claimBlock(claim, { LL, locale }))
  return reportSection("claims", t.title(), claims, t.none())
}
