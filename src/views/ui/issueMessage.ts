import type { TranslationFunctions } from "../../i18n/i18n-types"

/** Words for each issue code of a form, as a translation namespace gives them. */
export type IssueWords = Partial<Record<string, () => string>>

/**
 * A code's words: the form's own, else those of the contract's refusal of a value of the wrong type
 * or form (invalidValue), one code for every form, worded once under `common`. Asked with `in`: a
 * namespace of the translation functions answers any key, one it lacks with empty words.
 */
export const wordsOf = (LL: TranslationFunctions, words: IssueWords, code: string): (() => string) | undefined =>
  code in words ? words[code] : code === "invalidValue" ? LL.common.invalidValue : undefined

/** A code's message at a field: its words, else the generic 400 words. */
export const issueText = (LL: TranslationFunctions, words: IssueWords, code: string): string =>
  (wordsOf(LL, words, code) ?? LL.errors.error400)()

/** The message to show at a field: that of the first issue the form has there; undefined when the field is fine. */
export const issueMessage = <F extends string>(
  issues: ReadonlyArray<{ readonly field: F; readonly code: string }>,
  field: F,
  words: IssueWords,
  LL: TranslationFunctions
): string | undefined => {
  const found = issues.find((i) => i.field === field)
  return found ? issueText(LL, words, found.code) : undefined
}
