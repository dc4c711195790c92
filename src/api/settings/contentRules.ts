import type { CatalogueIssue } from "../fieldIssues"
import { contentLimits, type SystemMessage } from "../platform/schemas"

/**
 * The rules of the settings' content tabs (document 2 sections 2 and 5), one definition for the tabs
 * (each issue is a field message) and the server (any issue refuses the save with 400 and the same issues).
 */

/**
 * Every field issue a save of each content tab can be refused with (document 2 section 8), by payload
 * field: the tab shows each at a field it draws, and the server's checks are typed by it. Contact us
 * takes one text with `lang` (the tab's) or both texts at once (`textEn`, `textFr`, for api clients).
 */
export const contentSaveIssues = {
  contactUs: {
    text: ["blank", "tooLong"],
    textEn: ["blank", "tooLong"],
    textFr: ["blank", "tooLong"],
    lang: ["required"]
  },
  termsOfService: { textEn: ["blank", "tooLong"], textFr: ["blank", "tooLong"] },
  systemMessage: { messageEn: ["tooLong"], messageFr: ["tooLong"], endDate: ["endNotAfterStart"] }
} as const

type ContactUsIssue = CatalogueIssue<typeof contentSaveIssues.contactUs>
type TermsOfServiceIssue = CatalogueIssue<typeof contentSaveIssues.termsOfService>
type SystemMessageIssue = CatalogueIssue<typeof contentSaveIssues.systemMessage>

/** One refusal of a content save: an issue of one tab's catalogue. */
export type ContentIssue = ContactUsIssue | TermsOfServiceIssue | SystemMessageIssue

/** A text the portal shows as it is: required (not only spaces) and within its limit. */
const requiredText = <F extends "text" | "textEn" | "textFr">(
  field: F,
  value: string,
  max: number
): ReadonlyArray<{ readonly field: F; readonly code: "blank" | "tooLong" }> =>
  value.trim() === "" ? [{ field, code: "blank" }] : value.length > max ? [{ field, code: "tooLong" }] : []

/** The contact-us text of one language. */
export const validateContactUsText = (
  text: string,
  field: "text" | "textEn" | "textFr" = "text"
): ReadonlyArray<ContactUsIssue> => requiredText(field, text, contentLimits.longText)

/** Both texts of a new version of the terms of service. */
export const validateTermsOfService = (terms: {
  readonly textEn: string
  readonly textFr: string
}): ReadonlyArray<TermsOfServiceIssue> => [
  ...requiredText("textEn", terms.textEn, contentLimits.longText),
  ...requiredText("textFr", terms.textFr, contentLimits.longText)
]

/**
 * The system message: each text within its limit (either may be empty, which hides it), and the end
 * date strictly after the start date when both are given (document 2 section 5); an equal end would
 * show the message for no time at all.
 */
export const validateSystemMessage = (message: SystemMessage): ReadonlyArray<SystemMessageIssue> => {
  const issues: Array<SystemMessageIssue> = []
  if (message.messageEn.length > contentLimits.message) issues.push({ field: "messageEn", code: "tooLong" })
  if (message.messageFr.length > contentLimits.message) issues.push({ field: "messageFr", code: "tooLong" })
  if (message.startDate !== null && message.endDate !== null && !(Date.parse(message.endDate) > Date.parse(message.startDate)))
    issues.push({ field: "endDate", code: "endNotAfterStart" })
  return issues
}
