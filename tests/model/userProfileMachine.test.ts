import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type AnyMachineSnapshot, type EventObject } from "xstate"
import { BadRequest, Forbidden, InternalError } from "../../src/api/errors"
import { FunctionId } from "../../src/api/functions"
import type { Organization, UserProfile } from "../../src/api/platform/schemas"
import type { CopyProfile, DriverReportOption, GrantedCompany, ManagedUser } from "../../src/api/users/schemas"
import { accountActionMachine, type AccountActionOutcome } from "../../src/machines/users/accountActionMachine"
import { copyFromMachine } from "../../src/machines/users/copyFromMachine"
import {
  emptyProfileForm,
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
  type ProfileForm
} from "../../src/machines/users/userProfileForm"
import {
  userProfileMachine,
  type SaveInput,
  type UserProfileContext,
  type UserProfileEvent,
  type UserProfileInput
} from "../../src/machines/users/userProfileMachine"
import type { PortalFailure } from "../../src/services/api/portalFailure"
import type { ChoicesQuery, ProfileChoices, ProfileScreenData } from "../../src/services/users/userProfile"
import { ActorDoubles, Coverage, modelPaths, pathTitle, type SampleEvents, walkPath } from "./modelHarness"

/**
 * The profile's flow (document 2 sections 2, 4, 5 and 8): what opens, which lists load as choices
 * change, what is sent, which notices show and where the administrator goes. The form's rules
 * themselves are proven one by one in tests/unit/userProfileForm.test.ts; here they are applied in
 * the order the events arrive.
 */

const organizations: ReadonlyArray<Organization> = [
  { id: 2, organizationType: "Carrier", nameEn: "Northwind", nameFr: "Northwind", code: "NW" }
]
const option = (id: number): DriverReportOption => ({
  id,
  yearsOfData: 6,
  note: null,
  organizationId: 2,
  reportingCompanyId: 21,
  hasUsers: false,
  noOfUsers: 0
})
const choices: ProfileChoices = {
  companies: [{ id: 21, organizationId: 2, code: "NWA", nameEn: "NW Auto", nameFr: "NW Auto" }],
  units: [{ id: 5, nameEn: "Claims", nameFr: "Sinistres", organizationId: 2, reportingCompanyId: 21, hasUsers: false }],
  options: [option(100), option(101)]
}
const nw21: GrantedCompany = { organizationId: 2, reportingCompanyId: 21 }

const user: ManagedUser = {
  id: 41,
  userType: 1,
  userId: "ann.lee@northwind.example",
  firstName: "Ann",
  middleName: null,
  lastName: "Lee",
  email: "ann.lee@northwind.example",
  mfaPhone: null,
  isDisabled: false,
  isIbcCredentials: false,
  organizationId: 2,
  organizationType: "Carrier",
  reportingCompanyId: 21,
  unitId: 5,
  assignedOrganizationsIds: [2],
  functions: [
    { functionId: FunctionId.driverReport, companies: [nw21] },
    { functionId: FunctionId.userAdministration, companies: [nw21] }
  ],
  driverReportOptions: [{ driverReportOptionId: 100, isDefault: true }],
  hasSignedIn: false,
  hasSecondFactor: true,
  lastLogin: null,
  createdDate: "2026-01-01T00:00:00Z"
}
const disabledUser: ManagedUser = {
  ...user,
  isDisabled: true,
  assignedOrganizationsIds: [],
  functions: [],
  driverReportOptions: []
}

const copied: CopyProfile = {
  id: 9,
  userId: "avery@northwind.example",
  firstName: "Avery",
  lastName: "Analyst",
  email: "avery@northwind.example",
  organizationId: 2,
  reportingCompanyId: 21,
  unitId: 7,
  assignedOrganizationsIds: [2],
  functions: [{ functionId: FunctionId.driverReport, companies: [nw21] }],
  driverReportOptions: [{ driverReportOptionId: 101, isDefault: true }]
}

/** Bureau staff see the bureau too; a company's manager has one organization, which a new user gets preselected. */
const bureau: Organization = { id: 1, organizationType: "IBC", nameEn: "Bureau", nameFr: "Bureau", code: "IBC" }
const screen = (withUser: ManagedUser | null, isIbc: boolean): ProfileScreenData => ({
  organizations: isIbc ? [...organizations, bureau] : organizations,
  assignableOrganizations: isIbc ? [...organizations, bureau] : organizations,
  grantable: [{ functionId: FunctionId.driverReport, companies: [{ ...nw21, nameEn: "NW Auto", nameFr: "NW Auto" }] }],
  user: withUser
})

