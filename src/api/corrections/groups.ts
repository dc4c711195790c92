import { Schema } from "effect"
import type { HttpRouter } from "effect/http"
import { HttpApiEndpoint } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
import { search } from "../shared/search"
import { access, operation } from "../access"
import { harvest } from "../harvestLimit"
import { BadRequest, Conflict, Forbidden, NotFound } from "../errors"
import { Id } from "../fields"
import { FunctionId } from "../functions"
import { Lookup, DriverReport } from "../reports/schemas"
import {
  AddClaimPayload,
  AddOperatorPayload,
  ClaimOperatorOption,
  CorrectionReportResult,
  CorrectionReportSearchPayload,
  NinetyDaysResult,
  NinetyDaysSearchPayload,
  OperatorByDln,
  OperatorByDlnPayload,
  PagingQuery,
  PolicyTerm,
  PolicyTermsQuery,
  PolicyVehiclesQuery,
  RemoveClaimPayload,
  TermVehiclesPayload,
  UnreadCount,
  UpdateClaimPayload,
  UpdateDriverInfoPayload,
  UpdatePolicyPayload,
  VehicleOption
} from "./schemas"

const correctionRules = `Each correction is one transaction: it changes the driver data, writes one audit record per
changed field (the correction report), adds a 90-day row for every report on the driver generated in the last 90 days,
and answers a new report generated from the corrected data (the report the caller was looking at stays as it was
pulled). The reportId is the report the corrector saw: a field that changed since that report was generated is
refused with 409 Conflict, so no correction overwrites another. Errors: 400 ERROR_400_INVALID_REQUEST when a value
breaks a rule of document 3 section 5 (the message names the field and the rule); 403 FUNCTION_NOT_ALLOWED without
dataCorrection, or NOT_ALLOWED_TO_MANAGE when the item's carrier is not among the caller's correction companies or the
change needs a bureau user; 404 when the report or the item is unknown or not on the caller's report.`

const correction = <const Name extends string, const Path extends HttpRouter.PathInput, P extends Schema.Top>(
  name: Name,
  path: Path,
  payload: P,
  summary: string,
  rules: string
) =>
  HttpApiEndpoint.post(name, path, {
    payload,
    success: DriverReport,
    error: [BadRequest, Forbidden, NotFound, Conflict]
  }).annotateMerge(
    operation(access.companyFunctions(FunctionId.dataCorrection), { summary, description: `${rules}\n\n${correctionRules}` })
  )

/** Data correction (document 3 section 7): each call answers the regenerated report. */
export const DataCorrectionGroup = authorizedGroup(
  "dataCorrection",
  "Corrections of the driver, policy, claim and operator data behind a driver report (document 3 section 7); each answers the report regenerated from the corrected data.",
  correction(
    "updateDriverInfo",
    "/DataCorrection/UpdateDriverInfo",
    UpdateDriverInfoPayload,
    "Correct the driver's name, address, birth, gender, marital status, training, years licensed or grid date",
    "Allowed when the carrier of the report's first policy is among the caller's correction companies. Only the fields that differ from the report are changed."
  ),
  correction(
    "updatePolicy",
    "/DataCorrection/UpdatePolicy",
    UpdatePolicyPayload,
    "Correct a policy term's status and cancellation date",
    "Allowed when the policy's carrier is among the caller's correction companies. The status must be one offered by document 3 section 4; active, active - driver deleted and expired clear the cancellation date, any other status needs one within the term."
  ),
  correction(
    "updateClaim",
    "/DataCorrection/UpdateClaim",
    UpdateClaimPayload,
    "Correct a claim's at-fault percentage, first-party driver, vehicle, vehicle loss or excluded driver",
    "Allowed when the claim's carrier is among the caller's correction companies. The at-fault percentage cannot change on a third-party or comprehensive claim; the driver, vehicle, vehicle loss and excluded driver only on a claim with involvement F that is not third-party."
  ),
  correction(
    "removeClaim",
    "/DataCorrection/RemoveClaim",
    RemoveClaimPayload,
    "Remove a claim (bureau users)",
    "Bureau users (isIbc) only. The claim is put on hold and no longer shows in any report."
  ),
  correction(
    "addClaim",
    "/DataCorrection/AddClaim",
    AddClaimPayload,
    "Add a claim to the driver (bureau users)",
    "Bureau users (isIbc) only, for a reporting company they correct and a policy of the driver whose term covers the date of loss. A claim number already held by that company answers 400 ERROR_400_DUPLICATE_CLAIM."
  ),
  correction(
    "addOperatorInPolicy",
    "/DataCorrection/AddOperatorInPolicy",
    AddOperatorPayload,
    "Add an operator to a policy (bureau users)",
    "Bureau users (isIbc) only, for a policy of a company they correct. A driver already operator of that policy answers 400 ERROR_400_DUPLICATE_POLICYOPERATOR. A licence unknown to the bureau's data creates the driver from the given name, birth, gender and marital status."
  )
)

