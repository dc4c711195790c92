import type { ReactNode } from "react"
import { css } from "styled-system/css"
import type { Jurisdiction } from "../../api/platform/schemas"
import { correctionLimits } from "../../api/corrections/schemas"
import { useI18nContext } from "../../i18n/i18n-react"
import { lookupText } from "../../i18n/reportFormat"
import type { DialogCommandEvent } from "../../machines/corrections/addDialog"
import { ModalDialog } from "../ui/ModalDialog"
import { Select } from "../ui/Select"
import { TextField } from "../ui/TextField"

export const formGrid = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "16px 20px" })
export const wholeRow = css({ gridColumn: "1 / -1" })
const statusLine = css({ color: "fg.muted", fontSize: "0.9rem", gridColumn: "1 / -1", minHeight: "1.2em" })

/** Where a form dialog with lists to load stands: loading the lists, their load failed, editing or saving. */
export interface FormDialogStage {
  readonly loading: boolean
  readonly failed: boolean
  readonly saving: boolean
}

/**
 * A correction dialog that adds something: its lists load first (Retry when that fails), then the
 * form shows in a two-column grid with Add and Cancel.
 */
export const CorrectionFormDialog = ({
  title,
  testId,
  stage,
  onSend,
  children
}: {
  readonly title: string
  readonly testId: string
  readonly stage: FormDialogStage
  readonly onSend: (event: DialogCommandEvent) => void
  readonly children: ReactNode
}) => {
  const { LL } = useI18nContext()
  const { loading, failed, saving } = stage
  return (
    <ModalDialog
      open
      wide
      title={title}
      confirmLabel={
        failed ? LL.correction.actions.retry() : saving ? LL.correction.actions.saving() : LL.correction.actions.add()
      }
      onConfirm={() => onSend({ type: failed ? "RETRY" : "SAVE" })}
      confirmDisabled={loading || saving}
      cancelLabel={LL.correction.actions.cancel()}
      onCancel={() => onSend({ type: "CANCEL" })}
      focusFirstField
      testId={testId}
    >
      {loading && <p role="status">{LL.correction.dialog.loadingOptions()}</p>}
      {failed && <p role="alert">{LL.correction.dialog.optionsFailed()}</p>}
      {!loading && !failed && (
        <div className={formGrid} aria-busy={saving || undefined}>
          {children}
        </div>
      )}
    </ModalDialog>
  )
}

/** Where the licence look-up stands: not asked (licence or jurisdiction missing), under way, or answered. */
export type LicenceLookupStatus = "notAsked" | "lookingUp" | "found" | "notFound"

/** A licence field, its jurisdiction and the look-up's status line (document 3 section 5). */
export const LicenceLookupFields = ({
  idPrefix,
  labels,
  jurisdictions,
  licence,
  jurisdictionId,
  onLicence,
  onJurisdiction,
  licenceError,
  jurisdictionError,
  status
}: {
  readonly idPrefix: string
  readonly labels: { readonly licence: string; readonly jurisdiction: string }
  readonly jurisdictions: ReadonlyArray<Jurisdiction>
  readonly licence: string
  readonly jurisdictionId: string
  readonly onLicence: (value: string) => void
  readonly onJurisdiction: (value: string) => void
  readonly licenceError: string | undefined
  readonly jurisdictionError: string | undefined
  readonly status: LicenceLookupStatus
}) => {
  const { LL, locale } = useI18nContext()
  return (
    <>
      <TextField
        id={`${idPrefix}-licence`}
        label={labels.licence}
        value={licence}
        maxLength={correctionLimits.licenceNumber}
        onChange={onLicence}
        error={licenceError}
      />
      <Select
        id={`${idPrefix}-jurisdiction`}
        label={labels.jurisdiction}
        value={jurisdictionId}
        options={jurisdictions.map((j) => ({
          value: String(j.id),
          label: lookupText({ descriptionEn: j.jurisdictionDescriptionEn, descriptionFr: j.jurisdictionDescriptionFr }, locale)
        }))}
        placeholder={LL.correction.dialog.choose()}
        onChange={onJurisdiction}
        error={jurisdictionError}
      />
      <p className={statusLine} role="status">
        {status === "notAsked" ? "" : LL.correction.lookup[status]()}
      </p>
    </>
  )
}

export const licenceLookupStatus = (lookingUp: boolean, asked: boolean, found: boolean): LicenceLookupStatus =>
  lookingUp ? "lookingUp" : !asked ? "notAsked" : found ? "found" : "notFound"
