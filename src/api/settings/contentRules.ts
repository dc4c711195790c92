import type { settingsIssueCodes } from "../fieldIssues"
import { contentLimits, type SystemMessage } from "../platform/schemas"

/**
 * The rules of the settings' content tabs (document 2 sections 2 and 5), one definition for the tabs
 * (each issue is a field message) and the server (any issue refuses the save with 400 and the same issues).
 */
export type ContentIssueCode = (typeof settingsIssueCodes)[number] | "blank" | "tooLong" | "invalidDate"

export interface ContentIssue {
  /** A field of the payload. */
  readonly field: string
  readonly code: ContentIssueCode
}

/** A text the portal shows as it is: required (not only spaces) and within its limit. */
const requiredText = (field: string, value: string, max: number): ReadonlyArray<ContentIssue> =>
  value.trim() === "" ? [{ field, code: "blank" }] : value.length > max ? [{ field, code: "tooLong" }] : []

/** The contact-us text of one language. */
export const validateContactUsText = (text: string): ReadonlyArray<ContentIssue> =>
  requiredText("text", text, contentLimits.longText)

/** Both texts of a new version of the terms of service. */
export const validateTermsOfService = (terms: {
  readonly textEn: string
  readonly textFr: string
}): ReadonlyArray<ContentIssue> => [
  ...requiredText("textEn", terms.textEn, contentLimits.longText),
  ...requiredText("textFr", terms.textFr, contentLimits.longText)
]

/**
 * The system message: each text within its limit (either may be empty, which hides it), and the end
 * date strictly after the start date when both are given (document 2 section 5); an equal end would
 * show the message for no time at all.
 */
export const validateSystemMessage = (message: SystemMessage): ReadonlyArray<ContentIssue> => {
  const issues: Array<ContentIssue> = []
  if (message.messageEn.length > contentLimits.message) issues.push({ field: "messageEn", code: "tooLong" })
  if (message.messageFr.length > contentLimits.message) issues.push({ field: "messageFr", code: "tooLong" })
  if (message.startDate !== null && message.endDate !== null && !(Date.parse(message.endDate) > Date.parse(message.startDate)))
    issues.push({ field: "endDate", code: "endNotAfterStart" })
  return issues
}
