import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { apiGroup, authorizedGroup } from "../shared/apiGroup"
import { access, operation } from "../access"
import { BadRequest, Forbidden, NotFound, TooManyRequests, Unauthorized } from "../errors"
import { Id } from "../fields"
import { FunctionId } from "../functions"
import { recentAuthenticationRule } from "../users/reauthentication"
import { WhoAmI } from "./whoAmI"
import {
  ApplicationFunction,
  ClientConfig,
  ContactUs,
  ContactUsText,
  ContactUsUpdate,
  Health,
  Jurisdiction,
  Language,
  Organization,
  ReportingCompany,
  SignInLookup,
  SignInUserId,
  SystemMessage,
  TermsOfService,
  Unit,
  TermsOfServiceUpdate,
  UserProfile
} from "./schemas"

const functionIdParams = { functionId: Id }
const organizationIdQuery = { organizationId: Id }
const OrganizationIds = Schema.Array(Id).check(Schema.isMaxLength(1000))
const Companies = Schema.Array(ReportingCompany)

const byName = "sorted by English name"
const sameAs = (call: string) => `The same answer as ${call}; the specification names both calls.`

export const FunctionsGroup = authorizedGroup(
  "functions",
  "The application functions (document 1 section 3). A function held by a user grants the calls that name it.",
  HttpApiEndpoint.get("list", "/Functions", { success: Schema.Array(ApplicationFunction) }).annotateMerge(
    operation(access.signedIn, {
      summary: "List the application functions",
      description:
        "Every function of the catalogue with its English and French names, in menu order (sortOrder). The functions the caller holds, and the companies each is held for, are in their profile (GET /api/Users/GetUserConnected)."
    })
  )
)

export const OrganizationsGroup = authorizedGroup(
  "organizations",
  "The organizations (the bureau, carriers, brokers, third parties) a user is assigned to.",
  HttpApiEndpoint.get("getByFunction", "/organizations/get/:functionId", {
    params: functionIdParams,
    success: Schema.Array(Organization)
  }).annotateMerge(
    operation(access.functionInPath("functionId"), {
      summary: "List the caller's organizations where they hold a function",
      description: `The organizations assigned to the caller in which they hold the function {functionId}, for one of the organization's reporting companies or for the organization itself, ${byName}.`
    })
  ),
  HttpApiEndpoint.get("list", "/organizations/list", { success: Schema.Array(Organization) }).annotateMerge(
    operation(access.signedIn, {
      summary: "List the caller's organizations",
      description: `Every organization assigned to the caller, ${byName}.`
    })
  )
)

export const ReportingCompaniesGroup = authorizedGroup(
  "reportingCompanies",
  "Reporting companies (the companies whose data the bureau holds), as assigned to the caller and held by them for a function.",
  HttpApiEndpoint.get("getByOrganization", "/reportingCompanies/getByOrganization/:functionId", {
    params: functionIdParams,
    query: organizationIdQuery,
    success: Companies
  }).annotateMerge(
    operation(access.functionInPath("functionId"), {
      summary: "List the companies of an organization held for a function",
      description: `The reporting companies of the organization organizationId that the caller holds the function {functionId} for, ${byName}. An organization not assigned to the caller answers an empty list.`
    })
  ),
  HttpApiEndpoint.get("getByOrganizationWithoutUserFunction", "/reportingCompanies/getByOrganizationWithoutUserFunction", {
    query: organizationIdQuery,
    success: Companies
  }).annotateMerge(
    operation(access.assignedOrganizations, {
      summary: "List every company of an assigned organization",
      description: `All reporting companies of the organization organizationId, whatever functions the caller holds for them, ${byName}. Errors: 403 COMPANIES_NOT_ALLOWED when the organization is not assigned to the caller.`
    })
  ),
  HttpApiEndpoint.post("getByOrganizations", "/reportingCompanies/getByOrganizations/:functionId", {
    params: functionIdParams,
    payload: OrganizationIds,
    success: Companies
  }).annotateMerge(
    operation(access.functionInPath("functionId"), {
      summary: "List the companies of several organizations held for a function",
      description: `The body is a list of at most 1000 organization ids. Answers the reporting companies of those organizations that the caller holds the function {functionId} for, ${byName}; an id not assigned to the caller adds nothing.`
    })
  ),
  HttpApiEndpoint.get("getByFunction", "/reportingCompanies/get/:functionId", {
    params: functionIdParams,
    success: Companies
  }).annotateMerge(
    operation(access.functionInPath("functionId"), {
      summary: "List the companies held for a function",
      description: `Every reporting company of the caller's assigned organizations that they hold the function {functionId} for, ${byName}.`
    })
  ),
  HttpApiEndpoint.get("getUserFunctionCompanies", "/reportingCompanies/getUserFunctionCompanies/:functionId", {
    params: functionIdParams,
    success: Companies
  }).annotateMerge(
    operation(access.functionInPath("functionId"), {
      summary: "List the companies held for a function (second name)",
      description: sameAs("GET /api/reportingCompanies/get/{functionId}")
    })
  ),
  HttpApiEndpoint.get("getCompaniesByUserFunction", "/reportingCompanies/getCompaniesByUserFunction/:id", {
    params: { id: Id },
    success: Companies
  }).annotateMerge(
    operation(access.functionInPath("id"), {
      summary: "List the companies held for a function (third name)",
      description: `${sameAs("GET /api/reportingCompanies/get/{functionId}")} Here {id} is the function id.`
    })
  ),
  HttpApiEndpoint.post(
    "getUserFunctionCompaniesByOrganizations",
    "/reportingCompanies/GetUserFunctionCompaniesByOrganizations/:functionId",
    { params: functionIdParams, payload: OrganizationIds, success: Companies }
  ).annotateMerge(
    operation(access.functionInPath("functionId"), {
      summary: "List the companies of several organizations held for a function (second name)",
      description: sameAs("POST /api/reportingCompanies/getByOrganizations/{functionId}")
    })
  ),
  HttpApiEndpoint.get("list", "/reportingCompanies", { success: Companies }).annotateMerge(
    operation(access.signedIn, {
      summary: "List the companies of the caller's organizations",
      description: `Every reporting company of the organizations assigned to the caller, whatever functions they hold, ${byName}.`
    })
  )
)

