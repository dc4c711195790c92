import { Toast, Toaster } from "@ark-ui/react/toast"
import { css } from "styled-system/css"
import type { Notice } from "../../services/notices"
import { useI18nContext } from "../../i18n/i18n-react"
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

export const Toasts = () => {
  const { LL } = useI18nContext()
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
