import { assign, emit, not, raise, setup } from "xstate"
import { FunctionId } from "../../api/functions"
import type { UserProfile } from "../../api/platform/schemas"
import type { CopyProfile, ManagedUser } from "../../api/users/schemas"
import { canLookUpCopyFrom } from "../../api/users/validation"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { AccountActionRequest, ChoicesQuery, ProfileChoices, ProfileScreenData } from "../../services/users/userProfile"
import { awaits, given } from "../shared/effectActor"
import { refusedFields, withoutFields } from "../shared/fieldRefusal"
import { failureNotice, failureParams, fixedFields, saveGuards, saveRefusals, submit } from "../shared/formEdit"
import { accountActionMachine, type AccountAction, type AccountActionOutcome } from "./accountActionMachine"
import { copyFromMachine } from "./copyFromMachine"
import {
  accountStatusPayload,
  emptyProfileForm,
  fieldsAnsweredBy,
  profileFieldOf,
  profileFormIssues,
  profileFormOf,
  profilePayload,
  withAccessType,
  withAssignedOrganizations,
  withCompany,
  withCopiedProfile,
  withDefaultOption,
  withFunctionCompanyToggled,
  withFunctionToggled,
  withOptionToggled,
  withOptionsAvailable,
  withOrganization,
  withSingleOrganization,
  singleCompanyOf,
  type ProfileForm
} from "./userProfileForm"
import {
  choicesQuery,
  noChoices,
  type ProfileMode,
  type SaveInput,
  type UserProfileContext,
  type UserProfileEmitted,
  type UserProfileEvent,
  type UserProfileInput,
  type UserProfileTag
} from "./userProfile"

export * from "./userProfile"

/**
 * The user profile in create and update mode (document 2 sections 2, 4, 5 and 8): the lists it opens
 * with, the clearing rules as fields change, the companies, units and report options that follow the
 * choices, copy-from, the shared validation before sending and the server's refusals at their fields,
 * the account actions, and where the administrator goes afterwards.
 */