const lookup = <const Name extends string, const Path extends HttpRouter.PathInput>(name: Name, path: Path, what: string) =>
  HttpApiEndpoint.get(name, path, { success: Schema.Array(Lookup), error: Forbidden }).annotateMerge(
    operation(access.functions(FunctionId.dataCorrection), {
      summary: `List the ${what}`,
      description: `The coded ${what} with their English and French descriptions, as the correction dialogs offer them. Errors: 403 FUNCTION_NOT_ALLOWED without dataCorrection.`
    })
  )

const itemRefusals = [Forbidden, NotFound] as const

/** The access and text of a list a correction dialog offers for an item (a claim or a policy) of a carrier the caller corrects. */
const itemChoices = (summary: string, what: string) =>
  operation(access.companyFunctions(FunctionId.dataCorrection), {
    summary,
    description: `${what} Errors: 403 FUNCTION_NOT_ALLOWED without dataCorrection; 404 for an unknown item or one of a carrier the caller does not correct.`
  })

/** The lists and look-ups behind the correction dialogs (document 3 section 7, "Lookups"). */
export const CorrectionLookupsGroup = authorizedGroup(
  "correctionLookups",
  "The lists and look-ups behind the correction dialogs (document 3 section 7).",
  lookup("policyStatuses", "/PolicyStatuses", "policy statuses"),
  lookup("genders", "/Genders", "genders"),
  lookup("maritalStatuses", "/MaritalStatuses", "marital statuses"),
  lookup("vehicleLosses", "/VehicleLosses", "vehicle losses"),
  lookup("driverTrainings", "/DriverTrainings", "driver training answers"),
  lookup("majorCoverages", "/MajorCoverages", "major coverages"),
  lookup("operatorTypes", "/OperatorTypes", "operator types"),
  lookup("relationships", "/Relationships", "relationships to the policyholder"),
  HttpApiEndpoint.get("claimOperators", "/Claim/Operators/:id", {
    params: { id: Id },
    success: Schema.Array(ClaimOperatorOption),
    error: itemRefusals
  }).annotateMerge(
    itemChoices("List the drivers a claim may name as its first-party driver", "The operators of the claim's policy.")
  ),
  HttpApiEndpoint.get("claimVehicles", "/Claim/Vehicles/:id", {
    params: { id: Id },
    success: Schema.Array(VehicleOption),
    error: itemRefusals
  }).annotateMerge(itemChoices("List the vehicles a claim may name", "The vehicles of the claim's policy.")),
  HttpApiEndpoint.get("policyVehicles", "/Policy/Vehicles", {
    query: PolicyVehiclesQuery,
    success: Schema.Array(VehicleOption),
    error: itemRefusals
  }).annotateMerge(itemChoices("List the vehicles of a policy term", "The vehicles present during the term named by policyKey.")),
  HttpApiEndpoint.get("policyTerms", "/Policy/Terms", {
    query: PolicyTermsQuery,
    success: Schema.Array(PolicyTerm),
    error: itemRefusals
  }).annotateMerge(
    itemChoices(
      "List the terms of a policy, newest first",
      "Every term of the policy the term named by policyKey belongs to, as the add-operator dialog offers them."
    )
  ),
  HttpApiEndpoint.post("termVehicles", "/Policy/TermVehicles", {
    payload: TermVehiclesPayload,
    success: Schema.Array(VehicleOption),
    error: itemRefusals
  }).annotateMerge(
    itemChoices(
      "List the vehicles of a policy during chosen terms",
      "The vehicles of the policy present during any of the terms starting on the given dates."
    )
  ),
  HttpApiEndpoint.post("operatorByDln", "/OperatorByDln", {
    payload: OperatorByDlnPayload,
    success: OperatorByDln,
    error: [BadRequest, Forbidden, NotFound]
  }).annotateMerge(
    operation(access.bureauFunctions(FunctionId.dataCorrection), {
      summary: "Look a driver up by licence number and jurisdiction",
      description:
        "Fills the bureau's add-operator and add-claim dialogs with the driver's personal data. Errors: 400 for an unknown jurisdiction; 403 FUNCTION_NOT_ALLOWED without dataCorrection, NOT_ALLOWED_TO_MANAGE for a user who is not bureau staff; 404 when the bureau's data has no such driver."
    })
  )
)

