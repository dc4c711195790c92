import { Effect } from "effect"
import type {
  DriverReportOptionCreate,
  DriverReportOptionUpdate,
  NotificationRecipient,
  NotificationRecipientSave,
  OrganizationCompanySetting,
  PermittedDomain,
  PermittedDomainSave,
  UnitSave
} from "../../api/company/schemas"
import { FunctionId } from "../../api/functions"
import type { Unit } from "../../api/platform/schemas"
import type { ReportReuseWindow } from "../../api/reports/reportReuse"
import type { DriverReportOption } from "../../api/users/schemas"
import { createOrUpdate } from "../api/createOrUpdate"
import { callApi } from "../api/portalClient"

/** The company profile's calls (document 2 section 7). */

/** The four lists of the company profile (document 2 sections 2 to 5). */
export type ItemKind = "unit" | "option" | "domain" | "recipient"

/** The company a profile item belongs to: a carrier's company, or an organization without separate ones (null). */
export interface CompanyOwner {
  readonly organizationId: number
  readonly reportingCompanyId: number | null
}

/** One row of one of the lists. */
export type CompanyItem =
  | { readonly kind: "unit"; readonly item: Unit }
  | { readonly kind: "option"; readonly item: DriverReportOption }
  | { readonly kind: "domain"; readonly item: PermittedDomain }
  | { readonly kind: "recipient"; readonly item: NotificationRecipient }

/** What a dialog sends, by kind; id is the edited record's. */
export type ItemSave =
  | { readonly kind: "unit"; readonly id: number | null; readonly payload: UnitSave }
  | { readonly kind: "option"; readonly id: null; readonly payload: DriverReportOptionCreate }
  | { readonly kind: "option"; readonly id: number; readonly payload: DriverReportOptionUpdate }
  | { readonly kind: "domain"; readonly id: null; readonly payload: PermittedDomainSave }
  | { readonly kind: "recipient"; readonly id: number | null; readonly payload: NotificationRecipientSave }

/** What a saved dialog hands back: the record for the lists kept locally; options are fetched again. */
export type SavedItem =
  | { readonly kind: "unit"; readonly item: Unit }
  | { readonly kind: "option" }
  | { readonly kind: "domain"; readonly item: PermittedDomain }
  | { readonly kind: "recipient"; readonly item: NotificationRecipient }

/** What the profile of one company holds (document 2 section 3). */
export interface CompanyProfileData {
  /** Null until the bureau-credentials switch was first saved (off). */
  readonly setting: OrganizationCompanySetting | null
  readonly units: ReadonlyArray<Unit>
  readonly options: ReadonlyArray<DriverReportOption>
  readonly domains: ReadonlyArray<PermittedDomain>
  readonly recipients: ReadonlyArray<NotificationRecipient>
}

/** The switch's new value, with the setting to update (or none yet, to create). */
export interface CredentialsSave {
  readonly owner: CompanyOwner
  readonly setting: OrganizationCompanySetting | null
  readonly isIbcCredentials: boolean
  /** The report reuse window, when it is what changed; absent keeps the setting's. */
  readonly reportReuse?: ReportReuseWindow
}

/** GET /organizations/get/{companyAdministration}: the organizations the user manages. */
export const loadOrganizations = () =>
  callApi((api) => api.organizations.getByFunction({ params: { functionId: FunctionId.companyAdministration } }))

/** GET /reportingCompanies/getByOrganization/{companyAdministration}?organizationId. */
export const loadCompanies = (input: { readonly organizationId: number }) =>
  callApi((api) =>
    api.reportingCompanies.getByOrganization({
      params: { functionId: FunctionId.companyAdministration },
      query: { organizationId: input.organizationId }
    })
  )

const companyQuery = (owner: CompanyOwner) =>
  owner.reportingCompanyId === null ? {} : { reportingCompanyId: owner.reportingCompanyId }

/** GET /DriverReportOptions/GetByOrganizationId/{organizationId}?reportingCompanyId. */
export const loadOptions = (owner: CompanyOwner) =>
  callApi((api) =>
    api.userAdministration.driverReportOptions({ params: { organizationId: owner.organizationId }, query: companyQuery(owner) })
  )

/** GET /organizationCompany/get: a company without a setting yet answers 404, read as the switch off. */
const loadSetting = (owner: CompanyOwner) =>
  callApi((api) => api.organizationCompany.get({ query: { organizationId: owner.organizationId, ...companyQuery(owner) } })).pipe(
    Effect.catchTag("NotFound", () => Effect.succeed(null))
  )

/** The setting and the four lists of one company. */
export const loadCompanyProfile = (owner: CompanyOwner) =>
  Effect.all(
    {
      setting: loadSetting(owner),
      units: callApi((api) =>
        api.units.getByOrganization({ query: { organizationId: owner.organizationId, ...companyQuery(owner) } })
      ),
      options: loadOptions(owner),
      domains: callApi((api) =>
        api.permittedDomains.getByOrganization({ params: { organizationId: owner.organizationId }, query: companyQuery(owner) })
      ),
      recipients: callApi((api) =>
        api.notificationRecipients.getByOrganization({
          params: { organizationId: owner.organizationId },
          query: companyQuery(owner)
        })
      )
    },
    { concurrency: 5 }
  )

/** PUT /organizationCompany/update/{id}, or POST create/{organizationId} for a company without a setting. */
export const saveCredentials = (input: CredentialsSave) =>
  Effect.gen(function* () {
    const payload = {
      isIbcCredentials: input.isIbcCredentials,
      ...(input.reportReuse === undefined ? {} : { reportReuse: input.reportReuse }),
      ...input.owner
    }
    const setting: OrganizationCompanySetting | null = input.setting
    return setting === null
      ? yield* callApi((api) => api.organizationCompany.create({ params: { id: input.owner.organizationId }, payload }))
      : yield* callApi((api) => api.organizationCompany.update({ params: { id: setting.id }, payload }))
  })

/** POST create or PUT /{id} of the item's list. */
export const saveItem = (save: ItemSave) => {
  switch (save.kind) {
    case "unit":
      return createOrUpdate(save, (api) => api.companyUnits).pipe(Effect.map((item): SavedItem => ({ kind: "unit", item })))
    case "option":
      return (
        save.id === null
          ? callApi((api) => api.companyDriverReportOptions.create({ payload: save.payload }))
          : callApi((api) => api.companyDriverReportOptions.update({ params: { id: save.id }, payload: save.payload }))
      ).pipe(Effect.as<SavedItem>({ kind: "option" }))
    case "domain":
      return callApi((api) => api.permittedDomains.create({ payload: save.payload })).pipe(
        Effect.map((item): SavedItem => ({ kind: "domain", item }))
      )
    case "recipient":
      return createOrUpdate(save, (api) => api.notificationRecipients).pipe(
        Effect.map((item): SavedItem => ({ kind: "recipient", item }))
      )
  }
}

/** DELETE /{id} of the item's list. */
export const deleteItem = (target: CompanyItem) => {
  const params = { params: { id: target.item.id } }
  switch (target.kind) {
    case "unit":
      return callApi((api) => api.companyUnits.delete(params))
    case "option":
      return callApi((api) => api.companyDriverReportOptions.delete(params))
    case "domain":
      return callApi((api) => api.permittedDomains.delete(params))
    case "recipient":
      return callApi((api) => api.notificationRecipients.delete(params))
  }
}
