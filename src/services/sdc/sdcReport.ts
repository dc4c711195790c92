import { Effect } from "effect"
import type { SdcFileRow, SdcReportQuery } from "../../api/sdc/schemas"
import type { Locales } from "../../i18n/i18n-types"
import { i18nObject } from "../../i18n/i18n-util"
import { formatReportDateTime } from "../../i18n/reportFormat"
import { callApi } from "../api/portalClient"
import { today } from "../clock"
import { csvText, downloadCsv } from "../shared/csv"
import { pagedSearch } from "../shared/pagedSearch"

/** Names sort in the language on screen. */
const screenLanguage = (): "en" | "fr" => (document.documentElement.lang === "fr" ? "fr" : "en")

/** GET /Sdc/GetSdcReports, by page or whole. */
export const sdcReport = pagedSearch((query: SdcReportQuery, paging) =>
  callApi((api) =>
    api.sdcReport.getSdcReports({
      query: {
        language: screenLanguage(),
        ...query,
        ...(paging.PageNumber === undefined ? {} : { pageNumber: paging.PageNumber, pageSize: paging.PageSize })
      }
    })
  )
)

/** GET /Sdc/GetAllFileTypes: what a file may hold, with their names in both languages. */
export const loadSdcFileTypes = () => callApi((api) => api.sdcReport.getAllFileTypes())

/** What the error report of a file is saved as: the file's name without its extension, then -errors-<language>.csv. */
export const errorReportFileName = (fileName: string, language: Locales): string =>
  `${fileName.replace(/\.[^.]*$/, "").replace(/[^\p{L}\p{N}._-]+/gu, "_") || "sdc"}-errors-${language}.csv`

/** GET /Sdc/GetSdcErrorReport/{id}?lang: the error report of one file in a language, saved as a CSV file. */
export const downloadErrorReport = (file: { readonly id: number; readonly fileName: string; readonly language: Locales }) =>
  callApi((api) => api.sdcReport.getSdcErrorReport({ params: { id: file.id }, query: { lang: file.language } })).pipe(
    Effect.flatMap((csv) =>
      Effect.sync(() => downloadCsv(csv.replace(/^\uFEFF/, ""), errorReportFileName(file.fileName, file.language)))
    )
  )

const named = (name: { readonly nameEn: string; readonly nameFr: string }, language: Locales): string =>
  language === "fr" ? name.nameFr : name.nameEn

/** yyyy-MM-dd HH:mm of an instant in a zone. */
const dateTimeIn = (instant: string | null, ianaTimezone: string): string =>
  instant === null ? "" : formatReportDateTime(instant, ianaTimezone)

/** The list as CSV: the table's columns, names in the language in use, dates in the browser's zone. */
export const sdcReportCsv = (rows: ReadonlyArray<SdcFileRow>, language: Locales, ianaTimezone: string): string => {
  const c = i18nObject(language).sdc.columns
  return csvText(
    [
      c.fileName(),
      c.organization(),
      c.company(),
      c.fileType(),
      c.receivedDate(),
      c.status(),
      c.completedDate(),
      c.rows(),
      c.errors(),
      c.uploadedBy()
    ],
    rows.map((row) => [
      row.fileName,
      named(row.organization, language),
      named(row.reportingCompany, language),
      named(row.fileType, language),
      dateTimeIn(row.receivedDate, ianaTimezone),
      named(row.status, language),
      dateTimeIn(row.completedDate, ianaTimezone),
      row.rows,
      row.errorCount,
      row.uploadedBy
    ])
  )
}

/** sdc-report-YYYY-MM-DD.csv, dated in the browser's zone. */
export const sdcReportFileName = (date: string = today()): string => `sdc-report-${date}.csv`
