import type { DriverReport } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { css } from "styled-system/css"
import { formatReportDate, inquiriesNewestFirst, nameIn } from "../../../i18n/reportFormat"
import { none, ReportSection } from "./reportParts"

const list = css({ listStyle: "none", p: 0, m: 0, "& li": { py: "4px" } })

/** Earlier reports on the same driver: date - company, newest first. */
export const PreviousInquiries = ({ report }: { readonly report: DriverReport }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.report.inquiries
  return (
    <ReportSection name="inquiries" title={t.title()}>
      {report.previousInquiries.length === 0 ? (
        <p className={none}>{t.none()}</p>
      ) : (
        <ul className={list} aria-labelledby="report-inquiries-title">
          {inquiriesNewestFirst(report.previousInquiries).map((inquiry, i) => (
            <li key={`${inquiry.date}-${i}`}>
              {t.entry({
                date: formatReportDate(inquiry.date, report.ianaTimezone),
                company: nameIn(inquiry.companyNameEn, inquiry.companyNameFr, locale)
              })}
            </li>
          ))}
        </ul>
      )}
    </ReportSection>
  )
}
