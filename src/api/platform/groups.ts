import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BadRequest, Forbidden, NotFound, Unauthorized } from "../errors"
import { Authorization } from "../security"
import {
  ApplicationFunction,
  ClientConfig,
  ContactUs,
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

const functionIdParams = { functionId: Schema.Int }
const organizationIdQuery = { organizationId: Schema.Int }
const OrganizationIds = Schema.Array(Schema.Int).check(Schema.isMaxLength(1000))
const Companies = Schema.Array(ReportingCompany)

export const FunctionsGroup = HttpApiGroup.make("functions")
  .add(HttpApiEndpoint.get("list", "/Functions", { success: Schema.Array(ApplicationFunction) }))
  .middleware(Authorization)

export const OrganizationsGroup = HttpApiGroup.make("organizations")
  .add(
    HttpApiEndpoint.get("getByFunction", "/organizations/get/:functionId", {
      params: functionIdParams,
      success: Schema.Array(Organization)
    }),
    HttpApiEndpoint.get("list", "/organizations/list", { success: Schema.Array(Organization) })
  )
  .middleware(Authorization)

export const ReportingCompaniesGroup = HttpApiGroup.make("reportingCompanies")
  .add(
    HttpApiEndpoint.get("getByOrganization", "/reportingCompanies/getByOrganization/:functionId", {
      params: functionIdParams,
      query: organizationIdQuery,
      success: Companies
    }),
    HttpApiEndpoint.get("getByOrganizationWithoutUserFunction", "/reportingCompanies/getByOrganizationWithoutUserFunction", {
      query: organizationIdQuery,
      success: Companies
    }),
    HttpApiEndpoint.post("getByOrganizations", "/reportingCompanies/getByOrganizations/:functionId", {
      params: functionIdParams,
      payload: OrganizationIds,
      success: Companies
    }),
    HttpApiEndpoint.get("getByFunction", "/reportingCompanies/get/:functionId", {
      params: functionIdParams,
      success: Companies
    }),
    HttpApiEndpoint.get("getUserFunctionCompanies", "/reportingCompanies/getUserFunctionCompanies/:functionId", {
      params: functionIdParams,
      success: Companies
    }),
    HttpApiEndpoint.get("getCompaniesByUserFunction", "/reportingCompanies/getCompaniesByUserFunction/:id", {
      params: { id: Schema.Int },
      success: Companies
    }),
    HttpApiEndpoint.post(
      "getUserFunctionCompaniesByOrganizations",
      "/reportingCompanies/GetUserFunctionCompaniesByOrganizations/:functionId",
      { params: functionIdParams, payload: OrganizationIds, success: Companies }
    ),
    HttpApiEndpoint.get("list", "/reportingCompanies", { success: Companies })
  )
  .middleware(Authorization)

export const JurisdictionsGroup = HttpApiGroup.make("jurisdictions")
  .add(HttpApiEndpoint.get("list", "/jurisdictions", { success: Schema.Array(Jurisdiction) }))
  .middleware(Authorization)

/** Read by the public pages (sign-in banner, terms, contact us) before anyone signs in. */
export const PublicContentGroup = HttpApiGroup.make("publicContent").add(
  HttpApiEndpoint.get("getSystemMessage", "/SystemMessage", { success: SystemMessage }),
  HttpApiEndpoint.get("getTermsOfService", "/TermsOfService", { success: TermsOfService }),
  HttpApiEndpoint.get("getContactUs", "/contactUs", { query: { lang: Language }, success: ContactUs }),
  HttpApiEndpoint.get("signInLookup", "/Users/SignInLookup", {
    query: { userId: SignInUserId },
    success: SignInLookup,
    error: [NotFound, Unauthorized]
  }),
  HttpApiEndpoint.get("health", "/health", { success: Health }),
  HttpApiEndpoint.get("clientConfig", "/clientConfig", { success: ClientConfig })
)

export const ContentAdministrationGroup = HttpApiGroup.make("contentAdministration")
  .add(
    HttpApiEndpoint.put("putSystemMessage", "/SystemMessage", {
      payload: SystemMessage,
      success: SystemMessage,
      error: BadRequest
    }),
    HttpApiEndpoint.put("putTermsOfService", "/TermsOfService", {
      payload: TermsOfServiceUpdate,
      success: TermsOfService
    }),
    HttpApiEndpoint.put("putContactUs", "/contactUs", { payload: ContactUsUpdate, success: ContactUsUpdate })
  )
  .middleware(Authorization)

export const UsersGroup = HttpApiGroup.make("users")
  .add(
    HttpApiEndpoint.get("getUserConnected", "/Users/GetUserConnected", { success: UserProfile }),
    HttpApiEndpoint.post("markTermsOfUseAsAccepted", "/Users/MarkTermsofUseAsAccepted", {
      payload: Schema.Struct({ version: Schema.Int }),
      success: UserProfile,
      error: [BadRequest, Forbidden]
    })
  )
  .middleware(Authorization)

/** Units of an assigned organization, or of one of its reporting companies (document 2 section 7). */
export const UnitsGroup = HttpApiGroup.make("units")
  .add(
    HttpApiEndpoint.get("getByOrganization", "/units/getByOrganization", {
      query: { organizationId: Schema.Int, reportingCompanyId: Schema.optional(Schema.Int) },
      success: Schema.Array(Unit),
      error: Forbidden
    })
  )
  .middleware(Authorization)
