import type { ReactNode } from "react"
import { useI18nContext } from "../../i18n/i18n-react"
import { ModalDialog } from "./ModalDialog"

/**
 * The one confirmation: a question, the action's word and Cancel; Enter confirms. While the action
 * runs the button says so (`busyLabel`) and cannot be pressed again.
 */
export const ConfirmDialog = ({
  title,
  testId,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
  children
}: {
  readonly title: string
  readonly testId: string
  readonly confirmLabel: string
  readonly busyLabel: string
  readonly busy: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
  readonly children: ReactNode
}) => {
  const { LL } = useI18nContext()
  return (
    <ModalDialog
      open
      title={title}
      confirmLabel={busy ? busyLabel : confirmLabel}
      onConfirm={onConfirm}
      confirmDisabled={busy}
      cancelLabel={LL.common.cancel()}
      onCancel={onCancel}
      testId={testId}
    >
      <div aria-busy={busy || undefined}>{children}</div>
    </ModalDialog>
  )
}
