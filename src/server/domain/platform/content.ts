import { Effect } from "effect"
import type { BadRequest } from "../../../api/errors"
import type { ContactUs, ContactUsText, ContactUsUpdate, Language, SystemMessage } from "../../../api/platform/schemas"
import {
  validateContactUsText,
  validateSystemMessage,
  validateTermsOfService,
  type ContentIssue
} from "../../../api/settings/contentRules"
import {
  ContentRepository,
  type ContentItem,
  type ContentRepositoryShape,
  type ContentTexts
} from "../../db/platform/contentRepository"
import type { DatabaseError } from "../../db/shared/onDatabase"
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

/** One call on the content repository. */
const onRepository = <A, E>(call: (db: ContentRepositoryShape) => Effect.Effect<A, E>) => Effect.flatMap(ContentRepository, call)

export const readSystemMessage = onRepository((db) => db.readSystemMessage)

/** The latest version of the terms of service. */
export const readTermsOfService = onRepository((db) => db.readTerms)

export const readContactUs = (lang: Language) =>
  Effect.map(
    onRepository((db) => db.readContactUs),
    (texts): ContactUs => ({ lang, text: lang === "fr" ? texts.textFr : texts.textEn })
  )

/** Who changes the content: the record of the change names them. */
interface Changer {
  readonly id: number
}

/**
 * A change of the content, once its rules passed: `authorized` (the caller's recent authentication)
 * before any write, then the write and its record with the content before and after and who made it
 * (document 2 section 2).
 */
const recordedChange = <E, R>(
  item: ContentItem,
  user: Changer,
  authorized: Effect.Effect<void, E, R>,
  change: { readonly previous: unknown; readonly current: unknown },
  write: (db: ContentRepositoryShape) => Effect.Effect<void, DatabaseError>
) =>
  Effect.andThen(
    authorized,
    onRepository((db) => Effect.andThen(write(db), db.recordContentChange(item, user.id, change.previous, change.current)))
  )

/** PUT /SystemMessage: the rules, then the change; answers the message as saved. */
export const saveSystemMessage = <E, R>(user: Changer, message: SystemMessage, authorized: Effect.Effect<void, E, R>) =>
  Effect.gen(function* () {
    yield* checkSystemMessage(message)
    const previous = yield* readSystemMessage
    yield* recordedChange("systemMessage", user, authorized, { previous, current: message }, (db) =>
      db.writeSystemMessage(message)
    )
    return yield* readSystemMessage
  })

/** PUT /TermsOfService: a new version, the earlier ones kept (each user's consent names one); answers it with its number. */
export const publishTermsOfService = <E, R>(user: Changer, terms: ContentTexts, authorized: Effect.Effect<void, E, R>) =>
  Effect.gen(function* () {
    yield* checkTermsOfService(terms)
    const previous = yield* readTermsOfService
    yield* recordedChange("termsOfService", user, authorized, { previous, current: terms }, (db) => db.addTerms(terms, user.id))
    return yield* readTermsOfService
  })

/** PUT /contactUs: one language's text or both (contactUsAfter's rules); answers both texts as saved. */
export const saveContactUs = <E, R>(
  user: Changer,
  lang: Language | undefined,
  payload: ContactUsText | ContactUsUpdate,
  authorized: Effect.Effect<void, E, R>
) =>
  Effect.gen(function* () {
    const previous = yield* onRepository((db) => db.readContactUs)
    const texts = yield* contactUsAfter(previous, lang, payload)
    yield* recordedChange("contactUs", user, authorized, { previous, current: texts }, (db) => db.writeContactUs(texts))
    return texts
  })