const signedIn = (functionIds: ReadonlyArray<number>): UserProfile => ({
  id: 41,
  userType: 1,
  userId: user.userId,
  firstName: "Ann",
  middleName: null,
  lastName: "Lee",
  email: user.email,
  mfaPhone: null,
  sub: "sub-41",
  termsOfUseAccepted: true,
  isDisabled: false,
  isIbcCredentials: false,
  isIbc: false,
  organizationId: 2,
  reportingCompanyId: 21,
  unitId: 5,
  previousLogin: null,
  assignedOrganizationsIds: [2],
  userFunctions: functionIds.map((functionId) => ({ userId: 41, functionId, reportingCompanies: [] })),
  userDriverReportOptions: [],
  isLastTermsOfServiceAccepted: true
})

const privileges = new Forbidden({ token: "PRIVILEGES_NOT_ACCESSIBLE" })
const emailInUse = new BadRequest({ code: "ERROR_400_EMAIL_IN_USE", issues: [{ field: "email", code: "emailInUse" }] })
const unshownIssue = new BadRequest({
  code: "ERROR_400_INVALID_REQUEST",
  issues: [{ field: "sponsorId", code: "brokerNoSponsor" }]
})

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string, cause: unknown) => ({ type: `xstate.error.actor.${id}`, error: cause })

/** The create form grows one choice at a time, each once the lists of the last one are in. */
const growth = (form: ProfileForm): UserProfileEvent | undefined => {
  const holds = (id: number) => form.functions.find((f) => f.functionId === id)
  if (form.userType === null) return { type: "ACCESS_TYPE_CHANGED", userType: 1 }
  if (form.userId === "") return { type: "FIELD_CHANGED", field: "userId", value: "new.user@northwind.example" }
  if (form.firstName === "") return { type: "FIELD_CHANGED", field: "firstName", value: "New" }
  if (form.lastName === "") return { type: "FIELD_CHANGED", field: "lastName", value: "User" }
  if (form.email === "") return { type: "FIELD_CHANGED", field: "email", value: "new.user@northwind.example" }
  if (form.organizationId === null) return { type: "ORGANIZATION_CHANGED", id: 2 }
  if (form.reportingCompanyId === null) return { type: "COMPANY_CHANGED", id: 21 }
  if (form.unitId === null) return { type: "UNIT_CHANGED", id: 5 }
  if (form.assignedOrganizationsIds.length === 0) return { type: "ASSIGNED_CHANGED", ids: [2] }
  if (!holds(FunctionId.reportHistory)) return { type: "FUNCTION_TOGGLED", functionId: FunctionId.reportHistory }
  if (holds(FunctionId.reportHistory)!.companies.length === 0)
    return { type: "FUNCTION_COMPANY_TOGGLED", functionId: FunctionId.reportHistory, company: nw21 }
  if (!holds(FunctionId.driverReport)) return { type: "FUNCTION_TOGGLED", functionId: FunctionId.driverReport }
  if (holds(FunctionId.driverReport)!.companies.length === 0)
    return { type: "FUNCTION_COMPANY_TOGGLED", functionId: FunctionId.driverReport, company: nw21 }
  if (form.driverReportOptions.length === 0) return { type: "OPTION_TOGGLED", id: 100 }
  if (!form.driverReportOptions.some((o) => o.driverReportOptionId === 101)) return { type: "DEFAULT_OPTION_CHOSEN", id: 101 }
  return undefined
}

const wasCopied = (form: ProfileForm) => form.unitId === copied.unitId

