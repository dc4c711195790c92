import { Effect } from "effect"
import type { BadRequest } from "../../../api/errors"
import type { ContactUsText, ContactUsUpdate, Language, SystemMessage } from "../../../api/platform/schemas"
import {
  validateContactUsText,
  validateSystemMessage,
  validateTermsOfService,
  type ContentIssue
} from "../../../api/settings/contentRules"
import type { ContentTexts } from "../../db/platform/content"
import { invalidFields } from "../invalidRequest"

/** The settings' content rules of src/api/settings/contentRules.ts, as the server applies them (document 2 section 5). */

const refuse = (issues: ReadonlyArray<ContentIssue>, message: string): Effect.Effect<void, BadRequest> =>
  issues.length === 0 ? Effect.void : Effect.fail(invalidFields(issues, message))

export const checkSystemMessage = (message: SystemMessage) =>
  refuse(validateSystemMessage(message), "The system message breaks a rule of its fields (endDate must be after startDate)")

export const checkTermsOfService = (terms: ContentTexts) =>
  refuse(validateTermsOfService(terms), "Each text of the terms of service is required")

/**
 * The contact-us texts after a PUT: with lang, the one text replaces that language's and the other
 * stays (document 2 section 7); without, both texts come in the payload as before.
 */
export const contactUsAfter = (
  previous: ContentTexts,
  lang: Language | undefined,
  payload: ContactUsText | ContactUsUpdate
): Effect.Effect<ContentTexts, BadRequest> => {
  if (!("text" in payload)) {
    const texts = { textEn: payload.textEn, textFr: payload.textFr }
    return Effect.as(
      refuse(
        [...validateContactUsText(texts.textEn, "textEn"), ...validateContactUsText(texts.textFr, "textFr")],
        "Each contact-us text is required"
      ),
      texts
    )
  }
  if (lang === undefined)
    return Effect.fail(
      invalidFields([{ field: "lang", code: "required" } satisfies ContentIssue], "A single text needs the lang query (en or fr)")
    )
  return Effect.as(
    refuse(validateContactUsText(payload.text), "The contact-us text is required"),
    lang === "fr" ? { ...previous, textFr: payload.text } : { ...previous, textEn: payload.text }
  )
}
