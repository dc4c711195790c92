import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useEffectEvent, useState } from "react"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { sdcReasonText } from "../../api/sdc/reasons"
import { sdcLimits } from "../../api/sdc/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import type { errorReportMachine } from "../../machines/sdc/errorReportMachine"
import { sdcUploadInput, sdcUploadLive } from "../../machines/sdc/sdcLive"
import {
  uploadIssues,
  uploadShare,
  type SdcCompany,
  type SdcUploadContext,
  type UploadField
} from "../../machines/sdc/sdcUploadMachine"
import { localizedName } from "../shared/localized"
import { FieldFrame, fieldIds } from "../ui/FieldFrame"
import { FormDialog, formDialogStage } from "../ui/FormDialog"
import { issueMessage } from "../ui/issueMessage"
import { ModalDialog } from "../ui/ModalDialog"
import { IdSelect } from "../ui/Select"
import { textInput } from "../ui/styles"
import { TableHead } from "../ui/TableHead"

export type ErrorReportRef = ActorRefFrom<typeof errorReportMachine>

/** 1.5 MB, 640 KB, 12 B: a size as people read it. */
const sizeText = (bytes: number, locale: string): string => {
  const units = ["B", "KB", "MB", "GB"] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const number = new Intl.NumberFormat(locale === "fr" ? "fr-CA" : "en-CA", { maximumFractionDigits: unit === 0 ? 0 : 1 })
  return `${number.format(value)} ${locale === "fr" ? units[unit]!.replace("B", "o") : units[unit]}`
}

const progressBar = css({ width: "100%", height: "16px", accentColor: "navy.700" })
const errorTable = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "0.9rem",
  "& th, & td": { textAlign: "left", borderBottom: "1px solid", borderColor: "border", p: "4px 6px", verticalAlign: "top" }
})

