import { assign, setup } from "xstate"
import type { OrganizationCompanySetting } from "../../api/company/schemas"
import type { Organization, ReportingCompany } from "../../api/platform/schemas"
import type { DriverReportOption } from "../../api/users/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { CompanyProfileData, CredentialsSave } from "../../services/company/companyProfile"
import { awaits, given } from "../shared/effectActor"
import { organizationHasCompanies } from "../shared/organizationScopeMachine"
import type { CompanyItem, CompanyOwner, ItemTarget } from "./companyItems"
import {
  canDelete,
  afterDelete,
  afterDialog,
  canOpen,
  refusedCredentials,
  refusedReuse,
  onlyId,
  organizationOf,
  type CompanyProfileContext,
  type CompanyProfileEvent,
  type CompanyProfileInput,
  type CompanyProfileTag
} from "./companyProfile"
import { deleteItemMachine, type DeleteItemOutput } from "./deleteItemMachine"
import { itemDialogMachine, type ItemDialogOutput } from "./itemDialogMachine"
import { failureNoticeAction } from "../shared/loadStep"

/** The company profile machine's types, actors, actions and guards (companyProfileMachine.ts holds its states). */
export const companyProfileSetup = setup({
  types: {
    input: {} as CompanyProfileInput,
    context: {} as CompanyProfileContext,
    events: {} as CompanyProfileEvent,
    tags: {} as CompanyProfileTag
  },
  actors: {
    /** GET /organizations/get/{companyAdministration}. */
    loadOrganizations: awaits<ReadonlyArray<Organization>>("loadOrganizations"),
    /** GET /reportingCompanies/getByOrganization/{companyAdministration}?organizationId. */
    loadCompanies: awaits<ReadonlyArray<ReportingCompany>, { organizationId: number }>("loadCompanies"),
    /** The setting and the four lists of one company. */
    loadProfile: awaits<CompanyProfileData, CompanyOwner>("loadProfile"),
    /** GET /DriverReportOptions/GetByOrganizationId, after an option is added or deleted. */
    loadOptions: awaits<ReadonlyArray<DriverReportOption>, CompanyOwner>("loadOptions"),
    /** POST /organizationCompany/create or PUT update/{id}. */
    saveCredentials: awaits<OrganizationCompanySetting, CredentialsSave>("saveCredentials"),
    /** The same call, with the report reuse window chosen. */
    saveReuse: awaits<OrganizationCompanySetting, CredentialsSave>("saveReuse"),
    itemDialog: itemDialogMachine,
    deleteItem: deleteItemMachine
  },
  actions: {
    ...failureNoticeAction,
    notifyCredentialsSaved: given("notifyCredentialsSaved"),
    notifyReuseSaved: given("notifyReuseSaved"),
    assignOrganizations: assign((_, organizations: ReadonlyArray<Organization>) => ({
      organizations,
      organizationId: onlyId(organizations)
    })),
    assignCompanies: assign((_, companies: ReadonlyArray<ReportingCompany>) => ({
      companies,
      reportingCompanyId: onlyId(companies)
    })),
    /** An organization clears the company and the profile shown. */
    selectOrganization: assign((_, id: number | null) => ({
      organizationId: id,
      reportingCompanyId: null,
      companies: [],
      profile: null,
      credentialsIssues: [],
      reuseIssues: []
    })),
    selectCompany: assign((_, id: number | null) => ({
      reportingCompanyId: id,
      profile: null,
      credentialsIssues: [],
      reuseIssues: []
    })),
    assignProfile: assign((_, profile: CompanyProfileData) => ({ profile })),
    assignOptions: assign(({ context }, options: ReadonlyArray<DriverReportOption>) => ({
      profile: context.profile && { ...context.profile, options }
    })),
    assignSetting: assign(({ context }, setting: OrganizationCompanySetting) => ({
      profile: context.profile && { ...context.profile, setting }
    })),
    clearCredentialsIssues: assign({ credentialsIssues: [] }),
    /** The server's refusal of the switch, at the switch. */
    showCredentialsRefusal: assign((_, failure: PortalFailure) => ({ credentialsIssues: refusedCredentials(failure) ?? [] })),
    clearReuseIssues: assign({ reuseIssues: [] }),
    /** The server's refusal of the reuse window, at its select. */
    showReuseRefusal: assign((_, failure: PortalFailure) => ({ reuseIssues: refusedReuse(failure) ?? [] })),
    openDialog: assign((_, target: ItemTarget) => ({ dialog: target })),
    closeDialog: assign(({ context }, output: ItemDialogOutput) => ({ dialog: null, profile: afterDialog(context, output) })),
    askDelete: assign((_, target: CompanyItem) => ({ deleting: target })),
    closeDelete: assign(({ context }, output: DeleteItemOutput) => ({ deleting: null, profile: afterDelete(context, output) }))
  },
  guards: {
    onlyCarrier: (_, organizations: ReadonlyArray<Organization>) =>
      organizations.length === 1 && organizationHasCompanies(organizations[0]),
    onlyWithoutCompanies: (_, organizations: ReadonlyArray<Organization>) =>
      organizations.length === 1 && !organizationHasCompanies(organizations[0]),
    hasCompanies: ({ context }, id: number | null) => organizationHasCompanies(organizationOf(context, id)),
    /** An organization of the list (without separate companies, the guard before took carriers). */
    isChosen: ({ context }, id: number | null) => organizationOf(context, id) !== undefined,
    choosesCompany: ({ context }) => organizationHasCompanies(organizationOf(context, context.organizationId)),
    companyChosen: ({ context }, id: number | null) =>
      id !== null && organizationHasCompanies(organizationOf(context, context.organizationId)),
    onlyCompany: (_, companies: ReadonlyArray<ReportingCompany>) => companies.length === 1,
    isIbc: ({ context }) => context.isIbc,
    isCredentialsRefusal: (_, failure: PortalFailure) => refusedCredentials(failure) !== undefined,
    isReuseRefusal: (_, failure: PortalFailure) => refusedReuse(failure) !== undefined,
    canOpen: ({ context }, target: ItemTarget) => canOpen(context, target),
    canDelete: ({ context }, target: CompanyItem) => canDelete(context, target),
    savedOption: (_, output: ItemDialogOutput) => output.saved?.kind === "option",
    deletedOption: ({ context }, output: DeleteItemOutput) => output.deleted && context.deleting?.kind === "option"
  }
})
