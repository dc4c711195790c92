import { SchemaAST, type SchemaIssue } from "effect"
import type { HttpApiError } from "effect/http-api"
import { PlainDate } from "../../api/dates"
import type { FieldIssue, FieldIssueCode } from "../../api/fieldIssues"

const plainDateChecks: ReadonlyArray<unknown> = PlainDate.ast.checks ?? []

/** The code a refused value is given: the one the form's own rule would give where there is one. */
const codeOf = (issue: SchemaIssue.Issue, ast: SchemaAST.AST | undefined): FieldIssueCode | undefined => {
  switch (issue._tag) {
    case "MissingKey":
      return "required"
    case "UnexpectedKey":
      return undefined
    case "Filter":
      if (plainDateChecks.includes(issue.filter)) return "invalidDate"
      if (
        ast !== undefined &&
        SchemaAST.isString(ast) &&
        issue.filter.annotations?.representation?.id === "effect/schema/isMaxLength"
      )
        return "tooLong"
      return "invalidValue"
    default:
      return "invalidValue"
  }
}

interface Refused {
  readonly path: ReadonlyArray<PropertyKey>
  readonly code: FieldIssueCode | undefined
}

/** Every refused value of the issue tree, with its path from the decoded part's root. */
const refusedValues = (
  issue: SchemaIssue.Issue,
  path: ReadonlyArray<PropertyKey> = [],
  ast: SchemaAST.AST | undefined = undefined
): ReadonlyArray<Refused> => {
  switch (issue._tag) {
    case "Pointer":
      return refusedValues(issue.issue, [...path, ...issue.path], undefined)
    case "Composite":
      return issue.issues.flatMap((inner) => refusedValues(inner, path, issue.ast))
    case "AnyOf": {
      if (issue.issues.length === 0) return [{ path, code: "invalidValue" }]
      const byMember = issue.issues.map((inner) => refusedValues(inner, path, ast))
      // A member refusing a key the value has is not the one it means: the others' refusals name its fields.
      const fitting = byMember.filter((refused) => refused.every(({ code }) => code !== undefined))
      return (fitting.length > 0 ? fitting : byMember).flat()
    }
    case "Encoding":
      return refusedValues(issue.issue, path, issue.ast)
    default:
      return [{ path, code: codeOf(issue, ast) }]
  }
}

/**
 * The fields a request the contract's schema refuses names (document 2 section 8: a refusal names its
 * field): the payload's or the query's top-level key, with the code the form's rule would give (a
 * text past four times its limit is tooLong, an impossible day invalidDate, a missing one required,
 * anything else invalidValue), of a union those of the members that take every key the value has.
 * Undefined when one refused value is not a field the contract names (an unknown key, a body that is
 * not an object, a header), so that a form never shows part of a refusal.
 */
export const schemaFieldIssues = (error: HttpApiError.HttpApiSchemaError): ReadonlyArray<FieldIssue> | undefined => {
  if (error.kind !== "Payload" && error.kind !== "Query" && error.kind !== "Params") return undefined
  const refused = refusedValues(error.cause.issue)
  const issues: Array<FieldIssue> = []
  for (const { path, code } of refused) {
    const field = path[0]
    if (typeof field !== "string" || code === undefined) return undefined
    if (!issues.some((issue) => issue.field === field && issue.code === code)) issues.push({ field, code })
  }
  return issues.length > 0 ? issues : undefined
}
