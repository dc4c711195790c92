import { Schema } from "effect"
import { isCalendarDate } from "../dates"
import { FormText, isText, Text } from "../fields"
import { userIdMaxLength, userIdPattern } from "./userId"
import { accountIdentity, bilingualName, companyOwner } from "../shared/records"

export const ApplicationFunction = Schema.Struct({
  id: Schema.Int,
  ...bilingualName,
  sortOrder: Schema.Int
})
export type ApplicationFunction = typeof ApplicationFunction.Type

export const OrganizationType = Schema.Literals(["IBC", "Carrier", "Broker", "ThirdParty"])
export type OrganizationType = typeof OrganizationType.Type

export const Organization = Schema.Struct({
  id: Schema.Int,
  organizationType: OrganizationType,
  ...bilingualName,
  code: Schema.String
})
export type Organization = typeof Organization.Type

export const ReportingCompany = Schema.Struct({
  id: Schema.Int,
  organizationId: Schema.Int,
  code: Schema.String,
  ...bilingualName
})
export type ReportingCompany = typeof ReportingCompany.Type

/** An organization and, when it has separate companies, one of its reporting companies (null otherwise). */
export const organizationAndCompany = { organization: Organization, reportingCompany: Schema.NullOr(ReportingCompany) }

export const Unit = Schema.Struct({
  id: Schema.Int,
  ...bilingualName,
  ...companyOwner,
  hasUsers: Schema.Boolean
})
export type Unit = typeof Unit.Type

/** A licensing province or territory, with the field names of document 3 section 3. */
export const Jurisdiction = Schema.Struct({
  id: Schema.Int,
  jurisdictionCode: Schema.String,
  jurisdictionDescriptionEn: Schema.String,
  jurisdictionDescriptionFr: Schema.String
})
export type Jurisdiction = typeof Jurisdiction.Type

/** User type: company = 1, ibccr = 2, central-provider credentials = 3. */
export const UserType = Schema.Literals([1, 2, 3])

export const UserFunction = Schema.Struct({
  userId: Schema.Int,
  functionId: Schema.Int,
  reportingCompanies: Schema.Array(ReportingCompany)
})

/** A company's record of years of data a user points to (document 2 section 3); yearsOfData null is the maximum. */
export const UserDriverReportOptionRecord = Schema.Struct({
  id: Schema.Int,
  yearsOfData: Schema.NullOr(Schema.Int),
  note: Schema.NullOr(Schema.String),
  ...companyOwner
})
export type UserDriverReportOptionRecord = typeof UserDriverReportOptionRecord.Type

export const UserDriverReportOption = Schema.Struct({
  userId: Schema.Int,
  driverReportOption: UserDriverReportOptionRecord,
  isDefault: Schema.Boolean
})
export type UserDriverReportOption = typeof UserDriverReportOption.Type

const isoDateTimePattern =
  /^([1-9]\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/

/** The day exists in its month (PostgreSQL refuses 30 February). */
const isCalendarDay = Schema.makeFilter<string>(
  (value) => {
    const match = isoDateTimePattern.exec(value)
    if (!match) return true
    return isCalendarDate(value.slice(0, 10)) || "a day of its month"
  },
  { expected: "a day of its month" }
)

/** A date-time as ISO 8601 text on the wire (an instant, with offset): a real one, years 1000 to 9999. */
export const IsoDateTime = Schema.String.check(Schema.isPattern(isoDateTimePattern), isCalendarDay)

export const UserProfile = Schema.Struct({
  id: Schema.Int,
  userType: UserType,
  ...accountIdentity,
  /** Null for an invited account until its first sign-in (document 2 section 4). */
  sub: Schema.NullOr(Schema.String),
  termsOfUseAccepted: Schema.Boolean,
  isDisabled: Schema.Boolean,
  isIbcCredentials: Schema.Boolean,
  isIbc: Schema.Boolean,
  organizationId: Schema.Int,
  reportingCompanyId: Schema.NullOr(Schema.Int),
  unitId: Schema.NullOr(Schema.Int),
  previousLogin: Schema.NullOr(IsoDateTime),
  assignedOrganizationsIds: Schema.Array(Schema.Int),
  userFunctions: Schema.Array(UserFunction),
  userDriverReportOptions: Schema.Array(UserDriverReportOption),
  isLastTermsOfServiceAccepted: Schema.Boolean,
  /**
   * Whether the user signs in with a password the portal keeps, and so may change it (and reset it):
   * computed by the server for the signed-in user's own profile; absent elsewhere.
   */
  mayChangePassword: Schema.optional(Schema.Boolean)
})
export type UserProfile = typeof UserProfile.Type

/** The limits of the settings' texts (document 2 section 2). */
export const contentLimits = { message: 2000, longText: 100_000 } as const

/** A message longer than its limit decodes, so that the rule refuses it at its field (tooLong). */
const MessageText = FormText(contentLimits.message)

export const SystemMessage = Schema.Struct({
  startDate: Schema.NullOr(IsoDateTime),
  endDate: Schema.NullOr(IsoDateTime),
  messageEn: MessageText,
  messageFr: MessageText
})
export type SystemMessage = typeof SystemMessage.Type

const LongText = Text(contentLimits.longText)

export const TermsOfService = Schema.Struct({
  version: Schema.Int,
  textEn: LongText,
  textFr: LongText
})
export type TermsOfService = typeof TermsOfService.Type

export const TermsOfServiceUpdate = Schema.Struct({
  textEn: LongText.check(Schema.isMinLength(1)),
  textFr: LongText.check(Schema.isMinLength(1))
})

export const Language = Schema.Literals(["en", "fr"])
export type Language = typeof Language.Type

export const ContactUs = Schema.Struct({ lang: Language, text: Schema.String })
export type ContactUs = typeof ContactUs.Type

export const ContactUsUpdate = Schema.Struct({
  textEn: LongText.check(Schema.isMinLength(1)),
  textFr: LongText.check(Schema.isMinLength(1))
})
export type ContactUsUpdate = typeof ContactUsUpdate.Type

/** The contact-us text of the one language PUT /contactUs?lang names (document 2 section 7). */
export const ContactUsText = Schema.Struct({ text: LongText.check(Schema.isMinLength(1)) })
export type ContactUsText = typeof ContactUsText.Type

/** The sign-in User ID (src/api/platform/userId.ts, shared with the sign-in screen). */
export const SignInUserId = Schema.String.check(Schema.isMaxLength(userIdMaxLength), Schema.isPattern(userIdPattern), isText)

export const SignInLookup = Schema.Struct({ b2CDomainName: Schema.String })
export type SignInLookup = typeof SignInLookup.Type

export const Health = Schema.Struct({ status: Schema.Literal("ok"), version: Schema.String })

/** What the browser needs to know before sign-in: where the identity provider is and the session limits. */
export const ClientConfig = Schema.Struct({
  authority: Schema.String,
  clientId: Schema.String,
  audience: Schema.String,
  idleTimeoutSeconds: Schema.Int,
  passwordResetUrl: Schema.String,
  learnMoreUrl: Schema.String,
  version: Schema.String
})
export type ClientConfig = typeof ClientConfig.Type
