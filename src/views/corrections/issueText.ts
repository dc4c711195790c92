import type { FieldIssueCode } from "../../api/fieldIssues"
import { useI18nContext } from "../../i18n/i18n-react"
import { wordsOf } from "../ui/issueMessage"

/**
 * The field message of an issue code of src/api/fieldIssues.ts (document 3 section 8): the same words
 * whether the browser's own rules or the server's refusal found it, and the contract's invalidValue.
 * Codes of other areas (the user form) never reach a correction dialog; should one arrive, the field
 * shows no message rather than a wrong one.
 */
export const useIssueText = () => {
  const { LL } = useI18nContext()
  return <F extends string>(
    issues: ReadonlyArray<{ readonly field: F; readonly code: FieldIssueCode }>,
    field: F
  ): string | undefined => {
    const issue = issues.find((i) => i.field === field)
    return issue ? wordsOf(LL, LL.correction.messages, issue.code)?.() : undefined
  }
}
