import { Document, Page, Text, View } from "@react-pdf/renderer"
import { isBrandedTitle, isPriceCoded, type VehicleReport, type VehicleReportClaim } from "../../../api/reports/vehicleSchemas"
import type { Locales, TranslationFunctions } from "../../../i18n/i18n-types"
import { formatCad, formatNumber, formatReportDate, lookupText, nameIn } from "../../../i18n/reportFormat"
import { policyColumnLabels } from "../../../i18n/vehicleReportColumns"
import { PageFrame, frameTexts } from "../pdfFrame"
import { FieldGrid, Table, Tag, contentWidth, renderPdf, styles, type FieldItem, type TableProps } from "../pdfParts"
import { pdfTexts } from "../pdfTexts"

const dash = "—"

/** A section title that does not end a page: at least this much of its section follows it. */
const headingKeepsWith = 60

type VehicleTexts = TranslationFunctions["vehicleReport"]

const vehicleFields = (report: VehicleReport, t: VehicleTexts, language: Locales): ReadonlyArray<FieldItem> => {
  const zone = report.ianaTimezone
  return [
    { label: t.vin(), value: report.vin.toUpperCase() },
    { label: t.modelYear(), value: report.modelYear === null ? dash : String(report.modelYear) },
    { label: t.make(), value: nameIn(report.makeEn, report.makeFr, language) },
    { label: t.model(), value: nameIn(report.modelEn, report.modelFr, language) },
    { label: t.vehicleCode(), value: report.vehicleCode ?? dash },
    {
      label: t.grossWeight(),
      value: report.grossVehicleWeight === null ? dash : t.kg({ value: formatNumber(report.grossVehicleWeight, language) })
    },
    { label: t.branding(), value: report.branding ? lookupText(report.branding, language) : t.none() },
    { label: t.lastUpdate(), value: report.lastUpdated ? formatReportDate(report.lastUpdated, zone) : dash },
    { label: t.reportDate(), value: formatReportDate(report.reportDate, zone) },
    { label: t.requestor(), value: report.requestor },
    { label: t.company(), value: nameIn(report.companyNameEn, report.companyNameFr, language), wide: true }
  ]
}

const lossTable = (claim: VehicleReportClaim, t: VehicleTexts, language: Locales): TableProps => ({
  head: [t.kindOfLoss(), t.loss(), t.expense()],
  widths: [3, 1, 1],
  rows: claim.losses.map((loss) => [
    lookupText(loss, language),
    formatCad(loss.lossAmount, language),
    formatCad(loss.expenseAmount, language)
  ])
})

const ClaimItem = ({
  claim,
  t,
  language
}: {
  readonly claim: VehicleReportClaim
  readonly t: VehicleTexts
  readonly language: Locales
}) => (
  <View style={styles.item} wrap={false}>
    <View style={styles.itemHeader}>
      <Text style={styles.itemHeaderText}>{`${t.dateOfLoss()} ${claim.dateOfLoss}`}</Text>
      <Text style={styles.itemHeaderText}>{nameIn(claim.insurer.nameEn, claim.insurer.nameFr, language)}</Text>
      <Text>{claim.status === "open" ? t.statusOpen() : t.statusClosed()}</Text>
    </View>
    <FieldGrid
      fields={[
        { label: t.policyNumber(), value: claim.policyNumber },
        { label: t.claimNumber(), value: claim.claimNumber },
        { label: t.vehicleLoss(), value: claim.vehicleLoss ? lookupText(claim.vehicleLoss, language) : t.none() },
        { label: t.totalLoss(), value: formatCad(claim.totalLoss, language) },
        { label: t.totalExpense(), value: formatCad(claim.totalExpense, language) }
      ]}
    />
    {claim.losses.length > 0 && <Table {...lossTable(claim, t, language)} />}
  </View>
)