const events: SampleEvents = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as UserProfileContext
  const form = context.form
  const settled = snapshot.matches({ editing: { choices: "ready", copy: "idle" } })
  const create = context.mode === "create"
  const next = create && settled && !context.submitted && !wasCopied(form) ? growth(form) : undefined
  const pristine = form.firstName === "" && !context.submitted
  return [
    ...(next ? [next] : []),
    // Save: before the access type (not offered), with the form half filled, complete, or copied.
    ...(settled && (!create || form.userType === null || form.lastName === "" || next === undefined) ? [{ type: "SAVE" }] : []),
    ...(pristine || snapshot.matches("loadFailed") ? [{ type: "CANCEL" }] : []),
    // Copy-from, tried on a fresh form: an e-mail not fit for the look-up, then one that is.
    ...(settled && create && form.userType !== null && pristine && !wasCopied(form)
      ? [{ type: "COPY_FROM_CHANGED", email: context.copyFromEmail === "" ? "avery" : "avery@northwind.example" }]
      : []),
    ...(context.serverIssues.length > 0 ? [{ type: "FIELD_CHANGED", field: "email", value: "ann.lee2@northwind.example" }] : []),
    ...(settled && !create && !context.submitted
      ? [
          { type: "ACCOUNT_ACTION", action: "disable" },
          { type: "ACCOUNT_ACTION", action: "enable" },
          { type: "ACCOUNT_ACTION", action: "invite" },
          { type: "ACCOUNT_ACTION", action: "delete" },
          { type: "ACCOUNT_ACTION", action: "resetSecondFactor" }
        ]
      : []),
    { type: "RETRY" },
    done("loadScreen", screen(create ? null : user, context.admin.isIbc)),
    error("loadScreen", privileges),
    error("loadScreen", new InternalError({})),
    done("loadChoices", choices),
    error("loadChoices", new InternalError({})),
    done("copyFrom", copied),
    done("copyFrom", null),
    done("accountAction", { kind: "done", action: "disable", user: disabledUser } satisfies AccountActionOutcome),
    done("accountAction", { kind: "done", action: "enable", user } satisfies AccountActionOutcome),
    done("accountAction", { kind: "cancelled" } satisfies AccountActionOutcome),
    done("save", user),
    error("save", emailInUse),
    error("save", unshownIssue),
    error("save", new InternalError({})),
    done("reloadSignedIn", signedIn([FunctionId.driverReport])),
    done("reloadSignedIn", signedIn([FunctionId.userAdministration])),
    error("reloadSignedIn", new InternalError({}))
  ]
}

type Top = "loading" | "loadFailed" | "editing" | "accountAction" | "saving" | "reloadingSignedIn" | "left"

