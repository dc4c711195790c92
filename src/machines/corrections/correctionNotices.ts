import type { PortalFailure } from "../../services/api/portalFailure"
import { showFailure, showNotice } from "../../services/notices"

/** The notices of document 3 section 8 the correction dialogs share. */
export const correctionNotices = {
  /** The generic handler of document 1 section 8. */
  notifyFailure: (_: unknown, { failure }: { failure: PortalFailure }) => showFailure(failure),
  /** A 400 the dialog has no field message for: the generic error400 message. */
  notifyBadRequest: () => showNotice({ severity: "error", message: (LL) => LL.errors.error400(), long: false })
}
