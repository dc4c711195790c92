import { createToaster } from "@ark-ui/react/toast"
import type { Notice } from "../../services/notices"

export const toastDurationMs = { normal: 6_000, long: 12_000 } as const

/** Toasts sit bottom left and close after 6 s, or 12 s when flagged long. */
export const toaster = createToaster({ placement: "bottom-start", overlap: false, gap: 12, max: 5 })

/** The text is chosen when the toast renders, in the language in use (see Toasts). */
export const showToast = (notice: Notice) =>
  toaster.create({
    type: notice.severity,
    duration: notice.long ? toastDurationMs.long : toastDurationMs.normal,
    meta: { message: notice.message }
  })
