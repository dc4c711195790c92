import { Dialog } from "@ark-ui/react/dialog"
import { Portal } from "@ark-ui/react/portal"
import { useRef, type ReactNode } from "react"
import { css } from "styled-system/css"
import { button } from "./styles"

const backdrop = css({ position: "fixed", inset: 0, bg: "rgba(6, 35, 63, 0.55)", zIndex: 1000 })
const positioner = css({
  position: "fixed",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  p: { base: "12px", sm: "24px" },
  zIndex: 1001
})
// Any dialog taller than the screen (a phone's, say) scrolls inside its window.
const content = css({
  bg: "white",
  borderRadius: "8px",
  p: { base: "20px", sm: "28px" },
  width: "520px",
  maxWidth: "100%",
  maxHeight: "100%",
  overflowY: "auto",
  boxShadow: "xl",
  overflowWrap: "break-word"
})
/** Forms with many fields: wider. */
const wideContent = css({ width: "760px" })

export interface ModalDialogProps {
  readonly open: boolean
  readonly title: string
  readonly children: ReactNode
  readonly confirmLabel: string
  readonly onConfirm: () => void
  /** Without a cancel label the dialog is OK-only. */
  readonly cancelLabel?: string
  readonly onCancel?: () => void
  readonly testId?: string
  /** A form's Save, offered only once the form allows it. */
  readonly confirmDisabled?: boolean
  /** Focus starts on the first field (forms) instead of the confirm button. */
  readonly focusFirstField?: boolean
  readonly wide?: boolean
  /** Where the focus goes once the dialog closes (the field to correct, say); else back where it was. */
  readonly finalFocusEl?: () => HTMLElement | null
}

/**
 * The generic confirm dialog: Enter confirms (focus starts on the confirm button); neither a
 * backdrop click nor Escape closes it, so the user always answers explicitly.
 */
export const ModalDialog = (props: ModalDialogProps) => {
  const confirmRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      initialFocusEl={props.focusFirstField ? undefined : () => confirmRef.current}
      finalFocusEl={props.finalFocusEl}
      open={props.open}
      role="alertdialog"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content
            className={props.wide ? `${content} ${wideContent}` : content}
            data-testid={props.testId}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !(event.target instanceof HTMLButtonElement)) {
                event.preventDefault()
                if (!props.confirmDisabled) props.onConfirm()
              }
            }}
          >
            <Dialog.Title className={css({ fontSize: "1.3rem", fontWeight: "700", color: "primary", mb: "12px" })}>
              {props.title}
            </Dialog.Title>
            <Dialog.Description asChild>
              <div>{props.children}</div>
            </Dialog.Description>
            <div
              className={css({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: "12px", mt: "24px" })}
              data-form-actions=""
            >
              {props.cancelLabel && (
                <button type="button" className={button({ tone: "secondary" })} onClick={props.onCancel}>
                  {props.cancelLabel}
                </button>
              )}
              <button
                type="button"
                className={button()}
                onClick={props.onConfirm}
                ref={confirmRef}
                disabled={props.confirmDisabled}
                data-testid={props.testId ? `${props.testId}-confirm` : undefined}
              >
                {props.confirmLabel}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
