import { Text, View } from "@react-pdf/renderer"
import type { DriverReport } from "../../api/reports/schemas"
import type { Locales, TranslationFunctions } from "../../i18n/i18n-types"
import {
  FieldGrid,
  contentWidth,
  fieldGridHeight,
  line,
  sectionTitleHeight,
  styles,
  subTitleHeight,
  textLines,
  type Block,
  type FieldItem
} from "./pdfParts"
import { formatReportDate, inquiriesNewestFirst, lookupText, maskedText, nameIn } from "../../i18n/reportFormat"

const correctedNotice = { fontFamily: "Helvetica-Bold", color: "#8a1c1c", marginBottom: 4 }

export interface PdfContext {
  readonly report: DriverReport
  readonly LL: TranslationFunctions
  readonly locale: Locales
}

const count = (value: number | null, fallback: string) => (value === null ? fallback : String(value))

const driverFields = ({ report, LL, locale }: PdfContext): ReadonlyArray<FieldItem> => {
  const t = LL.report.summary
  const na = LL.report.notAvailable()
  const zone = report.ianaTimezone
  const lookup = (value: { descriptionEn: string; descriptionFr: string } | null) => (value ? lookupText(value, locale) : na)
  const birth: FieldItem = report.dateOfBirthMasked
    ? { label: t.dateOfBirth(), value: maskedText }
    : report.dateOfBirth !== null
      ? { label: t.dateOfBirth(), value: report.dateOfBirth }
      : { label: t.yearOfBirth(), value: count(report.yearOfBirth, na) }
  return [
    { label: t.driverName(), value: report.fullName },
    { label: t.licence(), value: `${report.dln} (${lookupText(report.dlnJurisdiction, locale)})` },
    birth,
    { label: t.reportDate(), value: formatReportDate(report.reportDate, zone) },
    { label: t.requestor(), value: nameIn(report.requestorEn, report.requestorFr, locale) },
    { label: t.company(), value: nameIn(report.companyNameEn, report.companyNameFr, locale) },
    { label: t.referenceNumber(), value: report.referenceNumber || na },
    { label: t.lastUpdate(), value: report.lastUpdated ? formatReportDate(report.lastUpdated, zone) : na },
    {
      label: t.yearsOfData(),
      value: report.yearsOfData === null ? t.yearsOfDataMaximum() : t.yearsOfDataValue({ years: report.yearsOfData })
    },
    { label: t.policiesAtAddress(), value: String(report.numberOfPoliciesAtAddress) },
    { label: t.address(), value: report.fullAddress || na, wide: true },
    { label: t.gender(), value: lookup(report.gender) },
    { label: t.maritalStatus(), value: lookup(report.maritalStatus) },
    { label: t.yearsLicensed(), value: count(report.yearsLicensed, na) },
    { label: t.yearsOfContinuousInsurance(), value: String(Math.min(report.yearsOfContinuousInsurance, 25)) },
    { label: t.yearsClaimsFree(), value: count(report.numberOfYearsClaimsFree, na) },
    { label: t.driverTraining(), value: lookup(report.driverTraining) }
  ]
}

const countFields = ({ report, LL }: PdfContext): ReadonlyArray<FieldItem> => {
  const t = LL.report.summary
  return [
    { label: t.claimsInLastSixYears(), value: String(report.claimsInLastSixYears) },
    { label: t.atFaultAccidents(), value: String(report.atFaultAccidents) },
    { label: t.comprehensiveLosses(), value: String(report.comprehensiveLosses) },
    { label: t.dcpdClaims(), value: String(report.dcpdClaims) }
  ]
}

const albertaFields = ({ report, LL }: PdfContext): ReadonlyArray<FieldItem> => {
  const t = LL.report.summary
  const na = LL.report.notAvailable()
  return report.dlnJurisdiction.code !== "AB"
    ? []
    : [
        { label: t.albertaGridLevel(), value: report.albertaGridLevel ?? na },
        { label: t.albertaGridIndicator(), value: report.albertaGridIndicator ?? na },
        { label: t.albertaGridRatingDate(), value: report.albertaGridRatingDate ?? na }
      ]
}

/** The title, the driver and the summary. */
export const summaryBlock = (context: PdfContext): Block => {
  const { report, LL } = context
  const t = LL.report.summary
  const driver = driverFields(context)
  const counts = countFields(context)
  const alberta = albertaFields(context)
  const note = LL.report.labelled({ label: t.driverTraining(), text: t.driverTrainingNote() })
  // A report pulled before a correction says so on its first page (document 3: no data from before a correction as if current).
  const corrected = report.dataCorrectedOn
    ? LL.report.pdf.dataCorrectedOn({ date: formatReportDate(report.dataCorrectedOn, report.ianaTimezone) })
    : undefined
  const height =
    (corrected ? textLines(corrected, contentWidth, "bold") * line + 4 : 0) +
    18 * 1.25 +
    2 +
    11 * 1.25 +
    4 +
    sectionTitleHeight +
    fieldGridHeight(driver, contentWidth) +
    textLines(note, contentWidth) * line +
    subTitleHeight +
    fieldGridHeight(counts, contentWidth) +
    (alberta.length ? subTitleHeight + fieldGridHeight(alberta, contentWidth) : 0)
  return {
    key: "summary",
    height,
    element: (
      <View key="summary">
        <Text style={styles.title}>{LL.report.title()}</Text>
        <Text style={styles.subtitle}>{`${report.fullName} - ${report.dln} (${report.dlnJurisdiction.code})`}</Text>
        {corrected && <Text style={correctedNotice}>{corrected}</Text>}
        <Text style={styles.sectionTitle}>{t.title()}</Text>
        <FieldGrid fields={driver} />
        <Text style={styles.note}>{note}</Text>
        <Text style={styles.subTitle}>{t.claimsHistory()}</Text>
        <FieldGrid fields={counts} />
        {alberta.length > 0 && (
          <>
            <Text style={styles.subTitle}>{t.alberta()}</Text>
            <FieldGrid fields={alberta} />
          </>
        )}
      </View>
    )
  }
}

/** Previous inquiries, newest first: one block per line after the title, so a long list breaks between sheets. */
export const inquiryBlocks = ({ report, LL, locale }: PdfContext): ReadonlyArray<Block> => {
  const t = LL.report.inquiries
  const lines = report.previousInquiries.length
    ? inquiriesNewestFirst(report.previousInquiries).map((inquiry) =>
        t.entry({
          date: formatReportDate(inquiry.date, report.ianaTimezone),
          company: nameIn(inquiry.companyNameEn, inquiry.companyNameFr, locale)
        })
      )
    : [t.none()]
  const [first, ...rest] = lines
  return [
    {
      key: "inquiries",
      height: sectionTitleHeight + textLines(first!, contentWidth) * line,
      element: (
        <View key="inquiries">
          <Text style={styles.sectionTitle}>{t.title()}</Text>
          <Text style={report.previousInquiries.length ? {} : styles.none}>{first}</Text>
        </View>
      )
    },
    ...rest.map((text, i) => ({
      key: `inquiry-${i}`,
      height: textLines(text, contentWidth) * line,
      element: <Text key={`inquiry-${i}`}>{text}</Text>
    }))
  ]
}
