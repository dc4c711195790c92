import { assign, setup } from "xstate"
import type { OrganizationCompanySetting } from "../../api/company/schemas"
import type { Organization, ReportingCompany } from "../../api/platform/schemas"
import type { DriverReportOption } from "../../api/users/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { CompanyProfileData, CredentialsSave } from "../../services/company/companyProfile"
import { awaits, failureOf, given } from "../shared/effectActor"
import { loadingState, notifyFailure, outputOf } from "../shared/loadStep"
import { organizationHasCompanies } from "../shared/organizationScopeMachine"
import type { CompanyItem, CompanyOwner, ItemTarget } from "./companyItems"
import {
  canDelete,
  afterDelete,
  afterDialog,
  canOpen,
  credentialsToggled,
  newCompanyProfile,
  refusedCredentials,
  onlyId,
  organizationOf,
  ownerOf,
  type CompanyProfileContext,
  type CompanyProfileEvent,
  type CompanyProfileInput,
  type CompanyProfileTag
} from "./companyProfile"
import { deleteItemMachine, type DeleteItemOutput } from "./deleteItemMachine"
import { itemDialogMachine, type ItemDialogOutput } from "./itemDialogMachine"

export type { CompanyProfileData, CredentialsSave }

export * from "./companyProfile"

type Args = { readonly context: CompanyProfileContext }
const assignOrganizations = { type: "assignOrganizations", params: outputOf } as const
const assignCompanies = { type: "assignCompanies", params: outputOf } as const
/** The organization or company chosen in the scope's lists. */
const idOf = ({ event }: { readonly event: { readonly id: number | null } }) => event.id
const selectOrganization = { type: "selectOrganization", params: idOf } as const
const selectCompany = { type: "selectCompany", params: idOf } as const

/** A dialog or a deletion closed (`close`, given its output): an option changed (`optionChanged`) reloads the options. */
const closed = <const OptionChanged extends string, const Close extends string>(optionChanged: OptionChanged, close: Close) =>
  [
    { guard: { type: optionChanged, params: outputOf }, target: "reloadingOptions", actions: { type: close, params: outputOf } },
    { target: "scoped.ready", actions: { type: close, params: outputOf } }
  ] as const

/**
 * The company profile (document 2 sections 2 to 5 and 8): the organization, then its company (the only
 * one chosen; none for an organization without separate companies), then the company's bureau-credentials
 * switch and its four lists, each with its add, edit and delete dialogs.
 */
