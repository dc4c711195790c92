import { companySaveIssues } from "../../api/company/validation"
import { defaultReportReuseWindow, type ReportReuseWindow } from "../../api/reports/reportReuse"
import type { Organization, ReportingCompany } from "../../api/platform/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { CompanyProfileData, CredentialsSave } from "../../services/company/companyProfile"
import { refusedFields, type ServerIssue } from "../shared/fieldRefusal"
import { organizationHasCompanies } from "../shared/organizationScopeMachine"
import type { CompanyItem, CompanyOwner, ItemTarget, SavedItem } from "./companyItems"

/** What the company profile holds and the rules it follows (document 2 sections 2 to 5), apart from its steps. */

export interface CompanyProfileInput {
  /** The signed-in user is bureau staff: only they toggle the credentials and add or delete domains. */
  readonly isIbc: boolean
}

export interface CompanyProfileContext extends CompanyProfileInput {
  readonly organizations: ReadonlyArray<Organization>
  readonly companies: ReadonlyArray<ReportingCompany>
  readonly organizationId: number | null
  readonly reportingCompanyId: number | null
  readonly profile: CompanyProfileData | null
  /** The dialog open (its form runs in the child `itemDialog`). */
  readonly dialog: ItemTarget | null
  /** The row whose deletion is asked (its confirmation runs in the child `deleteItem`). */
  readonly deleting: CompanyItem | null
  /** The server's refusal of the last turn of the credentials switch, shown at the switch. */
  readonly credentialsIssues: ReadonlyArray<ServerIssue<CredentialsField>>
  /** The server's refusal of the last change of the report reuse window, shown at its select. */
  readonly reuseIssues: ReadonlyArray<ServerIssue<"reportReuse">>
}

/** The credentials switch: the one field of the setting's save. */
export type CredentialsField = "isIbcCredentials"

/**
 * The switch's field of a payload field its save is refused at: the value it sends, or the company it
 * names, which is chosen on the page (as a dialog shows its company's refusals at its main field).
 */
export const credentialsFieldOf = (payloadField: string): CredentialsField | undefined =>
  payloadField === "isIbcCredentials" || payloadField in companySaveIssues.setting ? "isIbcCredentials" : undefined

/** A refused turn of the switch at the switch, when the 400 names its fields; otherwise undefined (the generic notice). */
export const refusedCredentials = (failure: PortalFailure) => refusedFields(failure, credentialsFieldOf)

/** The reuse select's field of a payload field: its value, or the company it names (as for the switch). */
export const reuseFieldOf = (payloadField: string): "reportReuse" | undefined =>
  payloadField === "reportReuse" || payloadField in companySaveIssues.setting ? "reportReuse" : undefined

/** A refused change of the reuse window at its select, when the 400 names its fields; otherwise undefined. */
export const refusedReuse = (failure: PortalFailure) => refusedFields(failure, reuseFieldOf)

export type CompanyProfileEvent =
  | { readonly type: "ORGANIZATION_CHANGED"; readonly id: number | null }
  | { readonly type: "COMPANY_CHANGED"; readonly id: number | null }
  | { readonly type: "RETRY" }
  | { readonly type: "TOGGLE_CREDENTIALS" }
  | { readonly type: "REUSE_CHANGED"; readonly value: ReportReuseWindow }
  | { readonly type: "OPEN_DIALOG"; readonly target: ItemTarget }
  | { readonly type: "DELETE"; readonly target: CompanyItem }

/** What the view shows: the page waiting or failed (`starting`, `startFailed`), the scope open, the profile ready to edit. */
export type CompanyProfileTag =
  | "loading"
  | "loadFailed"
  | "loadingCompanies"
  | "busy"
  | "starting"
  | "startFailed"
  | "scopeOpen"
  | "choosing"
  | "profileFailed"
  | "editing"
  | "saving"
  | "savingReuse"
  | "reloadingOptions"

/** The profile as it opens: nothing chosen yet. */
export const newCompanyProfile = (input: CompanyProfileInput): CompanyProfileContext => ({
  ...input,
  organizations: [],
  companies: [],
  organizationId: null,
  reportingCompanyId: null,
  profile: null,
  dialog: null,
  deleting: null,
  credentialsIssues: [],
  reuseIssues: []
})

