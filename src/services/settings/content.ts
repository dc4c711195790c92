import { Effect } from "effect"
import { Temporal } from "temporal-polyfill"
import type { Language, SystemMessage } from "../../api/platform/schemas"
import { callApi } from "../api/portalClient"

/** The settings' content tabs and their calls (document 2 sections 2 and 7). */
export type ContentKind = "contactUs" | "termsOfService" | "systemMessage"

/** Every field of the three tabs; each tab has its own (`contentFields`). */
export type ContentField = "text" | "textEn" | "textFr" | "messageEn" | "messageFr" | "startDate" | "endDate"

export const contentFields: Readonly<Record<ContentKind, ReadonlyArray<ContentField>>> = {
  contactUs: ["text"],
  termsOfService: ["textEn", "textFr"],
  systemMessage: ["messageEn", "messageFr", "startDate", "endDate"]
}

/** A tab's form as typed: texts, and the system message's dates as local yyyy-MM-ddTHH:mm ("" when not set). */
export type ContentForm = Readonly<Partial<Record<ContentField, string>>>

export interface ContentLoad {
  readonly kind: ContentKind
  /** The contact-us text's language (the other tabs show both). */
  readonly lang: Language
  /** The zone the system message's dates are typed in: the browser's. */
  readonly timeZone: string
}

export interface ContentSave extends ContentLoad {
  readonly form: ContentForm
}

const localPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/** An instant as the date-time field shows it, in the zone given; null reads as "". */
export const localDateTime = (instant: string | null, timeZone: string): string =>
  instant === null
    ? ""
    : Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDateTime().toString({ smallestUnit: "minute" })

/** The instant a typed date-time stands for: null when empty, undefined when it is not a date-time that exists. */
export const instantOf = (local: string, timeZone: string): string | null | undefined => {
  if (local.trim() === "") return null
  if (!localPattern.test(local)) return undefined
  const parsed = Effect.runSync(
    Effect.option(Effect.try(() => Temporal.PlainDateTime.from(local, { overflow: "reject" }).toZonedDateTime(timeZone)))
  )
  return parsed._tag === "Some" ? parsed.value.toInstant().toString() : undefined
}

/** The message the tab would send, once its dates can be read. */
export const systemMessageOf = (form: ContentForm, timeZone: string): SystemMessage | undefined => {
  const startDate = instantOf(form.startDate ?? "", timeZone)
  const endDate = instantOf(form.endDate ?? "", timeZone)
  if (startDate === undefined || endDate === undefined) return undefined
  return { startDate, endDate, messageEn: form.messageEn ?? "", messageFr: form.messageFr ?? "" }
}

const systemMessageForm = (message: SystemMessage, timeZone: string): ContentForm => ({
  messageEn: message.messageEn,
  messageFr: message.messageFr,
  startDate: localDateTime(message.startDate, timeZone),
  endDate: localDateTime(message.endDate, timeZone)
})

/** GET /contactUs?lang, GET /TermsOfService or GET /SystemMessage, as the tab's form. */
export const loadContent = (load: ContentLoad) => {
  switch (load.kind) {
    case "contactUs":
      return callApi((api) => api.publicContent.getContactUs({ query: { lang: load.lang } })).pipe(
        Effect.map((contact): ContentForm => ({ text: contact.text }))
      )
    case "termsOfService":
      return callApi((api) => api.publicContent.getTermsOfService()).pipe(
        Effect.map((terms): ContentForm => ({ textEn: terms.textEn, textFr: terms.textFr }))
      )
    case "systemMessage":
      return callApi((api) => api.publicContent.getSystemMessage()).pipe(
        Effect.map((message) => systemMessageForm(message, load.timeZone))
      )
  }
}

/** PUT /contactUs?lang, PUT /TermsOfService (a new version) or PUT /SystemMessage; answers the form as saved. */
export const saveContent = (save: ContentSave) => {
  const { form } = save
  switch (save.kind) {
    case "contactUs":
      return callApi((api) =>
        api.contentAdministration.putContactUs({ query: { lang: save.lang }, payload: { text: form.text ?? "" } })
      ).pipe(Effect.map((texts): ContentForm => ({ text: save.lang === "fr" ? texts.textFr : texts.textEn })))
    case "termsOfService":
      return callApi((api) =>
        api.contentAdministration.putTermsOfService({ payload: { textEn: form.textEn ?? "", textFr: form.textFr ?? "" } })
      ).pipe(Effect.map((terms): ContentForm => ({ textEn: terms.textEn, textFr: terms.textFr })))
    case "systemMessage": {
      // The tab checks the dates before it saves: an unreadable one never comes this far.
      const message = systemMessageOf(form, save.timeZone)!
      return callApi((api) => api.contentAdministration.putSystemMessage({ payload: message })).pipe(
        Effect.map((saved) => systemMessageForm(saved, save.timeZone))
      )
    }
  }
}
