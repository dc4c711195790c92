import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { button, buttonRow, card, pageTitle } from "./styles"
import { Waiting } from "./Waiting"

const stack = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "20px" })

/** A load that failed: the message, Retry, and the way back when the page offers one. */
export interface ProfileLoadFailed {
  readonly message: string
  readonly retry: string
  readonly onRetry: () => void
  readonly cancel?: { readonly label: string; readonly onCancel: () => void }
}

/**
 * The frame of a profile page (a user's, a client's, a company's): the page waits while it loads,
 * says so with Retry when the load failed, else shows its title and sections, busy while a save runs.
 */
export const ProfilePage = ({
  testId,
  title,
  waiting,
  failed,
  busy,
  children
}: {
  /** The page's test id; its failure's is `${testId}-failed`. */
  readonly testId: string
  readonly title: string
  /** The label of the wait, while the page loads. */
  readonly waiting?: string | undefined
  readonly failed?: ProfileLoadFailed | undefined
  readonly busy: boolean
  readonly children: ReactNode
}) => {
  if (waiting !== undefined) return <Waiting label={waiting} />
  if (failed)
    return (
      <section className={card} data-testid={`${testId}-failed`}>
        <p role="alert">{failed.message}</p>
        <div className={buttonRow}>
          <button type="button" className={button()} onClick={failed.onRetry}>
            {failed.retry}
          </button>
          {failed.cancel && (
            <button type="button" className={button({ tone: "secondary" })} onClick={failed.cancel.onCancel}>
              {failed.cancel.label}
            </button>
          )}
        </div>
      </section>
    )
  return (
    <div className={stack} aria-busy={busy || undefined} data-testid={testId}>
      <h1 className={pageTitle}>{title}</h1>
      {children}
    </div>
  )
}

/** Save of a profile form: its label says when the save runs. */
export const SaveButton = ({
  label,
  savingLabel,
  saving,
  disabled,
  onSave,
  testId
}: {
  readonly label: string
  readonly savingLabel: string
  readonly saving: boolean
  readonly disabled: boolean
  readonly onSave: () => void
  readonly testId: string
}) => (
  <button type="button" className={button()} disabled={disabled} onClick={onSave} data-testid={testId}>
    {saving ? savingLabel : label}
  </button>
)

/** Another action of a profile form (Cancel, Delete, Enable, ...): a secondary button. */
export const ActionButton = ({
  label,
  onClick,
  disabled,
  testId
}: {
  readonly label: string
  readonly onClick: () => void
  readonly disabled?: boolean
  readonly testId: string
}) => (
  <button type="button" className={button({ tone: "secondary" })} disabled={disabled} onClick={onClick} data-testid={testId}>
    {label}
  </button>
)