/** What the screen shows and does, following document 2 sections 2, 4, 5 and 8. */
const expectedAfter = (input: UserProfileInput, seen: ReadonlyArray<EventObject>) => {
  const create = input.mode === "create"
  const s = {
    top: "loading" as Top,
    choicesState: "loading" as "loading" | "ready",
    copyState: "idle" as "idle" | "copying",
    form: emptyProfileForm(input.admin.isIbc),
    user: null as ManagedUser | null,
    options: [] as ReadonlyArray<DriverReportOption>,
    submitted: false,
    serverIssues: [] as ReadonlyArray<{ field: string; code: string }>,
    copyFromEmail: "",
    effects: [] as Array<string>,
    screenLoads: 1,
    choiceLoads: [] as Array<ChoicesQuery>,
    saves: [] as Array<SaveInput>,
    emitted: [] as Array<UserProfile>
  }
  const query = (): ChoicesQuery => ({
    organizationId: s.form.organizationId,
    separateCompanies: s.form.organizationId === 2,
    reportingCompanyId: s.form.reportingCompanyId,
    optionSources: s.form.functions.find((f) => f.functionId === FunctionId.driverReport)?.companies ?? []
  })
  const loadChoices = () => {
    s.choicesState = "loading"
    s.choiceLoads.push(query())
  }
  const enterEditing = () => {
    s.top = "editing"
    s.copyState = "idle"
    loadChoices()
  }
  const leave = (where: string) => {
    s.top = "left"
    s.effects.push(where)
  }
  const change = (form: ProfileForm, fields: ReadonlyArray<string>) => {
    s.form = form
    s.serverIssues = s.serverIssues.filter((i) => !fields.includes(i.field))
  }
  for (const event of seen) {
    const e = event as EventObject & Record<string, unknown>
    const output = e.output as never
    const failure = e.error as PortalFailure
    const editing = s.top === "editing"
    switch (e.type) {
      case "xstate.done.actor.loadScreen": {
        const data = output as ProfileScreenData
        s.user = data.user
        s.form = data.user ? profileFormOf(data.user) : emptyProfileForm(input.admin.isIbc)
        // A new user's single organization is preselected, as the employer and as the one assigned.
        if (!data.user && data.organizations.length === 1)
          s.form = { ...s.form, organizationId: data.organizations[0]!.id, assignedOrganizationsIds: [data.organizations[0]!.id] }
        enterEditing()
        break
      }
      case "xstate.error.actor.loadScreen":
        if (failure === privileges) {
          s.effects.push("notice privileges")
          leave("back")
        } else {
          s.effects.push(`notice ${failure._tag}`)
          s.top = "loadFailed"
        }
        break
      case "RETRY":
        if (s.top === "loadFailed") {
          s.top = "loading"
          s.screenLoads += 1
        }
        break
      case "CANCEL":
        if (s.top === "loadFailed" || editing) leave("back")
        break
      case "xstate.done.actor.loadChoices": {
        const loaded = output as ProfileChoices
        s.options = loaded.options
        s.form = withOptionsAvailable(s.form, s.options, create)
        s.choicesState = "ready"
        // The carrier's only company is preselected, and its units load.
        if (s.form.reportingCompanyId === null && s.form.organizationId === 2 && loaded.companies.length === 1) {
          s.form = withCompany(s.form, loaded.companies[0]!.id)
          loadChoices()
        }
        break
      }
      case "xstate.error.actor.loadChoices":
        s.effects.push(`notice ${failure._tag}`)
        s.choicesState = "ready"
        break
      case "ACCESS_TYPE_CHANGED":
        if (create && input.admin.isIbc) change(withAccessType(s.form, e.userType as 1 | 2), ["userType", "userId", "mfaPhone"])
        break
      case "FIELD_CHANGED":
        change({ ...s.form, [e.field as string]: e.value }, e.field === "email" ? ["email", "userId"] : [e.field as string])
        break
      case "ORGANIZATION_CHANGED":
        change(withOrganization(s.form, e.id as number), ["organizationId", "reportingCompanyId", "unitId", "userType"])
        loadChoices()
        break
      case "COMPANY_CHANGED":
        change(withCompany(s.form, e.id as number), ["reportingCompanyId", "unitId", "userType"])
        loadChoices()
        break
      case "UNIT_CHANGED":
        change({ ...s.form, unitId: e.id as number }, ["unitId"])
        break
      case "ASSIGNED_CHANGED":
        change(withAssignedOrganizations(s.form, e.ids as Array<number>, s.options), ["assignedOrganizationsIds"])
        loadChoices()
        break
      case "FUNCTION_TOGGLED":
        change(withFunctionToggled(s.form, e.functionId as number), ["functions"])
        // The driver report's options follow its companies.
        if (e.functionId === FunctionId.driverReport) loadChoices()
        break
      case "FUNCTION_COMPANY_TOGGLED":
        change(withFunctionCompanyToggled(s.form, e.functionId as number, e.company as GrantedCompany), [])
        if (e.functionId === FunctionId.driverReport) loadChoices()
        break
      case "OPTION_TOGGLED":
        change(withOptionToggled(s.form, e.id as number), ["driverReportOptions"])
        break
      case "DEFAULT_OPTION_CHOSEN":
        change(withDefaultOption(s.form, e.id as number), ["driverReportOptions"])
        break
      case "COPY_FROM_CHANGED":
        s.copyFromEmail = e.email as string
        // The look-up runs only for an e-mail with one @, a dot and no spaces.
        s.copyState = (e.email as string).includes("@") ? "copying" : "idle"
        break
      case "xstate.done.actor.copyFrom":
        s.copyState = "idle"
        if (output) {
          s.form = withCopiedProfile(s.form, output as CopyProfile)
          s.copyFromEmail = ""
          s.serverIssues = []
          loadChoices()
        }
        break
      case "SAVE": {
        if (!editing) break
        // Save is disabled without an access type or for a disabled account.
        if (s.form.userType === null || (s.user?.isDisabled ?? false)) break
        s.submitted = true
        // Only the fully grown create form passes section 5; the loaded account does.
        if (create && growth(s.form) !== undefined) {
          s.effects.push("notice notSaved", "scroll to top")
          break
        }
        s.top = "saving"
        s.saves.push({ id: create ? null : s.user!.id, payload: profilePayload(s.form), isDisabled: false })
        break
      }
      case "xstate.done.actor.save":
        s.effects.push(`notice saved ${input.mode}`)
        if (s.user !== null && s.user.id === input.admin.id) s.top = "reloadingSignedIn"
        else leave("back")
        break
      case "xstate.error.actor.save":
        if (failure === emailInUse) {
          s.serverIssues = [{ field: "email", code: "emailInUse" }]
          s.effects.push("notice notSaved", "scroll to top")
        } else if (failure === unshownIssue) s.effects.push("notice notSaved", "scroll to top")
        else s.effects.push(`notice ${failure._tag}`)
        enterEditing()
        break
      case "xstate.done.actor.reloadSignedIn": {
        const profile = output as UserProfile
        s.emitted.push(profile)
        leave(profile.userFunctions.some((f) => f.functionId === FunctionId.userAdministration) ? "back" : "home")
        break
      }
      case "xstate.error.actor.reloadSignedIn":
        leave("home")
        break
      case "ACCOUNT_ACTION": {
        if (!editing || s.user === null) break
        const action = e.action as string
        const allowed =
          action === "enable"
            ? s.user.isDisabled
            : action === "disable"
              ? !s.user.isDisabled
              : action === "invite"
                ? !s.user.hasSignedIn && !s.user.isDisabled
                : action === "resetSecondFactor"
                  ? s.user.hasSecondFactor && s.user.id !== input.admin.id
                  : !s.user.hasSignedIn
        if (allowed) s.top = "accountAction"
        break
      }
      case "xstate.done.actor.accountAction": {
        const outcome = output as AccountActionOutcome
        if (outcome.kind === "done" && (outcome.action === "disable" || outcome.action === "delete")) leave("back")
        else {
          if (outcome.kind === "done" && outcome.user) {
            s.user = outcome.user
            s.form = profileFormOf(outcome.user)
            s.submitted = false
            s.serverIssues = []
          }
          enterEditing()
        }
        break
      }
    }
  }
  return s
}