/** The 90-day report (document 3 sections 2 and 7). */
export const NinetyDaysGroup = authorizedGroup(
  "ninetyDays",
  "The 90-day list: reports whose driver's data was corrected within 90 days after they were generated (document 3 sections 2 and 7).",
  search
    .pagedPost(
      "search",
      "/DriverReports/NinetyDaysReportSearch",
      { query: PagingQuery, payload: NinetyDaysSearchPayload, success: NinetyDaysResult },
      access.machineClients.companyFunctions(FunctionId.ninetyDaysReport),
      {
        summary: "Search the 90-day list of corrected reports",
        description:
          "Reports of the caller's companies whose driver's data was corrected within 90 days of the report, newest change first, filtered by organization, company, unit, requestor, change date range (yyyy-MM-dd in ianaTimezone) and review status (0 all, 1 reviewed, 2 not reviewed). count is exact up to 1,000 matching rows; when more match, count is 1,000 and countCapped is true (the screen says more than 1,000 and pages through the first 1,000). Without PageNumber and PageSize the whole result comes back (the CSV export), up to 100,000 rows, counted likewise up to 100,000. Errors: 400 for an invalid date, range or time zone; 403 FUNCTION_NOT_ALLOWED without ninetyDaysReport, COMPANIES_NOT_ALLOWED for a company or organization not held."
      }
    )
    .annotateMerge(harvest.searches),
  HttpApiEndpoint.get("unreadCount", "/DriverReports/NinetyDaysReportUnreadCount", {
    success: UnreadCount,
    error: Forbidden
  }).annotateMerge(
    operation(access.machineClients.companyFunctions(FunctionId.ninetyDaysReport), {
      summary: "Count the 90-day rows not reviewed yet",
      description:
        "The number of 90-day rows of the caller's companies that nobody has reviewed (regenerated the report from the row). Errors: 403 FUNCTION_NOT_ALLOWED without ninetyDaysReport."
    })
  )
)

/** The correction report (document 3 sections 2 and 7). */
export const CorrectionReportGroup = authorizedGroup(
  "correctionReport",
  "The audit of data corrections, one record per corrected field (document 3 sections 2 and 7).",
  search.pagedPost(
    "search",
    "/CorrectionReport/CorrectionReportSearch",
    { query: PagingQuery, payload: CorrectionReportSearchPayload, success: CorrectionReportResult },
    access.companyFunctions(FunctionId.correctionReport),
    {
      summary: "Search the audit of data corrections",
      description:
        "One record per corrected field, newest first: company, date, corrector, field, driver licence, policy, claim, old and new value in English and French. fromDate starts at 00:00:00 and toDate ends at 23:59:59 in ianaTimezone; neither may be in the future. Bureau users see every correction, others those made on data of the companies they hold correctionReport for. Without PageNumber and PageSize the whole result comes back (the CSV export). Errors: 400 for an invalid or future date or a reversed range; 403 FUNCTION_NOT_ALLOWED without correctionReport, COMPANIES_NOT_ALLOWED for an organization or company not held."
    }
  )
)
