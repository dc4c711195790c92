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

/**
 * The same company as a request names it (a profile item's owner, a function's grant, a sponsor): the organization,
 * and its company, or null for one without separate companies (bureau, broker, third party).
 */
export const companyOwnerInput = { organizationId: Id, reportingCompanyId: Schema.NullOr(Id) }

/** The query naming a company: the organization, and its company when it has separate ones. */
export const CompanyQuery = Schema.Struct({ organizationId: Id, reportingCompanyId: Schema.optional(Id) })
export type CompanyQuery = typeof CompanyQuery.Type

/** The answer of a paged search: one page of rows (every row without paging) and how many match in all. */
export const PagedResult = <Row extends Schema.Top>(row: Row) => Schema.Struct({ count: Schema.Int, data: Schema.Array(row) })

/** A requested page number, 1-based. */
export const PageNumber = Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: maxId })))

/** A requested page size, up to the search's limit. */
export const PageSize = (maxPageSize: number) =>
  Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: maxPageSize })))

/**
 * The paging of a search's request: pageNumber (1-based) and pageSize up to the search's limit; with them
 * one page comes back, without both the whole result (the CSV export).
 */
export const paging = (maxPageSize: number) => ({ pageNumber: PageNumber, pageSize: PageSize(maxPageSize) })

export const SortDirection = Schema.Literals(["asc", "desc"])
export type SortDirection = typeof SortDirection.Type

/** The sorting of a search's request: one of its columns, the direction, and the language names sort in. */
export const sorting = <Column extends Schema.Top>(column: Column) => ({
  sortColumn: Schema.optional(column),
  sortDirection: Schema.optional(SortDirection),
  /** Names sort in this language; English when absent. */
  language: Schema.optional(Schema.Literals(["en", "fr"]))
})

/** The time zone a request's days are in (an IANA name); America/Toronto when absent. */
export const RequestTimezone = Schema.optional(Text(64))

/** The time zone a report's dates are given in, as a report's generation names it: an IANA name, not empty. */
export const IanaTimezone = Text(64).check(Schema.isMinLength(1))

/** The organization, company and unit filters of a search: each absent for all. */
export const organizationFilters = {
  organizationId: Schema.optional(Id),
  reportingCompanyId: Schema.optional(Id),
  unitId: Schema.optional(Id)
}

/** The organization and company filters where the form sends null for all. */
export const nullableCompanyFilters = {
  organizationId: Schema.optional(Schema.NullOr(Id)),
  reportingCompanyId: Schema.optional(Schema.NullOr(Id))
}

/** The organization, company and unit filters where the form sends null for all. */
export const nullableOrganizationFilters = { ...nullableCompanyFilters, unitId: Schema.optional(Schema.NullOr(Id)) }

/** The organization and company a row belongs to, named in both languages; no company for an organization without separate ones. */
export const organizationNames = {
  organizationEn: Schema.String,
  organizationFr: Schema.String,
  companyEn: Schema.NullOr(Schema.String),
  companyFr: Schema.NullOr(Schema.String)
}

/** A driver's licence as a request names it: the two-letter code of its jurisdiction, and its number (up to 20). */
export const driverLicence = {
  jurisdictionCode: Text(2).check(Schema.isMinLength(2)),
  driverLicenceNumber: Text(20).check(Schema.isMinLength(1))
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
