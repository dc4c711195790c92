import type { DriverReport, Lookup } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { formatReportDate, lookupText, maskedText, nameIn } from "../../../i18n/reportFormat"
import { DriverFieldAction } from "./ReportActions"
import { Field, FieldList, note, ReportSection, subTitle } from "./reportParts"

/** Years of continuous insurance are shown capped at 25 (document 3 section 9). */
const continuousInsuranceCap = 25

/** The driver summary: who the driver is, who asked for the report, and the six-year claim counts. */
export const ReportSummary = ({ report }: { readonly report: DriverReport }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.report.summary
  const na = LL.report.notAvailable()
  const zone = report.ianaTimezone
  const lookup = (value: Lookup | null) => (value ? lookupText(value, locale) : na)
  const count = (value: number | null) => (value === null ? na : String(value))
  const birth = report.dateOfBirthMasked
    ? { label: t.dateOfBirth(), value: maskedText }
    : report.dateOfBirth !== null
      ? { label: t.dateOfBirth(), value: report.dateOfBirth }
      : { label: t.yearOfBirth(), value: count(report.yearOfBirth) }
  return (
    <ReportSection name="summary" title={t.title()}>
      <FieldList>
        <Field label={t.driverName()} testId="summary-driver-name" action={<DriverFieldAction field="fullName" />}>
          {report.fullName}
        </Field>
        <Field label={t.licence()} testId="summary-licence">
          {`${report.dln} (${lookupText(report.dlnJurisdiction, locale)})`}
        </Field>
        <Field label={birth.label} testId="summary-birth" action={<DriverFieldAction field="dateOfBirth" />}>
          {birth.value}
        </Field>
        <Field label={t.reportDate()} testId="summary-report-date">
          {formatReportDate(report.reportDate, zone)}
        </Field>
        <Field label={t.requestor()}>{nameIn(report.requestorEn, report.requestorFr, locale)}</Field>
        <Field label={t.company()}>{nameIn(report.companyNameEn, report.companyNameFr, locale)}</Field>
        <Field label={t.referenceNumber()}>{report.referenceNumber || na}</Field>
        <Field label={t.lastUpdate()}>{report.lastUpdated ? formatReportDate(report.lastUpdated, zone) : na}</Field>
        <Field label={t.yearsOfData()} testId="summary-years-of-data">
          {report.yearsOfData === null ? t.yearsOfDataMaximum() : t.yearsOfDataValue({ years: report.yearsOfData })}
        </Field>
        <Field label={t.policiesAtAddress()}>{String(report.numberOfPoliciesAtAddress)}</Field>
        <Field label={t.address()} wide testId="summary-address" action={<DriverFieldAction field="fullAddress" />}>
          {report.fullAddress || na}
        </Field>
        <Field label={t.gender()} testId="summary-gender" action={<DriverFieldAction field="gender" />}>
          {lookup(report.gender)}
        </Field>
        <Field label={t.maritalStatus()} testId="summary-marital-status" action={<DriverFieldAction field="maritalStatus" />}>
          {lookup(report.maritalStatus)}
        </Field>
        <Field label={t.yearsLicensed()} testId="summary-years-licensed" action={<DriverFieldAction field="yearsLicensed" />}>
          {count(report.yearsLicensed)}
        </Field>
        <Field label={t.yearsOfContinuousInsurance()}>
          {String(Math.min(report.yearsOfContinuousInsurance, continuousInsuranceCap))}
        </Field>
        <Field label={t.yearsClaimsFree()}>{count(report.numberOfYearsClaimsFree)}</Field>
        <Field label={t.driverTraining()} testId="summary-driver-training" action={<DriverFieldAction field="driverTraining" />}>
          {lookup(report.driverTraining)}
          <span className={note}>{t.driverTrainingNote()}</span>
        </Field>
      </FieldList>
      <h3 className={subTitle}>{t.claimsHistory()}</h3>
      <FieldList>
        <Field label={t.claimsInLastSixYears()} testId="summary-claims-six-years">
          {String(report.claimsInLastSixYears)}
        </Field>
        <Field label={t.atFaultAccidents()}>{String(report.atFaultAccidents)}</Field>
        <Field label={t.comprehensiveLosses()}>{String(report.comprehensiveLosses)}</Field>
        <Field label={t.dcpdClaims()}>{String(report.dcpdClaims)}</Field>
      </FieldList>
      {report.dlnJurisdiction.code === "AB" && (
        <div data-testid="summary-alberta">
          <h3 className={subTitle}>{t.alberta()}</h3>
          <FieldList>
            <Field label={t.albertaGridLevel()}>{report.albertaGridLevel ?? na}</Field>
            <Field label={t.albertaGridIndicator()}>{report.albertaGridIndicator ?? na}</Field>
            <Field label={t.albertaGridRatingDate()} action={<DriverFieldAction field="gridRatingDate" />}>
              {report.albertaGridRatingDate ?? na}
            </Field>
          </FieldList>
        </div>
      )}
    </ReportSection>
  )
}
