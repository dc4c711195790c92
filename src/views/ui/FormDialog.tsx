import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { ModalDialog } from "./ModalDialog"

/** A wide dialog's two columns (one on a phone). */
const dialogGrid = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "16px 20px" })
const formColumn = css({ display: "grid", gap: "16px" })
export const wholeRow = css({ gridColumn: "1 / -1" })

/**
 * Where a form dialog stands, read from its machine's tags (so a redrawn machine keeps its dialog):
 * `loading` its lists, `loadFailed`, `busy` saving; else editing.
 */
export interface FormDialogStage {
  readonly loading: boolean
  readonly loadFailed: boolean
  readonly busy: boolean
}

export const formDialogStage = (snapshot: { hasTag: (tag: "loading" | "loadFailed" | "busy") => boolean }): FormDialogStage => ({
  loading: snapshot.hasTag("loading"),
  loadFailed: snapshot.hasTag("loadFailed"),
  busy: snapshot.hasTag("busy")
})

/** The events a form dialog's machine takes besides its fields. */
export type FormDialogCommand = { readonly type: "SAVE" } | { readonly type: "CANCEL" } | { readonly type: "RETRY" }

/**
 * The one frame of a form in a dialog: the title, what the form is about, its fields (two columns when
 * `wide`) with their messages, and Save (or `saveLabel`) and Cancel. Its lists load first: while they
 * do it says so, when they fail it offers Try again. Saving shows on the button and keeps it pressed once.
 */
export const FormDialog = ({
  title,
  testId,
  stage,
  onSend,
  saveLabel,
  canSave = true,
  wide = false,
  intro,
  children
}: {
  readonly title: string
  readonly testId: string
  readonly stage: FormDialogStage
  readonly onSend: (command: FormDialogCommand) => void
  /** The word on the confirm button (Add, say); Save by default. */
  readonly saveLabel?: string
  /** False while the form offers no save (nothing changed yet). */
  readonly canSave?: boolean
  readonly wide?: boolean
  /** Shown above the fields, even while the lists load (what the form edits, say). */
  readonly intro?: ReactNode
  readonly children: ReactNode
}) => {
  const { LL } = useI18nContext()
  const { loading, loadFailed, busy } = stage
  return (
    <ModalDialog
      open
      wide={wide}
      title={title}
      confirmLabel={loadFailed ? LL.common.retry() : busy ? LL.common.saving() : (saveLabel ?? LL.common.save())}
      onConfirm={() => onSend({ type: loadFailed ? "RETRY" : "SAVE" })}
      confirmDisabled={loading || busy || (!loadFailed && !canSave)}
      cancelLabel={LL.common.cancel()}
      onCancel={() => onSend({ type: "CANCEL" })}
      focusFirstField
      testId={testId}
    >
      <div className={formColumn} aria-busy={busy || loading || undefined}>
        {intro}
        {loading && <p role="status">{LL.common.loadingChoices()}</p>}
        {loadFailed && <p role="alert">{LL.common.choicesFailed()}</p>}
        {!loading && !loadFailed && <div className={wide ? dialogGrid : formColumn}>{children}</div>}
      </div>
    </ModalDialog>
  )
}
