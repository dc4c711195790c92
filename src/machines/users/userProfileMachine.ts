import { not } from "xstate"
import type { AccountActionRequest } from "../../services/users/userProfile"
import { failureNotice, failureParams, saveRefusals, submit } from "../shared/formEdit"
import { noChoices } from "./userProfile"
import { choicesRegion } from "./userProfileChoices"
import {
  accountStatusPayload,
  emptyProfileForm,
  profilePayload,
  withAccessType,
  withDefaultOption,
  withOptionToggled
} from "./userProfileForm"
import { userProfileSetup } from "./userProfileSetup"

export * from "./userProfile"

/**
 * The user profile in create and update mode (document 2 sections 2, 4, 5 and 8): the lists it opens
 * with, the clearing rules as fields change, the companies, units and report options that follow the
 * choices, copy-from, the shared validation before sending and the server's refusals at their fields,
 * the account actions, and where the administrator goes afterwards.
 */
export const userProfileMachine = userProfileSetup.createMachine({
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
        choices: choicesRegion,
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
