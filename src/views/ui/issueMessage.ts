/** Words for each issue code of a form, as a translation namespace gives them. */
export type IssueWords = Partial<Record<string, () => string>>

/**
 * The message to show at a field: the first issue the form has there, in its own words, else the
 * generic 400 words for a code the namespace does not word; undefined when the field is fine.
 */
export const issueMessage = <F extends string>(
  issues: ReadonlyArray<{ readonly field: F; readonly code: string }>,
  field: F,
  words: IssueWords,
  otherwise: () => string
): string | undefined => {
  const found = issues.find((i) => i.field === field)
  return found ? (words[found.code]?.() ?? otherwise()) : undefined
}
