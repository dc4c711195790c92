import type { Organization, UserProfile } from "../../api/platform/schemas"
import type { GrantableFunction, GrantedCompany, ManagedUser } from "../../api/users/schemas"
import type { UserIssue } from "../../api/users/validation"
import type { ChoicesQuery, ProfileChoices, saveProfile } from "../../services/users/userProfile"
import type { ServerIssue } from "../shared/fieldRefusal"
import type { AccountAction } from "./accountActionMachine"
import {
  driverReportCompanies,
  needsCompany,
  profileFormIssues,
  type ProfileForm,
  type ProfileTextField
} from "./userProfileForm"

/** What the user profile holds, its events and what its screen reads of it (document 2 section 2), apart from its steps. */

export type ProfileMode = "create" | "update"

export interface UserProfileInput {
  readonly mode: ProfileMode
  /** The user edited in update mode. */
  readonly id: number | null
  /** The signed-in administrator: bureau staff choose the access type; a self-edit reloads their profile. */
  readonly admin: { readonly id: number; readonly isIbc: boolean }
}

export interface UserProfileContext extends UserProfileInput {
  readonly organizations: ReadonlyArray<Organization>
  readonly assignableOrganizations: ReadonlyArray<Organization>
  readonly grantable: ReadonlyArray<GrantableFunction>
  /** The account as last read or saved (update mode). */
  readonly user: ManagedUser | null
  readonly form: ProfileForm
  readonly choices: ProfileChoices
  /** The e-mail typed in the copy-from field. */
  readonly copyFromEmail: string
  /** Field messages show once Save was pressed. */
  readonly submitted: boolean
  readonly serverIssues: ReadonlyArray<ServerIssue<string>>
  /** The account action asked for (its confirmation and call run in a child). */
  readonly action: AccountAction | null
}

export type UserProfileEvent =
  | { readonly type: "FIELD_CHANGED"; readonly field: ProfileTextField; readonly value: string }
  | { readonly type: "ACCESS_TYPE_CHANGED"; readonly userType: 1 | 2 }
  | { readonly type: "ORGANIZATION_CHANGED"; readonly id: number | null }
  | { readonly type: "COMPANY_CHANGED"; readonly id: number | null }
  | { readonly type: "UNIT_CHANGED"; readonly id: number | null }
  | { readonly type: "ASSIGNED_CHANGED"; readonly ids: ReadonlyArray<number> }
  | { readonly type: "FUNCTION_TOGGLED"; readonly functionId: number }
  | { readonly type: "FUNCTION_COMPANY_TOGGLED"; readonly functionId: number; readonly company: GrantedCompany }
  | { readonly type: "OPTION_TOGGLED"; readonly id: number }
  | { readonly type: "DEFAULT_OPTION_CHOSEN"; readonly id: number }
  | { readonly type: "COPY_FROM_CHANGED"; readonly email: string }
  | { readonly type: "ACCOUNT_ACTION"; readonly action: AccountAction }
  | { readonly type: "SAVE" }
  | { readonly type: "CANCEL" }
  | { readonly type: "RETRY" }
  /** Raised once a copied profile is in the form: its lists load again. */
  | { readonly type: "COPY_APPLIED" }

/** The signed-in user's profile, read again after a self-edit: the session takes it. */
export type UserProfileEmitted = { readonly type: "signedInProfileReloaded"; readonly profile: UserProfile }

/** What the view shows: besides the form's own, an account action under way and the screen being left. */
export type UserProfileTag =
  "loading" | "loadFailed" | "loadingChoices" | "busy" | "editing" | "saving" | "accountAction" | "leaving"

/** No companies, units or options yet. */
export const noChoices: ProfileChoices = { companies: [], units: [], options: [] }

/** The field messages the screen shows: the shared rules once Save was pressed, then the server's. */
export const userProfileIssues = (context: UserProfileContext): ReadonlyArray<UserIssue | ServerIssue<string>> => [
  ...(context.submitted ? profileFormIssues(context.form, context.mode, context.organizations) : []),
  ...context.serverIssues
]

/** The lists to load for the form as it stands. */
export const choicesQuery = (context: UserProfileContext): ChoicesQuery => ({
  organizationId: context.form.organizationId,
  separateCompanies: needsCompany(context.organizations, context.form.organizationId),
  reportingCompanyId: context.form.reportingCompanyId,
  optionSources: driverReportCompanies(context.form)
})

export type SaveInput = Parameters<typeof saveProfile>[0]