const policyTable = (report: VehicleReport, t: VehicleTexts, language: Locales): TableProps => {
  const figure = (value: number | null, unit: (args: { value: string }) => string) =>
    value === null ? dash : unit({ value: formatNumber(value, language) })
  return {
    head: policyColumnLabels(t),
    widths: [1.4, 1.6, 1, 1, 1, 1, 0.8, 1, 1],
    rows: report.policies.map((p) => [
      `${p.coveragePeriod.startDate} – ${p.coveragePeriod.endDate}`,
      nameIn(p.carrier.nameEn, p.carrier.nameFr, language),
      p.policyNumber,
      lookupText(p.policyStatus, language),
      p.vehicleUse ? lookupText(p.vehicleUse, language) : dash,
      p.vehicleClass ? lookupText(p.vehicleClass, language) : dash,
      figure(p.businessUsePercent, t.percent),
      figure(p.commutingDistance, t.km),
      figure(p.annualDrivingDistance, t.km)
    ])
  }
}

const VehicleReportDocument = ({
  report,
  language,
  generatedAt
}: {
  readonly report: VehicleReport
  readonly language: Locales
  readonly generatedAt: string
}) => {
  const LL = pdfTexts(language)
  const t = LL.vehicleReport
  const vin = report.vin.toUpperCase()
  const vehicle = [
    report.modelYear,
    nameIn(report.makeEn, report.makeFr, language),
    nameIn(report.modelEn, report.modelFr, language)
  ]
    .filter((part) => part !== null && part !== "")
    .join(" ")
  return (
    <Document title={`${t.title()} - ${vin}`} author={LL.common.bureauName()} language={language === "fr" ? "fr-CA" : "en-CA"}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.body}>
          <Text style={styles.title}>{t.title()}</Text>
          <Text style={styles.subtitle}>{`${vin} - ${vehicle}`}</Text>
          {(isPriceCoded(report) || isBrandedTitle(report)) && (
            <View style={[styles.row, { marginBottom: 4 }]}>
              {isPriceCoded(report) && <Tag>{t.priceCoded()}</Tag>}
              {isBrandedTitle(report) && report.branding && <Tag>{lookupText(report.branding, language)}</Tag>}
            </View>
          )}
          <FieldGrid fields={vehicleFields(report, t, language)} />

          <Text style={styles.sectionTitle} minPresenceAhead={headingKeepsWith}>
            {t.claims()}
          </Text>
          {report.claims.length === 0 ? (
            <Text style={styles.none}>{t.noClaims()}</Text>
          ) : (
            <>
              <FieldGrid
                fields={[
                  { label: t.totalLoss(), value: formatCad(report.totalClaimsLoss, language) },
                  { label: t.totalExpense(), value: formatCad(report.totalClaimsExpense, language) }
                ]}
              />
              <View style={{ marginTop: 4 }} />
              {report.claims.map((claim) => (
                <ClaimItem key={claim.id} claim={claim} t={t} language={language} />
              ))}
            </>
          )}

          <Text style={styles.sectionTitle} minPresenceAhead={headingKeepsWith}>
            {t.policies()}
          </Text>
          {report.policies.length === 0 ? (
            <Text style={styles.none}>{t.noPolicies()}</Text>
          ) : (
            <Table {...policyTable(report, t, language)} width={contentWidth} />
          )}
        </View>
        <PageFrame texts={frameTexts(LL, language, report, t.title(), generatedAt)} />
      </Page>
    </Document>
  )
}

/** The vehicle report as a PDF in the chosen language: the sections of the screen, the bureau's frame on every page. */
export const renderVehicleReportPdf = async (
  report: VehicleReport,
  language: Locales,
  options: { readonly generatedAt?: string } = {}
): Promise<Uint8Array<ArrayBuffer>> => {
  const generatedAt = options.generatedAt ?? new Date().toISOString()
  return renderPdf(<VehicleReportDocument report={report} language={language} generatedAt={generatedAt} />)
}
