import { Effect } from "effect"
import { FunctionId } from "../../api/functions"
import type { Organization, ReportingCompany, Unit } from "../../api/platform/schemas"
import type { DriverReportOption, GrantableFunction, GrantedCompany, ManagedUser, UserProfileSave } from "../../api/users/schemas"
import { callApi } from "../api/portalClient"

/** The user profile's calls (document 2 section 7). */

/** What the profile screen opens with: the organizations offered, what the administrator may grant, and the user in update mode. */
export interface ProfileScreenData {
  /** The employer organizations: those the administrator holds userAdministration in. */
  readonly organizations: ReadonlyArray<Organization>
  /** Every organization assigned to the administrator: the assigned organizations offered. */
  readonly assignableOrganizations: ReadonlyArray<Organization>
  readonly grantable: ReadonlyArray<GrantableFunction>
  readonly user: ManagedUser | null
}

export const loadProfileScreen = (input: { readonly id: number | null }) =>
  Effect.all(
    {
      organizations: callApi((api) => api.organizations.getByFunction({ params: { functionId: FunctionId.userAdministration } })),
      assignableOrganizations: callApi((api) => api.organizations.list()),
      grantable: callApi((api) => api.userAdministration.grantable()),
      user: input.id === null ? Effect.succeed(null) : callApi((api) => api.userAdministration.get({ params: { id: input.id! } }))
    },
    { concurrency: 4 }
  )

/** The lists that follow the form's choices: the employer's companies and units, and the options of the driver report's companies. */
export interface ProfileChoices {
  readonly companies: ReadonlyArray<ReportingCompany>
  readonly units: ReadonlyArray<Unit>
  readonly options: ReadonlyArray<DriverReportOption>
}

export interface ChoicesQuery {
  readonly organizationId: number | null
  /** The employer organization has separate companies (a carrier). */
  readonly separateCompanies: boolean
  readonly reportingCompanyId: number | null
  /** The companies the driver report is granted for. */
  readonly optionSources: ReadonlyArray<GrantedCompany>
}

const companiesOf = (query: ChoicesQuery) =>
  query.organizationId !== null && query.separateCompanies
    ? callApi((api) =>
        api.reportingCompanies.getByOrganization({
          params: { functionId: FunctionId.userAdministration },
          query: { organizationId: query.organizationId! }
        })
      )
    : Effect.succeed([] as ReadonlyArray<ReportingCompany>)

/** Units load for a carrier only once its company is chosen (document 2 section 4). */
const unitsOf = (query: ChoicesQuery) =>
  query.organizationId === null || (query.separateCompanies && query.reportingCompanyId === null)
    ? Effect.succeed([] as ReadonlyArray<Unit>)
    : callApi((api) =>
        api.units.getByOrganization({
          query:
            query.reportingCompanyId === null
              ? { organizationId: query.organizationId! }
              : { organizationId: query.organizationId!, reportingCompanyId: query.reportingCompanyId }
        })
      )

const optionsOf = (source: GrantedCompany) =>
  callApi((api) =>
    api.userAdministration.driverReportOptions({
      params: { organizationId: source.organizationId },
      query: source.reportingCompanyId === null ? {} : { reportingCompanyId: source.reportingCompanyId }
    })
  )

export const loadProfileChoices = (query: ChoicesQuery) =>
  Effect.all(
    {
      companies: companiesOf(query),
      units: unitsOf(query),
      options: Effect.forEach(query.optionSources, optionsOf, { concurrency: 3 }).pipe(
        Effect.map((lists): ReadonlyArray<DriverReportOption> => {
          const all = lists.flat()
          return all.filter((option, i) => all.findIndex((o) => o.id === option.id) === i)
        })
      )
    },
    { concurrency: 3 }
  )

/** POST /Users/Create or PATCH /Users/{id}. */
export const saveProfile = (input: {
  readonly id: number | null
  readonly payload: UserProfileSave
  readonly isDisabled: boolean
}) =>
  input.id === null
    ? callApi((api) => api.userAdministration.create({ payload: input.payload }))
    : callApi((api) =>
        api.userAdministration.update({ params: { id: input.id! }, payload: { ...input.payload, isDisabled: input.isDisabled } })
      )

/** GET /Users/GetUsersCopyProfiles/{email}. */
export const copyProfiles = (email: string) => callApi((api) => api.userAdministration.copyProfiles({ params: { email } }))

/** PATCH /Users/{id} with isDisabled: disabling sends the account without organizations, functions or options. */
export const setDisabled = (input: {
  readonly id: number
  readonly payload: UserProfileSave & { readonly isDisabled: boolean }
}) => callApi((api) => api.userAdministration.update({ params: { id: input.id }, payload: input.payload }))

export const deleteUser = (id: number) => callApi((api) => api.userAdministration.delete({ params: { id }, query: {} }))

export const inviteUser = (id: number) => callApi((api) => api.userAdministration.invite({ params: { id } }))

/** DELETE /Users/SecondFactor/{id}, then the account as it is now (without a second factor). */
export const resetSecondFactor = (id: number) =>
  callApi((api) => api.secondFactor.reset({ params: { id } })).pipe(
    Effect.andThen(callApi((api) => api.userAdministration.get({ params: { id } })))
  )

/** GET /Users/GetUserConnected: the signed-in user's profile, read again after they edited themselves. */
export const reloadSignedInProfile = callApi((api) => api.users.getUserConnected())

/** What an account action of the profile sends: the account, and for enable and disable the profile to save. */
export interface AccountActionRequest {
  readonly action: "enable" | "disable" | "delete" | "invite" | "resetSecondFactor"
  readonly id: number
  /** Disabling sends it without organizations, functions or options (document 2 section 4). */
  readonly payload: UserProfileSave & { readonly isDisabled: boolean }
}

/** Enable, disable, delete, invite again or reset the second factor; answers the account when it remains. */
export const performAccountAction = (request: AccountActionRequest) => {
  switch (request.action) {
    case "enable":
    case "disable":
      return setDisabled({ id: request.id, payload: request.payload })
    case "delete":
      return deleteUser(request.id).pipe(Effect.as(null))
    case "invite":
      return inviteUser(request.id).pipe(Effect.as(null))
    case "resetSecondFactor":
      return resetSecondFactor(request.id)
  }
}
