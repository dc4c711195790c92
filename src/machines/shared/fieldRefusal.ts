import type { FieldIssueCode } from "../../api/fieldIssues"
import type { PortalFailure } from "../../services/api/portalFailure"

/** A refusal of the server at one of a form's fields: the form words it from the code. */
export interface ServerIssue<Field extends string> {
  readonly field: Field
  readonly code: FieldIssueCode
}

/**
 * The issues of a refused save at the form's fields, when the 400 names fields and the form shows
 * each of them (`fieldOf` gives the form's field for a payload field); otherwise undefined, and the
 * form gives the generic 400 notice.
 */
export const refusedFields = <Field extends string>(
  failure: PortalFailure,
  fieldOf: (payloadField: string) => Field | undefined
): ReadonlyArray<ServerIssue<Field>> | undefined => {
  if (failure._tag !== "BadRequest" || !failure.issues || failure.issues.length === 0) return undefined
  const issues = failure.issues.map((issue) => ({ field: fieldOf(issue.field), code: issue.code }))
  return issues.every((issue): issue is ServerIssue<Field> => issue.field !== undefined) ? issues : undefined
}

/** A payload field the form shows under the same name (the others under `renamed`'s). */
export const sameOrRenamed =
  <Field extends string>(fields: ReadonlyArray<Field>, renamed: Readonly<Record<string, Field>> = {}) =>
  (payloadField: string): Field | undefined =>
    (fields as ReadonlyArray<string>).includes(payloadField) ? (payloadField as Field) : renamed[payloadField]

/** The server's messages at the fields the user has since changed go: the value they refused is gone. */
export const withoutFields = <Field extends string>(
  issues: ReadonlyArray<ServerIssue<Field>>,
  changed: ReadonlyArray<Field>
): ReadonlyArray<ServerIssue<Field>> => issues.filter((issue) => !changed.includes(issue.field))
