import type { TranslationFunctions } from "../../i18n/i18n-types"
import type { PortalFailure } from "../../services/api/portalFailure"
import { showFailure, showNotice } from "../../services/notices"

/** The notices a live module gives its machine's `notify…` actions: short, in the user's language. */

type Message = (LL: TranslationFunctions) => string

export const successNotice = (message: Message) => showNotice({ severity: "success", message, long: false })

export const errorNotice = (message: Message) => showNotice({ severity: "error", message, long: false })

/** The generic handler of document 1 section 8, for a machine's `notifyFailure`. */
export const showFailureNotice = (_: unknown, { failure }: { readonly failure: PortalFailure }) => showFailure(failure)
