import { Schema } from "effect"
import { FormText } from "../fields"
import { companyOwner, companyOwnerInput } from "../shared/records"
import { ReportReuseWindow } from "../reports/reportReuse"

export { CompanyQuery } from "../shared/records"

/** Limits of document 2 section 9 for the company profile dialogs. */
export const companyLimits = {
  unitName: 60,
  domain: 60,
  recipientEmail: 60,
  driverReportOptionNote: 100,
  yearsOfData: { min: 6, max: 25, default: 25 }
} as const

/** The 409 messages of the company profile (document 2 sections 4 and 8). */
export const companyConflicts = {
  /** The company already has this unit name, domain, recipient or years of data. */
  duplicateRecord: "Duplicate record",
  /** A unit, option or domain some user holds or signs in with: it stays until no user does. */
  linkedToUsers: "Linked to users"
} as const

/**
 * POST /units/create and PUT /units/{id}: the unit's name in English and in French, as the unit has
 * them (nameEn, nameFr of document 2 section 3; docs/decisions.md, "Unit names in both languages").
 */
export const UnitSave = Schema.Struct({
  nameEn: FormText(companyLimits.unitName),
  nameFr: FormText(companyLimits.unitName),
  ...companyOwnerInput
})
export type UnitSave = typeof UnitSave.Type

/** POST /DriverReportOptions/create: yearsOfData null is the maximum. */
export const DriverReportOptionCreate = Schema.Struct({
  yearsOfData: Schema.NullOr(Schema.Int),
  note: Schema.NullOr(FormText(companyLimits.driverReportOptionNote)),
  ...companyOwnerInput,
  /** Every enabled user of the company gets the option. */
  assignToAllUsers: Schema.Boolean,
  /** With assignToAllUsers only: the option becomes each of those users' default. */
  makeDefaultDRO: Schema.Boolean
})
export type DriverReportOptionCreate = typeof DriverReportOptionCreate.Type

/** PUT /DriverReportOptions/{id}: years and note; the owner must be the option's. */
export const DriverReportOptionUpdate = Schema.Struct({
  yearsOfData: Schema.NullOr(Schema.Int),
  note: Schema.NullOr(FormText(companyLimits.driverReportOptionNote)),
  ...companyOwnerInput
})
export type DriverReportOptionUpdate = typeof DriverReportOptionUpdate.Type

/** A permitted e-mail domain, stored with its @ and in lower case (document 2 section 3). */
export const PermittedDomain = Schema.Struct({
  id: Schema.Int,
  domain: Schema.String,
  ...companyOwner,
  /** A user of the company (not deleted) has an e-mail or User ID on this domain: it cannot be deleted. */
  hasUsers: Schema.Boolean
})
export type PermittedDomain = typeof PermittedDomain.Type

export const PermittedDomainSave = Schema.Struct({ domain: FormText(companyLimits.domain), ...companyOwnerInput })
export type PermittedDomainSave = typeof PermittedDomainSave.Type

/** An address correction mail of the company goes to (document 2 section 3). */
export const NotificationRecipient = Schema.Struct({
  id: Schema.Int,
  email: Schema.String,
  ...companyOwner
})
export type NotificationRecipient = typeof NotificationRecipient.Type

export const NotificationRecipientSave = Schema.Struct({ email: FormText(companyLimits.recipientEmail), ...companyOwnerInput })
export type NotificationRecipientSave = typeof NotificationRecipientSave.Type

/**
 * Whether the company's users sign in with bureau credentials (document 2 section 3), and how long a
 * driver report it pulled answers again instead of a new one (src/api/reports/reportReuse.ts).
 */
export const OrganizationCompanySetting = Schema.Struct({
  id: Schema.Int,
  isIbcCredentials: Schema.Boolean,
  reportReuse: ReportReuseWindow,
  ...companyOwner
})
export type OrganizationCompanySetting = typeof OrganizationCompanySetting.Type

/** reportReuse absent keeps the setting's window (sameDay for a new setting). */
export const OrganizationCompanySettingSave = Schema.Struct({
  isIbcCredentials: Schema.Boolean,
  reportReuse: Schema.optional(ReportReuseWindow),
  ...companyOwnerInput
})
export type OrganizationCompanySettingSave = typeof OrganizationCompanySettingSave.Type
