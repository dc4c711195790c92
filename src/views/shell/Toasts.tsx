import { Toast, Toaster } from "@ark-ui/react/toast"
import { useEffect } from "react"
import { css } from "styled-system/css"
import type { Notice } from "../../services/notices"
import { useI18nContext } from "../../i18n/i18n-react"
import { formActionsAttribute, noticeShift, type Box } from "./noticeClearance"
import { toaster } from "./toaster"

const toastStyle = css({
  minWidth: "min(320px, calc(100vw - 32px))",
  maxWidth: "min(480px, calc(100vw - 32px))",
  padding: "12px 44px 12px 16px",
  borderRadius: "6px",
  boxShadow: "lg",
  color: "white",
  position: "relative",
  bg: "navy.700",
  "&[data-type=error]": { bg: "danger" },
  "&[data-type=success]": { bg: "success" }
})

const visibleBoxes = (elements: Iterable<Element>): ReadonlyArray<Box> =>
  [...elements].map((element) => element.getBoundingClientRect()).filter((rect) => rect.width > 0 && rect.height > 0)

/**
 * Keeps the notices off the form's own buttons (rows marked with the form-actions attribute): as
 * notices come and go, the page scrolls or the window changes size, the notices' group moves by the
 * least that clears every button (./noticeClearance.ts).
 */
const useClearOfFormActions = () => {
  useEffect(() => {
    let frame = 0
    const place = () => {
      frame = 0
      const group = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]')
      if (!group) return
      const current = Number(group.dataset.shift ?? "0")
      const notices = visibleBoxes(group.querySelectorAll('[data-scope="toast"][data-part="root"]'))
      const buttons = visibleBoxes(document.querySelectorAll(`[${formActionsAttribute}] button`))
      const shift =
        notices.length === 0
          ? 0
          : noticeShift(
              {
                // Where the notices sit unmoved.
                top: Math.min(...notices.map((b) => b.top)) + current,
                bottom: Math.max(...notices.map((b) => b.bottom)) + current,
                left: Math.min(...notices.map((b) => b.left)),
                right: Math.max(...notices.map((b) => b.right))
              },
              buttons,
              window.innerHeight
            )
      if (shift === current) return
      group.dataset.shift = String(shift)
      group.style.translate = shift === 0 ? "" : `0 ${-shift}px`
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(place)
    }
    const observer = new MutationObserver(schedule)
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-state"] })
    const events = ["scroll", "resize", "transitionend", "animationend"] as const
    for (const name of events) window.addEventListener(name, schedule, { capture: true, passive: true })
    schedule()
    return () => {
      observer.disconnect()
      for (const name of events) window.removeEventListener(name, schedule, { capture: true })
      cancelAnimationFrame(frame)
    }
  }, [])
}

export const Toasts = () => {
  const { LL } = useI18nContext()
  useClearOfFormActions()
  return (
    <Toaster toaster={toaster} aria-label={LL.shell.notifications()}>
      {(toast) => (
        <Toast.Root key={toast.id} className={toastStyle} data-testid="toast">
          <Toast.Description>{(toast.meta?.message as Notice["message"] | undefined)?.(LL)}</Toast.Description>
          <Toast.CloseTrigger
            aria-label={LL.shell.close()}
            className={css({ position: "absolute", top: "8px", right: "10px", color: "white", cursor: "pointer" })}
          >
            ✕
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
