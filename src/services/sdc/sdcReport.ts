import { Effect } from "effect"
import type { SdcReportQuery } from "../../api/sdc/schemas"
import type { Locales } from "../../i18n/i18n-types"
import { callApi } from "../api/portalClient"
import { today } from "../clock"
import { downloadCsv } from "../shared/csv"
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

/** sdc-report-YYYY-MM-DD.csv, dated in the browser's zone. */
export const sdcReportFileName = (date: string = today()): string => `sdc-report-${date}.csv`
