import { assign, setup } from "xstate"
import { passwordStrengthLevel, type PasswordCheck, type PasswordStrength } from "../../api/users/password"
import type { ChangePasswordPayload } from "../../api/users/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, given, listens } from "../shared/effectActor"
import { failureNotice, failureParams, submit } from "../shared/formEdit"
import { refusedFields, sameOrRenamed, withoutFields, type ServerIssue } from "../shared/fieldRefusal"
import {
  changePasswordFields,
  changePasswordFormIssues,
  emptyChangePasswordForm,
  type ChangePasswordField,
  type ChangePasswordForm,
  type ChangePasswordFormIssue
} from "./changePasswordForm"
import { failureNoticeAction } from "../shared/loadStep"

export interface ChangePasswordContext {
  readonly form: ChangePasswordForm
  /** Change was pressed: the form's own messages show from then on. */
  readonly submitted: boolean
  /** The server's refusals (a wrong current password, ...), each at its field until it changes. */
  readonly serverIssues: ReadonlyArray<ServerIssue<ChangePasswordField>>
  /** The check of common passwords and of strength, once its dictionaries are loaded (an object, so that a snapshot's JSON tells it is there). */
  readonly passwordCheck?: { readonly check: PasswordCheck }
}

export type ChangePasswordEvent =
  | { readonly type: "FIELD_CHANGED"; readonly field: ChangePasswordField; readonly value: string }
  | { readonly type: "SUBMIT" }
  | { readonly type: "PASSWORD_CHECK_READY"; readonly check: PasswordCheck }

type CheckReady = Extract<ChangePasswordEvent, { type: "PASSWORD_CHECK_READY" }>

export type ChangePasswordIssue = ChangePasswordFormIssue | ServerIssue<ChangePasswordField>

/** The field messages the screen shows: its own rules once Change was pressed, then the server's. */
export const changePasswordView = (context: ChangePasswordContext): ReadonlyArray<ChangePasswordIssue> => [
  ...(context.submitted ? changePasswordFormIssues(context.form, context.passwordCheck?.check) : []),
  ...context.serverIssues
]

/** The strength meter's level of the new password (ASVS 2.1.8); none until the check is loaded. */
export const changePasswordStrength = (context: ChangePasswordContext): PasswordStrength["score"] | undefined =>
  context.passwordCheck && passwordStrengthLevel(context.form.newPassword, context.passwordCheck.check)

/** The screen shows each payload field it is refused at under its own name. */
export const changePasswordFieldOf = sameOrRenamed<ChangePasswordField>(changePasswordFields)

/** PASSWORD_CHANGE_FAILED: the server refused the passwords given (its issues name the fields). */
const passwordRefused = (failure: PortalFailure): boolean =>
  failure._tag === "BadRequest" && failure.code === "PASSWORD_CHANGE_FAILED"

/**
 * Change of one's own password (bureau credentials, document 2 sections 2, 5 and 8): the current
 * password, the new one and its confirmation, checked by the shared rule before sending; the server's
 * refusal shows at the fields with the 'check input and retry' notice; a change clears the form.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent
  },
  actors: {
    /** POST /Users/ChangeMyPassword. */
    changePassword: awaits<void, ChangePasswordPayload>("changePassword"),
    /** Loads the check of common passwords (its own chunk) and sends PASSWORD_CHECK_READY. */
    passwordCheck: listens<ChangePasswordEvent>("passwordCheck")
  },
  actions: {
    /** 'password changed' (document 2 section 8). */
    notifyChanged: given("notifyChanged"),
    /** PASSWORD_CHANGE_FAILED: 'check input and retry'. */
    notifyRefused: given("notifyRefused"),
    ...failureNoticeAction,
    assignField: assign(({ context }, { field, value }: { field: ChangePasswordField; value: string }) => ({
      form: { ...context.form, [field]: value },
      serverIssues: withoutFields(context.serverIssues, [field])
    })),
    assignSubmitted: assign({ submitted: true }),
    assignPasswordCheck: assign((_, check: PasswordCheck) => ({ passwordCheck: { check } })),
    assignServerIssues: assign((_, failure: PortalFailure) => ({
      serverIssues: refusedFields(failure, changePasswordFieldOf) ?? []
    })),
    clearForm: assign({ form: emptyChangePasswordForm, submitted: false, serverIssues: [] })
  },
  guards: {
    formInvalid: ({ context }) => changePasswordFormIssues(context.form, context.passwordCheck?.check).length > 0,
    refused: (_, failure: PortalFailure) => passwordRefused(failure)
  }
}).createMachine({
  id: "changePassword",
  context: { form: emptyChangePasswordForm, submitted: false, serverIssues: [] },
  invoke: { id: "passwordCheck", src: "passwordCheck" },
  on: {
    PASSWORD_CHECK_READY: {
      actions: { type: "assignPasswordCheck", params: ({ event }: { event: CheckReady }) => event.check }
    }
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        FIELD_CHANGED: { actions: { type: "assignField", params: ({ event }) => event } },
        SUBMIT: submit("changing")
      }
    },
    changing: {
      tags: ["busy"],
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ context }) => context.form,
        onDone: { target: "editing", actions: ["clearForm", "notifyChanged"] },
        onError: [
          {
            guard: { type: "refused", params: failureParams },
            target: "editing",
            actions: [{ type: "assignServerIssues", params: failureParams }, "notifyRefused"]
          },
          { target: "editing", actions: { type: "notifyFailure", params: failureNotice } }
        ]
      }
    }
  }
})
