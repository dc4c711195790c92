import { Effect } from "effect"
import type { Language } from "../../api/platform/schemas"
import { getContactUs, getSystemMessage, getTermsOfService } from "../../services/content/contentApi"
import { isSystemMessageShown } from "../../services/systemMessage"

export { getContactUs, getTermsOfService }

/** The system message band: the message only while it is current and has text in the language in use. */
export const currentSystemMessage = (language: Language) =>
  getSystemMessage.pipe(
    Effect.map((message) => (isSystemMessageShown(message, new Date().toISOString(), language) ? message : undefined))
  )