/** The outcome of an upload: accepted, or rejected with its first errors and its error report. */
const Outcome = ({
  context,
  errorReport,
  onClose
}: {
  readonly context: SdcUploadContext
  readonly errorReport: ErrorReportRef
  readonly onClose: () => void
}) => {
  const { LL, locale } = useI18nContext()
  const t = LL.sdc.upload
  const outcome = context.outcome!
  const { file, errors } = outcome
  const accepted = file.status.code === "ACCEPTED"
  const busy = useSelector(errorReport, (s) => s.hasTag("busy"))
  return (
    <ModalDialog
      open
      title={accepted ? t.acceptedTitle() : t.rejectedTitle()}
      confirmLabel={t.close()}
      onConfirm={onClose}
      testId="sdc-upload-outcome"
      wide={!accepted}
    >
      <p data-testid="sdc-upload-outcome-text">
        {accepted
          ? t.acceptedText({ fileName: file.fileName, rows: file.rows })
          : t.rejectedText({ fileName: file.fileName, errorCount: file.errorCount })}
      </p>
      {!accepted && errors.length > 0 && (
        <>
          <h3 className={css({ fontWeight: "600", mt: "12px", mb: "6px" })}>{t.firstErrors()}</h3>
          <div className={css({ overflowX: "auto" })}>
            <table className={errorTable} data-testid="sdc-upload-errors">
              <TableHead labels={[t.line(), t.column(), t.value(), t.reason()]} />
              <tbody>
                {errors.map((error, index) => (
                  <tr key={index}>
                    {/* An error of the file as a whole (line 0) has no line number. */}
                    <td>{error.line > 0 ? error.line : ""}</td>
                    <td>{error.column}</td>
                    <td>{error.value}</td>
                    <td>{sdcReasonText(error.reason, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {!accepted && (
        <p className={css({ mt: "12px" })}>
          <button
            type="button"
            className={css({ color: "primary", textDecoration: "underline", cursor: "pointer", bg: "transparent", p: 0 })}
            disabled={busy}
            data-testid="sdc-upload-error-report"
            onClick={() => errorReport.send({ type: "DOWNLOAD", id: file.id, fileName: file.fileName, language: locale })}
          >
            {busy ? LL.sdc.downloading() : t.downloadReport()}
          </button>
        </p>
      )}
    </ModalDialog>
  )
}

/**
 * The "Upload a file" dialog: company (when several), file type and the file; while it streams, a
 * progress bar from the server's reading of it; then the outcome.
 */
export const SdcUploadDialog = ({
  companies,
  errorReport,
  onFinished,
  onClose
}: {
  readonly companies: ReadonlyArray<SdcCompany>
  readonly errorReport: ErrorReportRef
  /** The outcome is there, or the upload was cancelled: the list searches again. */
  readonly onFinished: () => void
  readonly onClose: () => void
}) => {
  const { LL, locale } = useI18nContext()
  const t = LL.sdc.upload
  const [input] = useState(() => sdcUploadInput(companies))
  const actor = useActorRef(sdcUploadLive, { input })
  const snapshot = useSelector(actor, (s) => s)
  const finished = snapshot.hasTag("finished")
  const done = snapshot.status === "done"
  // Once per outcome and once at the end, whatever the parent's callbacks are at that moment.
  const finish = useEffectEvent(onFinished)
  const close = useEffectEvent(onClose)
  useEffect(() => {
    if (finished) finish()
  }, [finished])
  useEffect(() => {
    // A cancelled upload left a file marked interrupted: the list shows it.
    if (done && snapshot.output?.cancelled) finish()
    if (done) close()
  }, [done, snapshot.output])
  const context = snapshot.context
  if (finished) return <Outcome context={context} errorReport={errorReport} onClose={() => actor.send({ type: "CLOSE" })} />
  const stage = formDialogStage(snapshot)
  const issues = uploadIssues(context)
  const message = (field: UploadField) =>
    issueMessage(
      issues,
      field,
      { ...t.issues, tooLarge: () => t.issues.tooLarge({ limit: sizeText(sdcLimits.maxFileBytes, locale) }) },
      LL
    )
  const fileError = message("file")
  const file = context.form.file
  const share = uploadShare(context)
  const named = (item: { readonly nameEn: string; readonly nameFr: string }) => localizedName(item, locale)
  return (
    <FormDialog
      title={t.title()}
      testId="sdc-upload-dialog"
      stage={stage}
      onSend={(command) => actor.send(command)}
      saveLabel={stage.busy ? t.sending() : t.send()}
      intro={<p>{t.intro()}</p>}
    >
      {companies.length > 1 && (
        <IdSelect
          id="sdc-upload-company"
          label={t.company()}
          chosen={context.form.reportingCompanyId}
          placeholder={t.selectCompany()}
          items={companies}
          itemLabel={named}
          onChoose={(id) => id !== null && actor.send({ type: "COMPANY_CHANGED", reportingCompanyId: id })}
          disabled={stage.busy}
          error={message("company")}
          testId="sdc-upload-company"
        />
      )}
      <IdSelect
        id="sdc-upload-fileType"
        label={t.fileType()}
        chosen={context.form.fileTypeId}
        placeholder={t.selectFileType()}
        items={context.fileTypes}
        itemLabel={named}
        onChoose={(id) => id !== null && actor.send({ type: "FILE_TYPE_CHANGED", fileTypeId: id })}
        disabled={stage.busy}
        error={message("fileType")}
        testId="sdc-upload-fileType"
      />
      <FieldFrame
        id="sdc-upload-file"
        label={t.file()}
        hint={file ? t.chosen({ name: file.name, size: sizeText(file.size, locale) }) : undefined}
        error={fileError}
      >
        <input
          id="sdc-upload-file"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className={textInput}
          disabled={stage.busy}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fieldIds("sdc-upload-file", file ? "hint" : undefined, fileError).describedBy}
          data-testid="sdc-upload-file"
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0]
            actor.send({
              type: "FILE_CHOSEN",
              file: chosen ? { blob: chosen, name: chosen.name, size: chosen.size } : undefined
            })
          }}
        />
      </FieldFrame>
      {stage.busy && file && (
        <div data-testid="sdc-upload-progress">
          <progress
            className={progressBar}
            aria-label={t.progressLabel()}
            max={1}
            value={share}
            data-testid="sdc-upload-progress-bar"
          />
          <p role="status" data-testid="sdc-upload-progress-text">
            {context.progress
              ? t.progress({
                  rows: context.progress.rows,
                  received: sizeText(context.progress.bytesReceived, locale),
                  size: sizeText(file.size, locale)
                })
              : t.waiting()}
          </p>
        </div>
      )}
    </FormDialog>
  )
}