const inputs: ReadonlyArray<[string, UserProfileInput]> = [
  ["create by bureau staff", { mode: "create", id: null, admin: { id: 1, isIbc: true } }],
  ["create by a company's manager", { mode: "create", id: null, admin: { id: 7, isIbc: false } }],
  ["update by another administrator", { mode: "update", id: 41, admin: { id: 7, isIbc: false } }],
  ["update of one's own account", { mode: "update", id: 41, admin: { id: 41, isIbc: false } }]
]

const coverage = new Coverage("userProfileMachine", userProfileMachine)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
afterAll(coverage.assertComplete)

for (const [name, input] of inputs) {
  describe(`user profile: ${name}`, () => {
    for (const path of modelPaths(userProfileMachine, { input, events, simpleEvents: () => [] })) {
      it(pathTitle(path), async () => {
        const doubles = new ActorDoubles()
        const effects: Array<string> = []
        const emitted: Array<UserProfile> = []
        const actor = createActor(
          userProfileMachine.provide({
            actors: {
              loadScreen: doubles.promise("loadScreen"),
              loadChoices: doubles.promise("loadChoices"),
              save: doubles.promise("save"),
              reloadSignedIn: doubles.promise("reloadSignedIn"),
              // The child machines are walked by their own tests; here each is an answer the path gives.
              copyFrom: doubles.promise("copyFrom") as unknown as typeof copyFromMachine,
              accountAction: doubles.promise("accountAction") as unknown as typeof accountActionMachine
            },
            actions: {
              notifyFailure: (_, { failure }) => effects.push(`notice ${failure._tag}`),
              notifyPrivileges: () => effects.push("notice privileges"),
              notifyNotSaved: () => effects.push("notice notSaved"),
              notifySaved: (_, { mode }) => effects.push(`notice saved ${mode}`),
              scrollToTop: () => effects.push("scroll to top"),
              goBack: () => effects.push("back"),
              goHome: () => effects.push("home")
            }
          }),
          { input, inspect: coverage.inspect }
        )
        actor.on("signedInProfileReloaded", (event) => emitted.push(event.profile))
        await walkPath(actor, path, doubles, coverage, (live, seen) => {
          const expected = expectedAfter(input, seen)
          const top = typeof live.value === "string" ? live.value : Object.keys(live.value)[0]
          expect(top).toBe(expected.top)
          if (expected.top === "editing")
            expect(live.value).toEqual({ editing: { choices: expected.choicesState, copy: expected.copyState } })
          expect(live.context.form).toEqual(expected.form)
          expect(live.context.user).toEqual(expected.user)
          expect(live.context.serverIssues).toEqual(expected.serverIssues)
          expect(live.context.copyFromEmail).toBe(expected.copyFromEmail)
          expect(effects).toEqual(expected.effects)
          expect(emitted).toEqual(expected.emitted)
          expect(doubles.callsOf("loadScreen")).toHaveLength(expected.screenLoads)
          expect(doubles.callsOf("loadChoices")).toEqual(expected.choiceLoads)
          expect(doubles.callsOf("save")).toEqual(expected.saves)
        })
      })
    }
  })
}
