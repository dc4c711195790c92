import { useNavigate } from "@tanstack/react-router"
import { useCallback } from "react"
import type { ApiFailure } from "../../services/api/apiError"
import { isCancelled } from "../../services/api/apiError"
import { notificationFor } from "../../services/api/notifications"
import { useI18nContext } from "../../i18n/i18n-react"
import { showToast } from "../shell/toaster"

/**
 * The generic handler of document 1 section 8: an error toast with the status's default message
 * (or the caller's), the function message sending the user home; a disabled account is handled
 * by the session itself.
 */
export const useFailureNotice = () => {
  const { LL } = useI18nContext()
  const navigate = useNavigate()
  return useCallback(
    (failure: ApiFailure, callerMessage?: string) => {
      if (isCancelled(failure)) return
      const notice = notificationFor(failure)
      if (notice.kind !== "toast") return
      showToast({ message: callerMessage ?? LL.errors[notice.messageKey](), severity: "error", long: notice.long })
      if (notice.goHome) void navigate({ to: "/" })
    },
    [LL, navigate]
  )
}