/** The organization of the list with this id. */
export const organizationOf = (context: Pick<CompanyProfileContext, "organizations">, id: number | null) =>
  context.organizations.find((o) => o.id === id)

/** The company whose profile is shown, once it is chosen (or is the organization itself). */
export const ownerOf = (context: CompanyProfileContext): CompanyOwner | null => {
  const organization = organizationOf(context, context.organizationId)
  if (organization === undefined) return null
  if (!organizationHasCompanies(organization)) return { organizationId: organization.id, reportingCompanyId: null }
  return context.reportingCompanyId === null
    ? null
    : { organizationId: organization.id, reportingCompanyId: context.reportingCompanyId }
}

/** Whether a row offers Delete: items linked to users stay (section 4); domains are bureau staff's. */
export const canDelete = (context: Pick<CompanyProfileContext, "isIbc">, target: CompanyItem): boolean => {
  if (target.kind === "domain" && !context.isIbc) return false
  return target.kind === "recipient" || !target.item.hasUsers
}

/** Whether a dialog may open: permitted domains are added by bureau staff only. */
export const canOpen = (context: Pick<CompanyProfileContext, "isIbc">, target: ItemTarget): boolean =>
  target.kind !== "domain" || context.isIbc

/** The only one of a list, chosen for the user. */
export const onlyId = <A extends { readonly id: number }>(list: ReadonlyArray<A>): number | null =>
  list.length === 1 ? list[0]!.id : null

/** The lists kept locally after an add or rename (section 4); options are fetched again instead. */
export const withSaved = (profile: CompanyProfileData, saved: SavedItem): CompanyProfileData => {
  const upsert = <A extends { readonly id: number }>(list: ReadonlyArray<A>, item: A) =>
    list.some((i) => i.id === item.id) ? list.map((i) => (i.id === item.id ? item : i)) : [...list, item]
  switch (saved.kind) {
    case "unit":
      return { ...profile, units: upsert(profile.units, saved.item) }
    case "domain":
      return { ...profile, domains: upsert(profile.domains, saved.item) }
    case "recipient":
      return { ...profile, recipients: upsert(profile.recipients, saved.item) }
    case "option":
      return profile
  }
}

export const withoutItem = (profile: CompanyProfileData, target: CompanyItem): CompanyProfileData => {
  const id = target.item.id
  switch (target.kind) {
    case "unit":
      return { ...profile, units: profile.units.filter((u) => u.id !== id) }
    case "domain":
      return { ...profile, domains: profile.domains.filter((d) => d.id !== id) }
    case "recipient":
      return { ...profile, recipients: profile.recipients.filter((r) => r.id !== id) }
    case "option":
      return profile
  }
}

/** What the credentials switch saves: the company's setting turned the other way. */
export const credentialsToggled = (context: CompanyProfileContext): CredentialsSave => ({
  owner: ownerOf(context)!,
  setting: context.profile!.setting,
  isIbcCredentials: !(context.profile!.setting?.isIbcCredentials ?? false)
})

/** The company's reuse window: its setting's, or the default before the setting is first saved. */
export const reuseWindowOf = (context: Pick<CompanyProfileContext, "profile">): ReportReuseWindow =>
  context.profile?.setting?.reportReuse ?? defaultReportReuseWindow

/** What the reuse select saves: the window chosen, the switch as it is. */
export const reuseChosen = (context: CompanyProfileContext, reportReuse: ReportReuseWindow): CredentialsSave => ({
  owner: ownerOf(context)!,
  setting: context.profile!.setting,
  isIbcCredentials: context.profile!.setting?.isIbcCredentials ?? false,
  reportReuse
})

/** The profile once a dialog closed: what it saved, in its list. */
export const afterDialog = (context: CompanyProfileContext, output: { readonly saved?: SavedItem | null }) =>
  context.profile && output.saved ? withSaved(context.profile, output.saved) : context.profile

/** The profile once a deletion closed: the row gone, if it went. */
export const afterDelete = (context: CompanyProfileContext, output: { readonly deleted: boolean }) =>
  context.profile && context.deleting && output.deleted ? withoutItem(context.profile, context.deleting) : context.profile
