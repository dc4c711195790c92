import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { access } from "../access"
import { BadRequest, Forbidden, NotFound, TooManyRequests, Unauthorized } from "../errors"
import { Id } from "../fields"
import { FunctionId } from "../functions"
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

const functionIdParams = { functionId: Id }
const organizationIdQuery = { organizationId: Id }
const OrganizationIds = Schema.Array(Id).check(Schema.isMaxLength(1000))
const Companies = Schema.Array(ReportingCompany)

export const FunctionsGroup = HttpApiGroup.make("functions")
  .add(HttpApiEndpoint.get("list", "/Functions", { success: Schema.Array(ApplicationFunction) }).annotateMerge(access.signedIn))
  .middleware(Authorization)

export const OrganizationsGroup = HttpApiGroup.make("organizations")
  .add(
    HttpApiEndpoint.get("getByFunction", "/organizations/get/:functionId", {
      params: functionIdParams,
      success: Schema.Array(Organization)
    }).annotateMerge(access.functionInPath("functionId")),
    HttpApiEndpoint.get("list", "/organizations/list", { success: Schema.Array(Organization) }).annotateMerge(access.signedIn)
  )
  .middleware(Authorization)

export const ReportingCompaniesGroup = HttpApiGroup.make("reportingCompanies")
  .add(
    HttpApiEndpoint.get("getByOrganization", "/reportingCompanies/getByOrganization/:functionId", {
      params: functionIdParams,
      query: organizationIdQuery,
      success: Companies
    }).annotateMerge(access.functionInPath("functionId")),
    HttpApiEndpoint.get("getByOrganizationWithoutUserFunction", "/reportingCompanies/getByOrganizationWithoutUserFunction", {
      query: organizationIdQuery,
      success: Companies
    }).annotateMerge(access.assignedOrganizations),
    HttpApiEndpoint.post("getByOrganizations", "/reportingCompanies/getByOrganizations/:functionId", {
      params: functionIdParams,
      payload: OrganizationIds,
      success: Companies
    }).annotateMerge(access.functionInPath("functionId")),
    HttpApiEndpoint.get("getByFunction", "/reportingCompanies/get/:functionId", {
      params: functionIdParams,
      success: Companies
    }).annotateMerge(access.functionInPath("functionId")),
    HttpApiEndpoint.get("getUserFunctionCompanies", "/reportingCompanies/getUserFunctionCompanies/:functionId", {
      params: functionIdParams,
      success: Companies
    }).annotateMerge(access.functionInPath("functionId")),
    HttpApiEndpoint.get("getCompaniesByUserFunction", "/reportingCompanies/getCompaniesByUserFunction/:id", {
      params: { id: Id },
      success: Companies
    }).annotateMerge(access.functionInPath("id")),
    HttpApiEndpoint.post(
      "getUserFunctionCompaniesByOrganizations",
      "/reportingCompanies/GetUserFunctionCompaniesByOrganizations/:functionId",
      { params: functionIdParams, payload: OrganizationIds, success: Companies }
    ).annotateMerge(access.functionInPath("functionId")),
    HttpApiEndpoint.get("list", "/reportingCompanies", { success: Companies }).annotateMerge(access.signedIn)
  )
  .middleware(Authorization)

export const JurisdictionsGroup = HttpApiGroup.make("jurisdictions")
  .add(HttpApiEndpoint.get("list", "/jurisdictions", { success: Schema.Array(Jurisdiction) }).annotateMerge(access.signedIn))
  .middleware(Authorization)

/** Read by the public pages (sign-in banner, terms, contact us) before anyone signs in. */
export const PublicContentGroup = HttpApiGroup.make("publicContent").add(
  HttpApiEndpoint.get("getSystemMessage", "/SystemMessage", { success: SystemMessage }).annotateMerge(access.public),
  HttpApiEndpoint.get("getTermsOfService", "/TermsOfService", { success: TermsOfService }).annotateMerge(access.public),
  HttpApiEndpoint.get("getContactUs", "/contactUs", { query: { lang: Language }, success: ContactUs }).annotateMerge(
    access.public
  ),
  HttpApiEndpoint.get("signInLookup", "/Users/SignInLookup", {
    query: { userId: SignInUserId },
    success: SignInLookup,
    error: [NotFound, Unauthorized, TooManyRequests]
  }).annotateMerge(access.public),
  HttpApiEndpoint.get("health", "/health", { success: Health }).annotateMerge(access.public),
  HttpApiEndpoint.get("clientConfig", "/clientConfig", { success: ClientConfig }).annotateMerge(access.public)
)

export const ContentAdministrationGroup = HttpApiGroup.make("contentAdministration")
  .add(
    HttpApiEndpoint.put("putSystemMessage", "/SystemMessage", {
      payload: SystemMessage,
      success: SystemMessage,
      error: BadRequest
    }).annotateMerge(access.functions(FunctionId.manageSystemFunction)),
    HttpApiEndpoint.put("putTermsOfService", "/TermsOfService", {
      payload: TermsOfServiceUpdate,
      success: TermsOfService
    }).annotateMerge(access.functions(FunctionId.manageSystemFunction)),
    HttpApiEndpoint.put("putContactUs", "/contactUs", { payload: ContactUsUpdate, success: ContactUsUpdate }).annotateMerge(
      access.functions(FunctionId.manageSystemFunction)
    )
  )
  .middleware(Authorization)

export const UsersGroup = HttpApiGroup.make("users")
  .add(
    HttpApiEndpoint.get("getUserConnected", "/Users/GetUserConnected", { success: UserProfile }).annotateMerge(access.signedIn),
    HttpApiEndpoint.post("markTermsOfUseAsAccepted", "/Users/MarkTermsofUseAsAccepted", {
      payload: Schema.Struct({ version: Id }),
      success: UserProfile,
      error: [BadRequest, Forbidden]
    }).annotateMerge(access.signedIn)
  )
  .middleware(Authorization)

/** Units of an assigned organization, or of one of its reporting companies (document 2 section 7). */
export const UnitsGroup = HttpApiGroup.make("units")
  .add(
    HttpApiEndpoint.get("getByOrganization", "/units/getByOrganization", {
      query: { organizationId: Id, reportingCompanyId: Schema.optional(Id) },
      success: Schema.Array(Unit),
      error: Forbidden
    }).annotateMerge(access.assignedOrganizations)
  )
  .middleware(Authorization)
