import { Schema } from "effect"

/** The largest id PostgreSQL's integer columns hold. */
export const maxId = 2_147_483_647

/** Every id the portal accepts, in a path, a query or a payload: a positive integer a database id can be. */
export const Id = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: maxId }))

/** A context id where 0 stands for none (a report opened from the search rather than a list). */
export const IdOrZero = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: maxId }))

/**
 * The one rule for text the portal accepts: no NUL or other control characters but tab and line
 * breaks, no unpaired UTF-16 surrogates (PostgreSQL refuses both; neither belongs in a name or a
 * message). With the `u` flag a surrogate pair is one code point, so only a lone half matches the
 * surrogate range.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what the rule refuses
export const textPattern = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u

export const isText = Schema.isPattern(textPattern, {
  expected: "text without control characters or unpaired surrogates"
})

/** Text of at most `maxLength` characters under the one text rule. */
export const Text = (maxLength: number) => Schema.String.check(isText, Schema.isMaxLength(maxLength))

/**
 * A form's text field in a payload: accepted up to four times its limit, so that a value only too long
 * reaches the form's rule (src/api/<area>/validation.ts) and is refused at its field with tooLong, as
 * the form shows it, instead of failing to decode as a request without fields.
 */
export const FormText = (limit: number) => Text(limit * 4)
