import { Schema } from "effect"
import { Id, maxId, Text } from "../fields"

/** A name in English and in French (nameEn, nameFr), as every organization, company, unit and function has. */
export const bilingualName = { nameEn: Schema.String, nameFr: Schema.String }

/** A coded value's description in English and in French (descriptionEn, descriptionFr). */
export const bilingualDescription = { descriptionEn: Schema.String, descriptionFr: Schema.String }

/** An organization, company or unit as a row names it: its id and its names in both languages. */
export const NamedRef = Schema.Struct({ id: Schema.Int, ...bilingualName })
export type NamedRef = typeof NamedRef.Type

/** The organization and company a row names, by id and names; no company for an organization without separate ones. */
export const namedOrganizationAndCompany = { organization: NamedRef, reportingCompany: Schema.NullOr(NamedRef) }

/**
 * A company as records name it (the owner of a company profile item, a company a function is held for): a
 * carrier's reporting company, or an organization without separate companies as itself with reportingCompanyId null.
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

/** The organization, company and unit filters of a search: each absent for all. */
export const organizationFilters = {
  organizationId: Schema.optional(Id),
  reportingCompanyId: Schema.optional(Id),
  unitId: Schema.optional(Id)
}

/** The same filters where the form sends null for all. */
export const nullableOrganizationFilters = {
  organizationId: Schema.optional(Schema.NullOr(Id)),
  reportingCompanyId: Schema.optional(Schema.NullOr(Id)),
  unitId: Schema.optional(Schema.NullOr(Id))
}

/** The organization and company a row belongs to, named in both languages; no company for an organization without separate ones. */
export const organizationNames = {
  organizationEn: Schema.String,
  organizationFr: Schema.String,
  companyEn: Schema.NullOr(Schema.String),
  companyFr: Schema.NullOr(Schema.String)
}

/** A vehicle's make and model in English and in French. */
export const vehicleMakeModel = {
  makeEn: Schema.String,
  makeFr: Schema.String,
  modelEn: Schema.String,
  modelFr: Schema.String
}

/** A user account as its User ID, names and e-mail name it (document 2 section 3). */
export const AccountRef = Schema.Struct({
  id: Schema.Int,
  userId: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String
})

/** A user account's User ID, names, e-mail and MFA phone, as the profile holds them (document 2 section 3). */
export const accountIdentity = {
  userId: Schema.String,
  firstName: Schema.String,
  middleName: Schema.NullOr(Schema.String),
  lastName: Schema.String,
  email: Schema.String,
  mfaPhone: Schema.NullOr(Schema.String)
}
