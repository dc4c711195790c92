import { createToaster } from "@ark-ui/react/toast"

export const toastDurationMs = { normal: 6_000, long: 12_000 } as const

/** Toasts sit bottom left and close after 6 s, or 12 s when flagged long. */
export const toaster = createToaster({ placement: "bottom-start", overlap: false, gap: 12, max: 5 })

export const showToast = (options: {
  readonly message: string
  readonly severity: "error" | "success" | "info" | "warning"
  readonly long?: boolean
}) =>
  toaster.create({
    description: options.message,
    type: options.severity,
    duration: options.long ? toastDurationMs.long : toastDurationMs.normal
  })
