import { correctionFieldKeyById } from "../../../api/corrections/correctionFields"
import type { WebhookEvent } from "../../../api/settings/webhookSchemas"
import { pdfTexts } from "../../pdf/pdfTexts"

/** A corrected field's names, as the 90-day list names it (i18n `correction.fields`). */
const namedField = (id: number) => {
  const key = correctionFieldKeyById(id)
  if (key === undefined) return { id, nameEn: String(id), nameFr: String(id) }
  return { id, nameEn: pdfTexts("en").correction.fields[key](), nameFr: pdfTexts("fr").correction.fields[key]() }
}

/**
 * The body of every try of a delivery: {type, timestamp, data}, made from the facts the queue kept, so
 * that each try sends the same bytes. report.corrected names the corrected fields in both languages.
 */
export const eventBody = (delivery: {
  readonly eventType: string
  readonly createdAt: Date
  readonly data: Record<string, unknown>
}) => {
  const { fieldIds, ...facts } = delivery.data
  const data = Array.isArray(fieldIds) ? { ...facts, changes: fieldIds.map((id) => namedField(Number(id))) } : facts
  return JSON.stringify({
    type: delivery.eventType,
    timestamp: delivery.createdAt.toISOString(),
    data
  } as unknown as WebhookEvent)
}