export const companyProfileMachine = setup({
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
    itemDialog: itemDialogMachine,
    deleteItem: deleteItemMachine
  },
  actions: {
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure"),
    notifyCredentialsSaved: given("notifyCredentialsSaved"),
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
      credentialsIssues: []
    })),
    selectCompany: assign((_, id: number | null) => ({ reportingCompanyId: id, profile: null, credentialsIssues: [] })),
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
    canOpen: ({ context }, target: ItemTarget) => canOpen(context, target),
    canDelete: ({ context }, target: CompanyItem) => canDelete(context, target),
    savedOption: (_, output: ItemDialogOutput) => output.saved?.kind === "option",
    deletedOption: ({ context }, output: DeleteItemOutput) => output.deleted && context.deleting?.kind === "option"
  }
}).createMachine({
  id: "companyProfile",
  context: ({ input }) => newCompanyProfile(input),
  initial: "loadingOrganizations",
  states: {
    loadingOrganizations: {
      tags: ["loading", "starting"],
      invoke: {
        id: "loadOrganizations",
        src: "loadOrganizations",
        onDone: [
          { guard: { type: "onlyCarrier", params: outputOf }, target: "scoped.loadingCompanies", actions: assignOrganizations },
          {
            guard: { type: "onlyWithoutCompanies", params: outputOf },
            target: "scoped.loadingProfile",
            actions: assignOrganizations
          },
          { target: "scoped", actions: assignOrganizations }
        ],
        onError: { target: "loadFailed", actions: notifyFailure }
      }
    },
    loadFailed: { tags: ["loadFailed", "startFailed"], on: { RETRY: "loadingOrganizations" } },
    /** The organization and company may change here; not while a dialog or a save is under way. */
    scoped: {
      tags: ["scopeOpen"],
      initial: "choosing",
      on: {
        ORGANIZATION_CHANGED: [
          { guard: { type: "hasCompanies", params: idOf }, target: ".loadingCompanies", actions: selectOrganization },
          { guard: { type: "isChosen", params: idOf }, target: ".loadingProfile", actions: selectOrganization },
          { target: ".choosing", actions: selectOrganization }
        ],
        COMPANY_CHANGED: [
          { guard: { type: "companyChosen", params: idOf }, target: ".loadingProfile", actions: selectCompany },
          { guard: "choosesCompany", target: ".choosing", actions: selectCompany }
        ]
      },
      states: {
        /** Waiting for an organization, or a company of a carrier. */
        choosing: { tags: ["choosing"] },
        loadingCompanies: {
          tags: ["loadingCompanies"],
          invoke: {
            id: "loadCompanies",
            src: "loadCompanies",
            input: ({ context }) => ({ organizationId: context.organizationId! }),
            onDone: [
              { guard: { type: "onlyCompany", params: outputOf }, target: "loadingProfile", actions: assignCompanies },
              { target: "choosing", actions: assignCompanies }
            ],
            onError: { target: "choosing", actions: notifyFailure }
          }
        },
        loadingProfile: loadingState({
          src: "loadProfile",
          input: ({ context }: Args) => ownerOf(context)!,
          assign: "assignProfile",
          then: "ready",
          failed: "profileFailed"
        }),
        profileFailed: { tags: ["loadFailed", "profileFailed"], on: { RETRY: "loadingProfile" } },
        ready: {
          tags: ["editing"],
          on: {
            TOGGLE_CREDENTIALS: {
              guard: "isIbc",
              target: "#companyProfile.savingCredentials",
              actions: "clearCredentialsIssues"
            },
            OPEN_DIALOG: {
              guard: { type: "canOpen", params: ({ event }) => event.target },
              target: "#companyProfile.itemDialog",
              actions: { type: "openDialog", params: ({ event }) => event.target }
            },
            DELETE: {
              guard: { type: "canDelete", params: ({ event }) => event.target },
              target: "#companyProfile.deletingItem",
              actions: { type: "askDelete", params: ({ event }) => event.target }
            }
          }
        }
      }
    },
    savingCredentials: {
      tags: ["busy", "saving"],
      invoke: {
        id: "saveCredentials",
        src: "saveCredentials",
        input: ({ context }) => credentialsToggled(context),
        onDone: { target: "scoped.ready", actions: [{ type: "assignSetting", params: outputOf }, "notifyCredentialsSaved"] },
        onError: [
          {
            guard: { type: "isCredentialsRefusal", params: ({ event }) => failureOf(event) },
            target: "scoped.ready",
            actions: { type: "showCredentialsRefusal", params: ({ event }) => failureOf(event) }
          },
          { target: "scoped.ready", actions: notifyFailure }
        ]
      }
    },
    itemDialog: {
      invoke: {
        id: "itemDialog",
        src: "itemDialog",
        input: ({ context }) => ({ target: context.dialog!, owner: ownerOf(context)! }),
        onDone: closed("savedOption", "closeDialog")
      }
    },
    deletingItem: {
      invoke: {
        id: "deleteItem",
        src: "deleteItem",
        input: ({ context }) => ({ target: context.deleting! }),
        onDone: closed("deletedOption", "closeDelete")
      }
    },
    /** Adding or deleting an option changes others' defaults and counts: the list is fetched again (section 4). */
    reloadingOptions: {
      tags: ["busy", "reloadingOptions"],
      invoke: {
        id: "loadOptions",
        src: "loadOptions",
        input: ({ context }) => ownerOf(context)!,
        onDone: { target: "scoped.ready", actions: { type: "assignOptions", params: outputOf } },
        onError: { target: "scoped.ready", actions: notifyFailure }
      }
    }
  }
})