export const JurisdictionsGroup = authorizedGroup(
  "jurisdictions",
  "The provinces and territories that issue driver licences.",
  HttpApiEndpoint.get("list", "/jurisdictions", { success: Schema.Array(Jurisdiction) }).annotateMerge(
    operation(access.signedIn, {
      summary: "List the licence jurisdictions",
      description: "Every jurisdiction with its code and its English and French descriptions, sorted by code."
    })
  )
)

/** Read by the public pages (sign-in banner, terms, contact us) before anyone signs in. */
export const PublicContentGroup = apiGroup(
  "publicContent",
  "What the public pages read before anyone signs in: the system message, the terms of service, the contact-us text, the sign-in lookup, the health check and the browser app's settings.",
  HttpApiEndpoint.get("getSystemMessage", "/SystemMessage", { success: SystemMessage }).annotateMerge(
    operation(access.public, {
      summary: "Read the system message",
      description:
        "The message of the sign-in and home pages in English and French, with its start and end date-times (null when not set). Pages show it only between the two."
    })
  ),
  HttpApiEndpoint.get("getTermsOfService", "/TermsOfService", { success: TermsOfService }).annotateMerge(
    operation(access.public, {
      summary: "Read the latest terms of service",
      description:
        "The latest version of the terms of service, in English and French, with its version number: a signed-in user accepts it by that number (POST /api/Users/MarkTermsofUseAsAccepted)."
    })
  ),
  HttpApiEndpoint.get("getContactUs", "/contactUs", { query: { lang: Language }, success: ContactUs }).annotateMerge(
    operation(access.public, {
      summary: "Read the contact-us text in one language",
      description: "The contact-us text in the language lang (en or fr)."
    })
  ),
  HttpApiEndpoint.get("signInLookup", "/Users/SignInLookup", {
    query: { userId: SignInUserId },
    success: SignInLookup,
    error: [NotFound, Unauthorized, TooManyRequests]
  }).annotateMerge(
    operation(access.public, {
      summary: "Find where a User ID signs in",
      description:
        "Answers b2CDomainName, the identity domain the sign-in page sends the user to (bureau-credentials for an account that signs in with the bureau's own credentials). Errors: 400 when userId does not match the User ID pattern; 404 when no account may sign in with it; 401 when the account is disabled; 429 when one address asks more than SIGNIN_LOOKUPS_PER_MINUTE times (60 unless configured) in a minute."
    })
  ),
  HttpApiEndpoint.get("health", "/health", { success: Health }).annotateMerge(
    operation(access.public, {
      summary: "Check that the portal and its database answer",
      description:
        "Answers status ok with the application version once the database has answered a query, 500 otherwise; for load balancers and monitoring."
    })
  ),
  HttpApiEndpoint.get("clientConfig", "/clientConfig", { success: ClientConfig }).annotateMerge(
    operation(access.public, {
      summary: "Read the browser app's settings",
      description:
        "The OpenID provider (authority), client id and audience to sign in with, the idle time in seconds after which a session ends, the password-reset and learn-more links and the application version."
    })
  )
)