export const userProfileMachine = setup({
  types: {
    input: {} as UserProfileInput,
    context: {} as UserProfileContext,
    events: {} as UserProfileEvent,
    emitted: {} as UserProfileEmitted,
    tags: {} as UserProfileTag
  },
  actors: {
    /** The organizations, what the administrator may grant, and the user in update mode. */
    loadScreen: awaits<ProfileScreenData, { id: number | null }>("loadScreen"),
    /** The employer's companies and units, the options of the driver report's companies. */
    loadChoices: awaits<ProfileChoices, ChoicesQuery>("loadChoices"),
    /** POST /Users/Create or PATCH /Users/{id}. */
    save: awaits<ManagedUser, SaveInput>("save"),
    /** GET /Users/GetUserConnected after a self-edit. */
    reloadSignedIn: awaits<UserProfile>("reloadSignedIn"),
    copyFrom: copyFromMachine,
    accountAction: accountActionMachine
  },
  actions: {
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure"),
    /** 'The selected account is granted privileges that you cannot access.' */
    notifyPrivileges: given("notifyPrivileges"),
    /** The 'not saved' notice of section 5. */
    notifyNotSaved: given("notifyNotSaved"),
    notifySaved: given<{ mode: ProfileMode }>("notifySaved"),
    scrollToTop: given("scrollToTop"),
    /** Back to the previous page (the search, which shows its list again). */
    goBack: given("goBack"),
    goHome: given("goHome"),
    assignScreen: assign(({ context }, data: ProfileScreenData) => ({
      organizations: data.organizations,
      assignableOrganizations: data.assignableOrganizations,
      grantable: data.grantable,
      user: data.user,
      form: data.user
        ? profileFormOf(data.user)
        : withSingleOrganization(emptyProfileForm(context.admin.isIbc), data.organizations, data.assignableOrganizations)
    })),
    assignChoices: assign(({ context }, choices: ProfileChoices) => ({
      choices,
      form: withOptionsAvailable(context.form, choices.options, context.mode === "create")
    })),
    /** The employer's only company is preselected (document 2 section 4); its units load next. */
    assignSingleCompany: assign(({ context }) => ({
      form: withCompany(context.form, singleCompanyOf(context.form, context.organizations, context.choices.companies))
    })),
    assignForm: assign(({ context }, change: { form: ProfileForm; fields: ReadonlyArray<string> }) => ({
      form: change.form,
      serverIssues: withoutFields(
        context.serverIssues,
        change.fields.flatMap((f) => fieldsAnsweredBy(f))
      )
    })),
    assignCopyFromEmail: assign((_, email: string) => ({ copyFromEmail: email })),
    assignCopied: assign(({ context }, copy: CopyProfile) => ({
      form: withCopiedProfile(context.form, copy),
      copyFromEmail: "",
      serverIssues: []
    })),
    raiseCopyApplied: raise({ type: "COPY_APPLIED" }),
    assignSubmitted: assign({ submitted: true }),
    assignServerIssues: assign((_, failure: PortalFailure) => ({
      serverIssues: refusedFields(failure, profileFieldOf) ?? []
    })),
    assignAction: assign((_, action: AccountAction) => ({ action })),
    assignActionOutcome: assign(({ context }, outcome: AccountActionOutcome) =>
      outcome.kind === "done" && outcome.user !== null
        ? { user: outcome.user, form: profileFormOf(outcome.user), action: null, submitted: false, serverIssues: [] }
        : { action: null, user: context.user }
    ),
    emitSignedInProfile: emit((_, profile: UserProfile) => ({ type: "signedInProfileReloaded" as const, profile }))
  },
  guards: {
    isPrivileges: (_, failure: PortalFailure) => failure._tag === "Forbidden" && failure.token === "PRIVILEGES_NOT_ACCESSIBLE",
    formInvalid: ({ context }) => profileFormIssues(context.form, context.mode, context.organizations).length > 0,
    canLookUp: (_, email: string) => canLookUpCopyFrom(email.trim()),
    isDriverReport: (_, functionId: number) => functionId === FunctionId.driverReport,
    actionAllowed: ({ context }, action: AccountAction) => {
      const user = context.user
      if (context.mode !== "update" || user === null) return false
      if (action === "enable") return user.isDisabled
      if (action === "disable") return !user.isDisabled
      if (action === "invite") return !user.hasSignedIn && !user.isDisabled
      // Another administrator's, never one's own (the server refuses it too).
      if (action === "resetSecondFactor") return user.hasSecondFactor && user.id !== context.admin.id
      return !user.hasSignedIn
    },
    choosesAccessType: ({ context }) => context.mode === "create" && context.admin.isIbc,
    /** Save is disabled without an access type or for a disabled account. */
    saveAllowed: ({ context }) => context.form.userType !== null && !(context.user?.isDisabled ?? false),
    copied: (_, copy: CopyProfile | null) => copy !== null,
    hasSingleCompany: ({ context }, choices: ProfileChoices) =>
      singleCompanyOf(context.form, context.organizations, choices.companies) !== null,
    leavesForm: (_, outcome: AccountActionOutcome) =>
      outcome.kind === "done" && (outcome.action === "disable" || outcome.action === "delete"),
    ...saveGuards(fixedFields(profileFieldOf)),
    isSelfEdit: ({ context }) => context.user !== null && context.user.id === context.admin.id,
    lostUserAdministration: (_, profile: UserProfile) =>
      !profile.userFunctions.some((f) => f.functionId === FunctionId.userAdministration)
  }
}).createMachine({
  id: "userProfile",
  context: ({ input }) => ({
    ...input,
    organizations: [],
    assignableOrganizations: [],
    grantable: [],
    user: null,
    form: emptyProfileForm(input.admin.isIbc),
    choices: noChoices,
    copyFromEmail: "",
    submitted: false,
    serverIssues: [],
    action: null
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadScreen",
        src: "loadScreen",
        input: ({ context }) => ({ id: context.mode === "update" ? context.id : null }),
        onDone: { target: "editing", actions: { type: "assignScreen", params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: "isPrivileges", params: failureParams },
            target: "left",
            actions: ["notifyPrivileges", "goBack"]
          },
          { target: "loadFailed", actions: { type: "notifyFailure", params: failureNotice } }
        ]
      }
    },
    loadFailed: {
      tags: ["loadFailed"],
      on: {
        RETRY: "loading",
        CANCEL: { target: "left", actions: "goBack" }
      }
    },
    editing: {
      tags: ["editing"],
      type: "parallel",
      on: {
        FIELD_CHANGED: {
          actions: {
            type: "assignForm",
            params: ({ context, event }) => ({ form: { ...context.form, [event.field]: event.value }, fields: [event.field] })
          }
        },
        ACCESS_TYPE_CHANGED: {
          guard: "choosesAccessType",
          actions: {
            type: "assignForm",
            params: ({ context, event }) => ({
              form: withAccessType(context.form, event.userType),
              fields: ["userType", "userId", "mfaPhone"]
            })
          }
        },
        UNIT_CHANGED: {
          actions: {
            type: "assignForm",
            params: ({ context, event }) => ({ form: { ...context.form, unitId: event.id }, fields: ["unitId"] })
          }
        },
        OPTION_TOGGLED: {
          actions: {
            type: "assignForm",
            params: ({ context, event }) => ({ form: withOptionToggled(context.form, event.id), fields: ["driverReportOptions"] })
          }
        },
        DEFAULT_OPTION_CHOSEN: {
          actions: {
            type: "assignForm",
            params: ({ context, event }) => ({ form: withDefaultOption(context.form, event.id), fields: ["driverReportOptions"] })
          }
        },
        ACCOUNT_ACTION: {
          guard: { type: "actionAllowed", params: ({ event }) => event.action },
          target: "accountAction",
          actions: { type: "assignAction", params: ({ event }) => event.action }
        },
        SAVE: [{ guard: not("saveAllowed") }, ...submit("saving", ["notifyNotSaved", "scrollToTop"])],
        CANCEL: { target: "left", actions: "goBack" }
      },
      states: {
        /**
         * The lists that follow the employer organization and company and the driver report's companies.
         * A change restarts the load (the region's own transitions exit its child, not the other region).
         */
        choices: {
          initial: "loading",
          on: {
            ORGANIZATION_CHANGED: {
              target: ".loading",
              actions: {
                type: "assignForm",
                params: ({ context, event }) => ({
                  form: withOrganization(context.form, event.id),
                  fields: ["organizationId", "reportingCompanyId", "unitId"]
                })
              }
            },
            COMPANY_CHANGED: {
              target: ".loading",
              actions: {
                type: "assignForm",
                params: ({ context, event }) => ({
                  form: withCompany(context.form, event.id),
                  fields: ["reportingCompanyId", "unitId"]
                })
              }
            },
            ASSIGNED_CHANGED: {
              target: ".loading",
              actions: {
                type: "assignForm",
                params: ({ context, event }) => ({
                  form: withAssignedOrganizations(context.form, event.ids, context.choices.options),
                  fields: ["assignedOrganizationsIds", "functions", "driverReportOptions"]
                })
              }
            },
            FUNCTION_TOGGLED: [
              {
                guard: { type: "isDriverReport", params: ({ event }) => event.functionId },
                target: ".loading",
                actions: {
                  type: "assignForm",
                  params: ({ context, event }) => ({
                    form: withFunctionToggled(context.form, event.functionId),
                    fields: ["functions", `functions.${event.functionId}`, "driverReportOptions"]
                  })
                }
              },
              {
                actions: {
                  type: "assignForm",
                  params: ({ context, event }) => ({
                    form: withFunctionToggled(context.form, event.functionId),
                    fields: ["functions", `functions.${event.functionId}`]
                  })
                }
              }
            ],
            FUNCTION_COMPANY_TOGGLED: [
              {
                guard: { type: "isDriverReport", params: ({ event }) => event.functionId },
                target: ".loading",
                actions: {
                  type: "assignForm",
                  params: ({ context, event }) => ({
                    form: withFunctionCompanyToggled(context.form, event.functionId, event.company),
                    fields: [`functions.${event.functionId}`, "driverReportOptions"]
                  })
                }
              },
              {
                actions: {
                  type: "assignForm",
                  params: ({ context, event }) => ({
                    form: withFunctionCompanyToggled(context.form, event.functionId, event.company),
                    fields: [`functions.${event.functionId}`]
                  })
                }
              }
            ],
            COPY_APPLIED: { target: ".loading" }
          },
          states: {
            loading: {
              tags: ["loadingChoices"],
              invoke: {
                id: "loadChoices",
                src: "loadChoices",
                input: ({ context }) => choicesQuery(context),
                onDone: [
                  {
                    guard: { type: "hasSingleCompany", params: ({ event }) => event.output },
                    target: "loading",
                    reenter: true,
                    actions: [{ type: "assignChoices", params: ({ event }) => event.output }, "assignSingleCompany"]
                  },
                  { target: "ready", actions: { type: "assignChoices", params: ({ event }) => event.output } }
                ],
                onError: { target: "ready", actions: { type: "notifyFailure", params: failureNotice } }
              }
            },
            ready: {}
          }
        },
        /** The copy-from look-up and its confirmation. */
        copy: {
          initial: "idle",
          on: {
            COPY_FROM_CHANGED: [
              {
                guard: { type: "canLookUp", params: ({ event }) => event.email },
                target: ".copying",
                actions: { type: "assignCopyFromEmail", params: ({ event }) => event.email }
              },
              { target: ".idle", actions: { type: "assignCopyFromEmail", params: ({ event }) => event.email } }
            ]
          },
          states: {
            idle: {},
            copying: {
              invoke: {
                id: "copyFrom",
                src: "copyFrom",
                input: ({ context }) => ({ email: context.copyFromEmail }),
                onDone: [
                  {
                    guard: { type: "copied", params: ({ event }) => event.output },
                    target: "idle",
                    actions: [{ type: "assignCopied", params: ({ event }) => event.output! }, "raiseCopyApplied"]
                  },
                  { target: "idle" }
                ]
              }
            }
          }
        }
      }
    },
    accountAction: {
      tags: ["accountAction"],
      invoke: {
        id: "accountAction",
        src: "accountAction",
        input: ({ context }): AccountActionRequest => ({
          action: context.action!,
          id: context.user!.id,
          payload: accountStatusPayload(context.form, context.action === "disable")
        }),
        onDone: [
          {
            guard: { type: "leavesForm", params: ({ event }) => event.output },
            target: "left",
            actions: "goBack"
          },
          { target: "editing", actions: { type: "assignActionOutcome", params: ({ event }) => event.output } }
        ]
      }
    },
    saving: {
      tags: ["busy", "saving"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({
          id: context.mode === "update" ? (context.user?.id ?? null) : null,
          payload: profilePayload(context.form),
          isDisabled: context.user?.isDisabled ?? false
        }),
        onDone: [
          {
            guard: "isSelfEdit",
            target: "reloadingSignedIn",
            actions: { type: "notifySaved", params: ({ context }) => ({ mode: context.mode }) }
          },
          { target: "left", actions: [{ type: "notifySaved", params: ({ context }) => ({ mode: context.mode }) }, "goBack"] }
        ],
        onError: saveRefusals({ back: "editing", refused: ["scrollToTop"], notPlaced: ["notifyNotSaved", "scrollToTop"] })
      }
    },
    /** A self-edit: the session takes the profile as saved; without userAdministration the administrator goes home. */
    reloadingSignedIn: {
      tags: ["busy"],
      invoke: {
        id: "reloadSignedIn",
        src: "reloadSignedIn",
        onDone: [
          {
            guard: { type: "lostUserAdministration", params: ({ event }) => event.output },
            target: "left",
            actions: [{ type: "emitSignedInProfile", params: ({ event }) => event.output }, "goHome"]
          },
          { target: "left", actions: [{ type: "emitSignedInProfile", params: ({ event }) => event.output }, "goBack"] }
        ],
        onError: { target: "left", actions: "goHome" }
      }
    },
    left: { type: "final", tags: ["leaving"] }
  }
})
