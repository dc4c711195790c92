import { assign, emit, raise, setup } from "xstate"
import { FunctionId } from "../../api/functions"
import type { UserProfile } from "../../api/platform/schemas"
import type { CopyProfile, ManagedUser } from "../../api/users/schemas"
import { canLookUpCopyFrom } from "../../api/users/validation"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { ChoicesQuery, ProfileChoices, ProfileScreenData } from "../../services/users/userProfile"
import { awaits, given } from "../shared/effectActor"
import { refusedFields, withoutFields } from "../shared/fieldRefusal"
import { fixedFields, saveGuards } from "../shared/formEdit"
import { accountActionMachine, type AccountAction, type AccountActionOutcome } from "./accountActionMachine"
import { copyFromMachine } from "./copyFromMachine"
import {
  emptyProfileForm,
  fieldsAnsweredBy,
  profileFieldOf,
  profileFormIssues,
  profileFormOf,
  withCompany,
  withCopiedProfile,
  withOptionsAvailable,
  withSingleOrganization,
  singleCompanyOf,
  type ProfileForm
} from "./userProfileForm"
import type {
  ProfileMode,
  SaveInput,
  UserProfileContext,
  UserProfileEmitted,
  UserProfileEvent,
  UserProfileInput,
  UserProfileTag
} from "./userProfile"
import { failureNoticeAction } from "../shared/loadStep"

/**
 * What the user profile's steps are made of (document 2 sections 2, 4, 5 and 8): its calls and child
 * machines, the notices and navigation its live module gives, how each answer and change enters the
 * form, and the rules its transitions ask. The steps themselves are in userProfileMachine.ts and the
 * lists that follow the form's choices in userProfileChoices.ts.
 */
export const userProfileSetup = setup({
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
    ...failureNoticeAction,
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
})
