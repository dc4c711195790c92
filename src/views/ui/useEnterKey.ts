import { useEffect, useRef } from "react"

/** Elements that already do something with Enter (or take typing), and open dialogs. */
const ownsEnter =
  'input, textarea, select, button, a[href], summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="link"], [role="menuitem"], [role="option"], [role="tab"], [role="dialog"], [role="alertdialog"]'

const dialogOpen = () =>
  document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null

/**
 * Enter anywhere on the page runs `action` (document 3: "Enter also triggers Go back"), unless the
 * focus is on a field, button or link that uses Enter itself, or a dialog is open.
 */
export const useEnterKey = (action: () => void, enabled = true) => {
  const latest = useRef(action)
  useEffect(() => {
    latest.current = action
  })
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.defaultPrevented || event.isComposing) return
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest(ownsEnter) || dialogOpen()) return
      event.preventDefault()
      latest.current()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [enabled])
}
