import type { FieldIssueCode } from "../../api/fieldIssues"
import {
  validateContactUsText,
  validateSystemMessage,
  validateTermsOfService,
  type ContentIssue
} from "../../api/settings/contentRules"
import {
  contentFields,
  instantOf,
  systemMessageOf,
  type ContentField,
  type ContentForm,
  type ContentKind,
  type ContentLoad,
  type ContentSave
} from "../../services/settings/content"

export type { ContentField, ContentForm, ContentKind, ContentLoad, ContentSave }
export { contentFields }

/** A message at one of a tab's fields: the shared rules' (src/api/settings/contentRules.ts) or the server's. */
export interface ContentFieldIssue {
  readonly field: ContentField
  readonly code: ContentIssue["code"] | FieldIssueCode
}

/**
 * The tab's field a payload field is shown at: itself where the tab draws it, else the tab's first
 * field (contact us's `textEn`, `textFr` and `lang` come only from api clients' payloads), so no
 * refusal of a save ends as a notice that names no field (document 2 section 8).
 */
export const contentFieldOf =
  (kind: ContentKind) =>
  (payloadField: string): ContentField => {
    const drawn = contentFields[kind]
    return (drawn as ReadonlyArray<string>).includes(payloadField) ? (payloadField as ContentField) : drawn[0]!
  }

/**
 * The shared rules for what the tab would send (document 2 section 5): texts required where the page
 * shows them, the system message's dates readable and its end strictly after its start.
 */
export const contentIssues = (kind: ContentKind, form: ContentForm, timeZone: string): ReadonlyArray<ContentFieldIssue> => {
  const asFields = (issues: ReadonlyArray<ContentIssue>) =>
    issues.flatMap((issue) => {
      const field = contentFieldOf(kind)(issue.field)
      return field ? [{ field, code: issue.code }] : []
    })
  switch (kind) {
    case "contactUs":
      return asFields(validateContactUsText(form.text ?? ""))
    case "termsOfService":
      return asFields(validateTermsOfService({ textEn: form.textEn ?? "", textFr: form.textFr ?? "" }))
    case "systemMessage": {
      const unreadable = (["startDate", "endDate"] as const)
        .filter((field) => instantOf(form[field] ?? "", timeZone) === undefined)
        .map((field): ContentFieldIssue => ({ field, code: "invalidDate" }))
      const message = systemMessageOf(form, timeZone) ?? {
        messageEn: form.messageEn ?? "",
        messageFr: form.messageFr ?? "",
        startDate: null,
        endDate: null
      }
      return [...asFields(validateSystemMessage(message)), ...unreadable]
    }
  }
}
