import { assign, setup } from "xstate"
import type { OrganizationCompanySetting } from "../../api/company/schemas"
import type { Organization, ReportingCompany } from "../../api/platform/schemas"
import type { DriverReportOption } from "../../api/users/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { CompanyProfileData, CredentialsSave } from "../../services/company/companyProfile"
import { awaits, given } from "../shared/effectActor"
import { failureNotice } from "../shared/formEdit"
import { organizationHasCompanies } from "../shared/organizationScopeMachine"
import type { CompanyItem, CompanyOwner, ItemTarget } from "./companyItems"
import {
  canDelete,
  canOpen,
  onlyId,
  organizationOf,
  ownerOf,
  withoutItem,
  withSaved,
  type CompanyProfileContext,
  type CompanyProfileEvent,
  type CompanyProfileInput,
  type CompanyProfileTag
} from "./companyProfile"
import { deleteItemMachine, type DeleteItemOutput } from "./deleteItemMachine"
import { itemDialogMachine, type ItemDialogOutput } from "./itemDialogMachine"

export type { CompanyProfileData, CredentialsSave }

export * from "./companyProfile"

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
      profile: null
    })),
    selectCompany: assign((_, id: number | null) => ({ reportingCompanyId: id, profile: null })),
    assignProfile: assign((_, profile: CompanyProfileData) => ({ profile })),
    assignOptions: assign(({ context }, options: ReadonlyArray<DriverReportOption>) => ({
      profile: context.profile && { ...context.profile, options }
    })),
    assignSetting: assign(({ context }, setting: OrganizationCompanySetting) => ({
      profile: context.profile && { ...context.profile, setting }
    })),
    openDialog: assign((_, target: ItemTarget) => ({ dialog: target })),
    closeDialog: assign(({ context }, output: ItemDialogOutput) => ({
      dialog: null,
      profile: context.profile && output.saved ? withSaved(context.profile, output.saved) : context.profile
    })),
    askDelete: assign((_, target: CompanyItem) => ({ deleting: target })),
    closeDelete: assign(({ context }, output: DeleteItemOutput) => ({
      deleting: null,
      profile:
        context.profile && context.deleting && output.deleted ? withoutItem(context.profile, context.deleting) : context.profile
    }))
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
    canOpen: ({ context }, target: ItemTarget) => canOpen(context, target),
    canDelete: ({ context }, target: CompanyItem) => canDelete(context, target),
    savedOption: (_, output: ItemDialogOutput) => output.saved?.kind === "option",
    deletedOption: ({ context }, output: DeleteItemOutput) => output.deleted && context.deleting?.kind === "option"
  }
}).createMachine({
  id: "companyProfile",
  context: ({ input }) => ({
    ...input,
    organizations: [],
    companies: [],
    organizationId: null,
    reportingCompanyId: null,
    profile: null,
    dialog: null,
    deleting: null
  }),
  initial: "loadingOrganizations",
  states: {
    loadingOrganizations: {
      tags: ["loading", "starting"],
      invoke: {
        id: "loadOrganizations",
        src: "loadOrganizations",
        onDone: [
          {
            guard: { type: "onlyCarrier", params: ({ event }) => event.output },
            target: "scoped.loadingCompanies",
            actions: { type: "assignOrganizations", params: ({ event }) => event.output }
          },
          {
            guard: { type: "onlyWithoutCompanies", params: ({ event }) => event.output },
            target: "scoped.loadingProfile",
            actions: { type: "assignOrganizations", params: ({ event }) => event.output }
          },
          { target: "scoped", actions: { type: "assignOrganizations", params: ({ event }) => event.output } }
        ],
        onError: { target: "loadFailed", actions: { type: "notifyFailure", params: failureNotice } }
      }
    },
    loadFailed: {
      tags: ["loadFailed", "startFailed"],
      on: { RETRY: "loadingOrganizations" }
    },
    /** The organization and company may change here; not while a dialog or a save is under way. */
    scoped: {
      tags: ["scopeOpen"],
      initial: "choosing",
      on: {
        ORGANIZATION_CHANGED: [
          {
            guard: { type: "hasCompanies", params: ({ event }) => event.id },
            target: ".loadingCompanies",
            actions: { type: "selectOrganization", params: ({ event }) => event.id }
          },
          {
            guard: { type: "isChosen", params: ({ event }) => event.id },
            target: ".loadingProfile",
            actions: { type: "selectOrganization", params: ({ event }) => event.id }
          },
          { target: ".choosing", actions: { type: "selectOrganization", params: ({ event }) => event.id } }
        ],
        COMPANY_CHANGED: [
          {
            guard: { type: "companyChosen", params: ({ event }) => event.id },
            target: ".loadingProfile",
            actions: { type: "selectCompany", params: ({ event }) => event.id }
          },
          { guard: "choosesCompany", target: ".choosing", actions: { type: "selectCompany", params: ({ event }) => event.id } }
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
              {
                guard: { type: "onlyCompany", params: ({ event }) => event.output },
                target: "loadingProfile",
                actions: { type: "assignCompanies", params: ({ event }) => event.output }
              },
              { target: "choosing", actions: { type: "assignCompanies", params: ({ event }) => event.output } }
            ],
            onError: { target: "choosing", actions: { type: "notifyFailure", params: failureNotice } }
          }
        },
        loadingProfile: {
          tags: ["loading"],
          invoke: {
            id: "loadProfile",
            src: "loadProfile",
            input: ({ context }) => ownerOf(context)!,
            onDone: { target: "ready", actions: { type: "assignProfile", params: ({ event }) => event.output } },
            onError: { target: "profileFailed", actions: { type: "notifyFailure", params: failureNotice } }
          }
        },
        profileFailed: {
          tags: ["loadFailed", "profileFailed"],
          on: { RETRY: "loadingProfile" }
        },
        ready: {
          tags: ["editing"],
          on: {
            TOGGLE_CREDENTIALS: { guard: "isIbc", target: "#companyProfile.savingCredentials" },
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
        input: ({ context }) => ({
          owner: ownerOf(context)!,
          setting: context.profile!.setting,
          isIbcCredentials: !(context.profile!.setting?.isIbcCredentials ?? false)
        }),
        onDone: {
          target: "scoped.ready",
          actions: [{ type: "assignSetting", params: ({ event }) => event.output }, "notifyCredentialsSaved"]
        },
        onError: { target: "scoped.ready", actions: { type: "notifyFailure", params: failureNotice } }
      }
    },
    itemDialog: {
      invoke: {
        id: "itemDialog",
        src: "itemDialog",
        input: ({ context }) => ({ target: context.dialog!, owner: ownerOf(context)! }),
        onDone: [
          {
            guard: { type: "savedOption", params: ({ event }) => event.output },
            target: "reloadingOptions",
            actions: { type: "closeDialog", params: ({ event }) => event.output }
          },
          { target: "scoped.ready", actions: { type: "closeDialog", params: ({ event }) => event.output } }
        ]
      }
    },
    deletingItem: {
      invoke: {
        id: "deleteItem",
        src: "deleteItem",
        input: ({ context }) => ({ target: context.deleting! }),
        onDone: [
          {
            guard: { type: "deletedOption", params: ({ event }) => event.output },
            target: "reloadingOptions",
            actions: { type: "closeDelete", params: ({ event }) => event.output }
          },
          { target: "scoped.ready", actions: { type: "closeDelete", params: ({ event }) => event.output } }
        ]
      }
    },
    /** Adding or deleting an option changes others' defaults and counts: the list is fetched again (section 4). */
    reloadingOptions: {
      tags: ["busy", "reloadingOptions"],
      invoke: {
        id: "loadOptions",
        src: "loadOptions",
        input: ({ context }) => ownerOf(context)!,
        onDone: { target: "scoped.ready", actions: { type: "assignOptions", params: ({ event }) => event.output } },
        onError: { target: "scoped.ready", actions: { type: "notifyFailure", params: failureNotice } }
      }
    }
  }
})
