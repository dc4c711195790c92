import { createLazyRoute } from "@tanstack/react-router"
import { createColumnHelper } from "@tanstack/react-table"
import { useActorRef, useSelector } from "@xstate/react"
import { useMemo, useState } from "react"
import { FunctionId } from "../../api/functions"
import { sdcFileStatuses, SdcFileStatusId, sdcFileTypes, sdcSortColumns, type SdcFileRow } from "../../api/sdc/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import type { Locales } from "../../i18n/i18n-types"
import type { SdcReportFilters } from "../../machines/sdc/sdcReportFilters"
import { sdcReportLive } from "../../machines/sdc/sdcReportLive"
import { errorReportLive, sdcReportWatchInput, sdcReportWatchLive } from "../../machines/sdc/sdcLive"
import type { WatchedReport } from "../../machines/sdc/sdcReportWatchMachine"
import type { SdcCompany } from "../../machines/sdc/sdcUploadMachine"
import { usePortal } from "../shared/PortalContext"
import { localizedText } from "../shared/localized"
import { PagedSearchScreen, type PagedSearchScreenProps } from "../ui/PagedSearchScreen"
import { choiceOrAll, dateRangeFields, scopeField } from "../ui/SearchFilterFields"
import { button } from "../ui/styles"
import { SdcUploadDialog, type ErrorReportRef } from "./SdcUploadDialog"

const actionsColumn = createColumnHelper<SdcFileRow>()

/** A rejected file's error report, in the language on screen; one download at a time. */
export const ErrorReportButton = ({
  errorReport,
  file,
  label,
  text,
  testId
}: {
  readonly errorReport: ErrorReportRef
  readonly file: { readonly id: number; readonly fileName: string }
  readonly label: string
  readonly text: string
  readonly testId: string
}) => {
  const { locale } = useI18nContext()
  const busy = useSelector(errorReport, (s) => s.hasTag("busy"))
  return (
    <button
      type="button"
      className={button({ tone: "secondary" })}
      disabled={busy}
      aria-label={label}
      data-testid={testId}
      onClick={() => errorReport.send({ type: "DOWNLOAD", id: file.id, fileName: file.fileName, language: locale })}
    >
      {text}
    </button>
  )
}

/** Nothing on screen: while the page shown has a file still being read, its watch reads the page again. */
const WatchProcessing = ({ report }: { readonly report: WatchedReport }) => {
  useActorRef(sdcReportWatchLive, { input: sdcReportWatchInput(report) })
  return null
}

/** "Upload a file" and its dialog; the list searches again once a file has its outcome. */
const UploadAction = ({
  label,
  companies,
  errorReport,
  refresh
}: {
  readonly label: string
  readonly companies: ReadonlyArray<SdcCompany>
  readonly errorReport: ErrorReportRef
  readonly refresh: () => void
}) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={button({ tone: "secondary" })} onClick={() => setOpen(true)} data-testid="sdc-upload">
        {label}
      </button>
      {open && (
        <SdcUploadDialog companies={companies} errorReport={errorReport} onFinished={refresh} onClose={() => setOpen(false)} />
      )}
    </>
  )
}

/** The SDC report of document 2 section 2: its filters, the table with each file's error report, and the upload. */
const sdcReport = (
  locale: Locales,
  companies: ReadonlyArray<SdcCompany>,
  errorReport: ErrorReportRef
): PagedSearchScreenProps<SdcReportFilters, SdcFileRow, "sdc"> => {
  const named = (lookup: { readonly id: number; readonly nameEn: string; readonly nameFr: string }) => ({
    value: lookup.id,
    label: localizedText(lookup.nameEn, lookup.nameFr, locale)
  })
  return {
    namespace: "sdc",
    idPrefix: "sdc",
    search: sdcReportLive,
    filters: (t) => [
      scopeField(false),
      choiceOrAll("statusId", t.status(), t.allStatuses(), sdcFileStatuses.map(named)),
      choiceOrAll("fileTypeId", t.fileType(), t.allFileTypes(), sdcFileTypes.map(named)),
      ...dateRangeFields(t, true)
    ],
    columns: (_, t) => [
      // A rejected file's error report, in the language on screen.
      actionsColumn.display({
        id: "actions",
        header: () => t.columns.actions(),
        cell: ({ row: { original: row } }) =>
          row.status.id === SdcFileStatusId.rejected ? (
            <ErrorReportButton
              errorReport={errorReport}
              file={row}
              label={t.errorReportOf({ fileName: row.fileName })}
              text={t.errorReport()}
              testId={`sdc-error-report-${row.id}`}
            />
          ) : null
      })
    ],
    sortable: sdcSortColumns,
    actions: (t, { refresh, search }) => (
      <>
        <UploadAction label={t.uploadFile()} companies={companies} errorReport={errorReport} refresh={refresh} />
        <WatchProcessing report={search} />
      </>
    ),
    rowId: (row) => String(row.id)
  }
}

/** The companies the user may send files for: those they hold sdcReport for. */
const useSdcCompanies = (): ReadonlyArray<SdcCompany> => {
  const { session } = usePortal()
  const profile = useSelector(session, (s) => s.context.profile)
  return useMemo(
    () => profile?.userFunctions.find((f) => f.functionId === FunctionId.sdcReport)?.reportingCompanies ?? [],
    [profile]
  )
}

const SdcReport = () => {
  const { locale } = useI18nContext()
  const companies = useSdcCompanies()
  const errorReport = useActorRef(errorReportLive)
  const config = useMemo(() => sdcReport(locale, companies, errorReport), [locale, companies, errorReport])
  return <PagedSearchScreen {...config} />
}

/** /sdc (function sdcReport). */
export const Route = createLazyRoute("/sdc")({ component: SdcReport })
