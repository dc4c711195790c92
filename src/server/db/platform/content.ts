import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { SystemMessage, TermsOfService } from "../../../api/platform/schemas"
import { execute } from "../shared/statements"

/** The English and French texts of a content item (terms of service, contact us). */
export interface ContentTexts {
  readonly textEn: string
  readonly textFr: string
}

const toIso = (date: Date | null) => (date ? date.toISOString() : null)

export const readSystemMessage = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<{ startDate: Date | null; endDate: Date | null; messageEn: string; messageFr: string }>`
    SELECT start_date, end_date, message_en, message_fr FROM system_message WHERE id = 1`
  return {
    startDate: toIso(row!.startDate),
    endDate: toIso(row!.endDate),
    messageEn: row!.messageEn,
    messageFr: row!.messageFr
  } satisfies SystemMessage
})

export const writeSystemMessage = (message: SystemMessage) =>
  execute(
    (sql) => sql`UPDATE system_message SET start_date = ${message.startDate}, end_date = ${message.endDate},
      message_en = ${message.messageEn}, message_fr = ${message.messageFr} WHERE id = 1`
  )

/** The latest version of the terms of service. */
export const readTerms = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<TermsOfService>`
    SELECT version, text_en, text_fr FROM terms_of_service ORDER BY version DESC LIMIT 1`
  return row!
})

/** A new version of the terms of service; the earlier ones stay, as the consent of each user names one. */
export const addTerms = (terms: ContentTexts, createdBy: number) =>
  execute(
    (sql) => sql`INSERT INTO terms_of_service (text_en, text_fr, created_by)
      VALUES (${terms.textEn}, ${terms.textFr}, ${createdBy})`
  )

export const readContactUs = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<ContentTexts>`SELECT text_en, text_fr FROM contact_us WHERE id = 1`
  return row!
})

export const writeContactUs = (contactUs: ContentTexts) =>
  execute((sql) => sql`UPDATE contact_us SET text_en = ${contactUs.textEn}, text_fr = ${contactUs.textFr} WHERE id = 1`)

/** The content items of the settings' tabs. */
export type ContentItem = "systemMessage" | "termsOfService" | "contactUs"

/** The audit of a content change: who, and the text before and after. */
export const recordContentChange = (content: ContentItem, userId: number, previous: unknown, current: unknown) =>
  execute(
    (sql) => sql`INSERT INTO content_change (content, changed_by, previous, current)
      VALUES (${content}, ${userId}, ${JSON.stringify(previous)}::jsonb, ${JSON.stringify(current)}::jsonb)`
  )

export const latestTermsVersion = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [latest] = yield* sql<{ version: number }>`SELECT max(version) AS version FROM terms_of_service`
  return latest!.version
})
