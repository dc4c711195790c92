import type { CompanyProfileData, CredentialsSave } from "../../services/company/companyProfile"
import { failureParams } from "../shared/formEdit"
import { callingState, loadingState, notifyFailure, outputOf } from "../shared/loadStep"
import {
  credentialsToggled,
  newCompanyProfile,
  ownerOf,
  reuseChosen,
  reuseWindowOf,
  type CompanyProfileContext,
  type CompanyProfileEvent
} from "./companyProfile"
import { companyProfileSetup } from "./companyProfileSetup"

export type { CompanyProfileData, CredentialsSave }

export * from "./companyProfile"

type Args = { readonly context: CompanyProfileContext }
const assignOrganizations = { type: "assignOrganizations", params: outputOf } as const
const assignCompanies = { type: "assignCompanies", params: outputOf } as const
/** A setting saved at once: kept and told once saved; its own refusal shown as such, any other the generic notice. */
const savingSetting = <
  const Src extends string,
  Input,
  const NotifySaved extends string,
  const IsRefusal extends string,
  const ShowRefusal extends string,
  const Tag extends string
>(setting: {
  readonly src: Src
  readonly input: Input
  readonly notifySaved: NotifySaved
  readonly isRefusal: IsRefusal
  readonly showRefusal: ShowRefusal
  readonly tag: Tag
}) =>
  callingState({
    src: setting.src,
    input: setting.input,
    back: "scoped.ready",
    done: [{ type: "assignSetting", params: outputOf }, setting.notifySaved],
    refused: [
      {
        guard: { type: setting.isRefusal, params: failureParams },
        target: "scoped.ready",
        actions: { type: setting.showRefusal, params: failureParams }
      }
    ],
    tags: ["busy", setting.tag]
  })

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
 * switch, its report reuse window and its four lists, each with its add, edit and delete dialogs.
 */
export const companyProfileMachine = companyProfileSetup.createMachine({
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
            REUSE_CHANGED: { guard: "isIbc", target: "#companyProfile.savingReuse", actions: "clearReuseIssues" },
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
    savingCredentials: savingSetting({
      src: "saveCredentials",
      input: ({ context }: Args) => credentialsToggled(context),
      notifySaved: "notifyCredentialsSaved",
      isRefusal: "isCredentialsRefusal",
      showRefusal: "showCredentialsRefusal",
      tag: "saving"
    }),
    /** The reuse window chosen is saved with the setting at once, as the switch is. */
    savingReuse: savingSetting({
      src: "saveReuse",
      input: ({ context, event }: Args & { readonly event: CompanyProfileEvent }) =>
        reuseChosen(context, event.type === "REUSE_CHANGED" ? event.value : reuseWindowOf(context)),
      notifySaved: "notifyReuseSaved",
      isRefusal: "isReuseRefusal",
      showRefusal: "showReuseRefusal",
      tag: "savingReuse"
    }),
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
