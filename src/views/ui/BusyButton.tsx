import { button } from "./styles"

export interface BusyButtonProps {
  /** The action is running: the button says so (`busyLabel`) and cannot be pressed again. */
  readonly busy: boolean
  readonly label: string
  readonly busyLabel: string
  readonly onClick: () => void
  readonly testId: string
  readonly tone?: "primary" | "secondary"
  /** When the button is not offered for another reason as well; `busy` unless given. */
  readonly disabled?: boolean
}

/** A button whose action runs a while (a report made, a PDF prepared): it says so and waits meanwhile. */
export const BusyButton = ({ busy, label, busyLabel, onClick, testId, tone, disabled }: BusyButtonProps) => (
  <button
    type="button"
    className={button({ tone })}
    onClick={onClick}
    disabled={disabled ?? busy}
    aria-busy={busy || undefined}
    data-testid={testId}
  >
    {busy ? busyLabel : label}
  </button>
)
