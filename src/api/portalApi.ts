import { HttpApi, OpenApi } from "effect/http-api"
import {
  ContentAdministrationGroup,
  FunctionsGroup,
  JurisdictionsGroup,
  OrganizationsGroup,
  PublicContentGroup,
  ReportingCompaniesGroup,
  UnitsGroup,
  UsersGroup
} from "./platform/groups"
import { PasswordGroup, UserAdministrationGroup } from "./users/groups"
import { SecondFactorGroup } from "./users/secondFactor"
import { AccountSessionsGroup } from "./users/accountSessions"
import { MyDataGroup } from "./users/myData"
import { ReauthenticationGroup } from "./users/reauthentication"
import {
  CompanyDriverReportOptionsGroup,
  CompanyUnitsGroup,
  NotificationRecipientsGroup,
  OrganizationCompanyGroup,
  PermittedDomainsGroup
} from "./company/groups"
import { UserAccessReportGroup } from "./userAccess/groups"
import { B2CClientOrganizationsGroup, B2CProvidersGroup } from "./settings/mappingGroups"
import { MachineClientsGroup } from "./settings/machineClientGroups"
import { WebhooksGroup } from "./settings/webhookGroups"
import { ClientsGroup } from "./clients/groups"
import { MonitoringGroup } from "./platform/clientEvents"
import { HealthGroup } from "./platform/health"
import { CorrectionLookupsGroup, CorrectionReportGroup, DataCorrectionGroup, NinetyDaysGroup } from "./corrections/groups"
import { DriverReportsGroup, ReportFilesGroup } from "./reports/groups"
import { QuoteReportsGroup } from "./reports/quoteGroups"
import { UsageReportGroup } from "./usage/groups"
import { SdcReportGroup, SdcUploadGroup } from "./sdc/groups"
import { VehicleReportFilesGroup, VehicleReportsGroup } from "./reports/vehicleGroups"
import { BodyLimit } from "./bodyLimit"
import { documentAnnotations } from "./openApiDocument"
import { RequestValidation } from "./security"

/** The whole contract: every call of the specification under /api. */
export const PortalApi = HttpApi.make("portal")
  .add(
    PublicContentGroup,
    FunctionsGroup,
    OrganizationsGroup,
    ReportingCompaniesGroup,
    JurisdictionsGroup,
    UnitsGroup,
    ContentAdministrationGroup,
    UsersGroup,
    UserAdministrationGroup,
    SecondFactorGroup,
    PasswordGroup,
    AccountSessionsGroup,
    MyDataGroup,
    ReauthenticationGroup,
    CompanyUnitsGroup,
    CompanyDriverReportOptionsGroup,
    NotificationRecipientsGroup,
    PermittedDomainsGroup,
    OrganizationCompanyGroup,
    B2CProvidersGroup,
    B2CClientOrganizationsGroup,
    MachineClientsGroup,
    WebhooksGroup,
    ClientsGroup,
    UserAccessReportGroup,
    DriverReportsGroup,
    QuoteReportsGroup,
    ReportFilesGroup,
    VehicleReportsGroup,
    VehicleReportFilesGroup,
    DataCorrectionGroup,
    CorrectionLookupsGroup,
    NinetyDaysGroup,
    CorrectionReportGroup,
    UsageReportGroup,
    SdcReportGroup,
    SdcUploadGroup,
    MonitoringGroup,
    HealthGroup
  )
  .middleware(RequestValidation)
  .middleware(BodyLimit)
  .prefix("/api")
  .annotate(OpenApi.Title, "Driver and Vehicle Data Portal API")
  .annotateMerge(documentAnnotations)
  // A payload field the contract does not name is refused (400), as an unknown query parameter is.
  .annotate(HttpApi.PayloadParseOptions, { onExcessProperty: "error" })
