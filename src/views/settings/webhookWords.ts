import type { DeliveredEventType } from "../../api/settings/webhookSchemas"
import type { TranslationFunctions } from "../../i18n/i18n-types"

/** Each event type's name in the language in use (the contract's dotted names are not translation keys). */
export const eventTypeWords = (LL: TranslationFunctions): Readonly<Record<DeliveredEventType, string>> => ({
  "report.corrected": LL.webhooks.eventTypes.reportCorrected(),
  "sdcFile.completed": LL.webhooks.eventTypes.sdcFileCompleted(),
  "webhook.test": LL.webhooks.eventTypes.webhookTest()
})
