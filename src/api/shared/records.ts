import { Schema } from "effect"
import { maxId, Text } from "../fields"

/** A name in English and in French (nameEn, nameFr), as every organization, company, unit and function has. */
export const bilingualName = { nameEn: Schema.String, nameFr: Schema.String }

/** A coded value's description in English and in French (descriptionEn, descriptionFr). */
export const bilingualDescription = { descriptionEn: Schema.String, descriptionFr: Schema.String }

/** An organization, company or unit as a row names it: its id and its names in both languages. */
export const NamedRef = Schema.Struct({ id: Schema.Int, ...bilingualName })
export type NamedRef = typeof NamedRef.Type

/**
 * The company an item of a company's profile belongs to, as it is read: a carrier's reporting company, or
 * an organization without separate companies as itself with reportingCompanyId null.
 */
export const companyOwner = { organizationId: Schema.Int, reportingCompanyId: Schema.NullOr(Schema.Int) }

/** The answer of a paged search: one page of rows (every row without paging) and how many match in all. */
export const PagedResult = <Row extends Schema.Top>(row: Row) => Schema.Struct({ count: Schema.Int, data: Schema.Array(row) })

/**
 * The paging of a search's request: pageNumber (1-based) and pageSize up to the search's limit; with them
 * one page comes back, without both the whole result (the CSV export).
 */
export const paging = (maxPageSize: number) => ({
  pageNumber: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: maxId }))),
  pageSize: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: maxPageSize })))
})

/** The time zone a request's days are in (an IANA name); America/Toronto when absent. */
export const RequestTimezone = Schema.optional(Text(64))
