import { useI18nContext } from "../../i18n/i18n-react"
import type { CorrectionIssueCode } from "../../api/corrections/validation"

export type IssueCode = CorrectionIssueCode | "duplicateClaim" | "operatorAlreadyExists"

/** The field message of an issue code of src/api/corrections/validation.ts (document 3 section 8). */
export const useIssueText = () => {
  const { LL } = useI18nContext()
  return <F extends string>(
    issues: ReadonlyArray<{ readonly field: F; readonly code: IssueCode }>,
    field: F
  ): string | undefined => {
    const issue = issues.find((i) => i.field === field)
    return issue ? LL.correction.messages[issue.code]() : undefined
  }
}