export const ContentAdministrationGroup = authorizedGroup(
  "contentAdministration",
  "Editing the system message, the terms of service and the contact-us text (settings, document 2). Each change is recorded with the previous and the new content and who made it.",
  HttpApiEndpoint.put("putSystemMessage", "/SystemMessage", {
    payload: SystemMessage,
    success: SystemMessage,
    error: BadRequest
  }).annotateMerge(
    operation(access.functions(FunctionId.manageSystemFunction), {
      summary: "Replace the system message",
      description: `Saves the message in both languages (at most 2000 characters each) with its start and end date-times, either of which may be null, and answers the saved message. Errors: 400 with issues [{ field: "endDate", code: "endNotAfterStart" }] when both dates are given and the end is not strictly after the start (src/api/settings/contentRules.ts, the rule the settings screen checks too). ${recentAuthenticationRule}`
    })
  ),
  HttpApiEndpoint.put("putTermsOfService", "/TermsOfService", {
    payload: TermsOfServiceUpdate,
    success: TermsOfService,
    error: BadRequest
  }).annotateMerge(
    operation(access.functions(FunctionId.manageSystemFunction), {
      summary: "Publish a new version of the terms of service",
      description: `Adds a version with the text in both languages (each required, not only spaces, at most 100,000 characters) and answers it with its new version number. Every user is asked to accept this one at their next page (isLastTermsOfServiceAccepted turns false). Errors: 400 with issues [{ field, code: "blank" }] for a text of only spaces. ${recentAuthenticationRule}`
    })
  ),
  HttpApiEndpoint.put("putContactUs", "/contactUs", {
    query: { lang: Schema.optional(Language) },
    payload: Schema.Union([ContactUsText, ContactUsUpdate]),
    success: ContactUsUpdate,
    error: BadRequest
  }).annotateMerge(
    operation(access.functions(FunctionId.manageSystemFunction), {
      summary: "Replace the contact-us text of one language",
      description: `With lang (en or fr, document 2 section 7), saves { text } as the text of that language and leaves the other one as it is; without lang, saves { textEn, textFr } in both. Each text is required (not only spaces), at most 100,000 characters. Answers the texts of both languages as saved. Errors: 400 with issues [{ field, code }] naming text (textEn, textFr) when a text is blank or too long, or [{ field: "lang", code: "required" }] when { text } comes without lang. ${recentAuthenticationRule}`
    })
  )
)

export const UsersGroup = authorizedGroup(
  "users",
  "The signed-in user's own profile and consent to the terms of service.",
  HttpApiEndpoint.get("getUserConnected", "/Users/GetUserConnected", { success: UserProfile }).annotateMerge(
    operation(access.signedIn, {
      summary: "Read the signed-in user's profile",
      description:
        "The caller's profile as it stands now: organization, company and unit, assigned organizations, the functions they hold with the companies each is held for, their driver report options, their previous sign-in, whether they accepted the latest terms of service, and whether they may change their password (mayChangePassword: they sign in with a password the portal keeps, not at a carrier's or an external provider)."
    })
  ),
  HttpApiEndpoint.get("whoAmI", "/Users/WhoAmI", { success: WhoAmI }).annotateMerge(
    operation(access.machineClients.signedIn, {
      summary: "Tell the caller who the portal takes it for",
      description:
        "Who is calling, in one shape for a carrier's system and a person: caller.kind (machineClient with its clientId, or person with clientId null), the account the call acts as (for a system, the account its client id maps to in settings tab 2), the companies its functions are held for (ids, codes, names), each function with its companies, its driver report options (years of data, the default marked), the SDC file types it may send (all four when it holds sdcReport, else none), and its limits on reports and searches per minute and per day with what remains and the seconds until each window starts again (the same numbers as the RateLimit-* headers of counted calls). It counts towards no limit and changes nothing."
    })
  ),
  HttpApiEndpoint.post("markTermsOfUseAsAccepted", "/Users/MarkTermsofUseAsAccepted", {
    payload: Schema.Struct({ version: Id }),
    success: UserProfile,
    error: [BadRequest, Forbidden]
  }).annotateMerge(
    operation(access.signedIn, {
      summary: "Accept the latest terms of service",
      description:
        "Records that the caller accepted the terms of service of the given version and answers their updated profile. Errors: 400 ERROR_400_INVALID_REQUEST when the version is not the latest one (GET /api/TermsOfService)."
    })
  )
)

/** Units of an assigned organization, or of one of its reporting companies (document 2 section 7). */
export const UnitsGroup = authorizedGroup(
  "units",
  "The units of an organization or of one of its reporting companies (document 2 section 7).",
  HttpApiEndpoint.get("getByOrganization", "/units/getByOrganization", {
    query: { organizationId: Id, reportingCompanyId: Schema.optional(Id) },
    success: Schema.Array(Unit),
    error: Forbidden
  }).annotateMerge(
    operation(access.assignedOrganizations, {
      summary: "List the enabled units of an organization",
      description: `The enabled units of the organization organizationId, only those of the company reportingCompanyId when it is given, ${byName}; hasUsers tells whether any user belongs to the unit. Errors: 403 COMPANIES_NOT_ALLOWED when the organization is not assigned to the caller.`
    })
  )
)
