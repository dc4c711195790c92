import type { Organization } from "../../api/platform/schemas"
import type { ClientSecret } from "../../api/settings/machineClientGroups"
import type { B2CClientOrganization } from "../../api/settings/mappingSchemas"
import { validateClientMapping, type MappingIssue } from "../../api/settings/mappingValidation"
import type { ChoicesQuery, ClientMappingSave, ClientMappingsData, MappingChoices } from "../../services/settings/clientMappings"
import { sameOrRenamed, withoutFields, type ServerIssue } from "../shared/fieldRefusal"
import { organizationHasCompanies } from "../shared/organizationScopeMachine"

/** What the client mappings tab holds and the rules its dialog follows (document 2 sections 3 and 4), apart from its steps. */

export type { ChoicesQuery, ClientMappingSave, ClientMappingsData, ClientSecret, MappingChoices }

/** The dialog's fields, as the payload names them. */
export type ClientMappingField = "clientId" | "organizationId" | "reportingCompanyId" | "userAccountId"

export interface ClientMappingForm {
  readonly clientId: string
  readonly organizationId: number | null
  readonly reportingCompanyId: number | null
  readonly userAccountId: number | null
  readonly isVendor: boolean
}

/** The add or edit dialog open: the mapping edited (null when adding), what is chosen and what may be. */
export interface ClientMappingDialog extends MappingChoices {
  readonly existing: B2CClientOrganization | null
  readonly form: ClientMappingForm
  readonly submitted: boolean
  readonly serverIssues: ReadonlyArray<ServerIssue<ClientMappingField>>
  /** The server's 409: an enabled mapping has the client id already. */
  readonly duplicate: boolean
}

export interface ClientMappingsContext {
  readonly mappings: ReadonlyArray<B2CClientOrganization>
  readonly organizations: ReadonlyArray<Organization>
  readonly dialog: ClientMappingDialog | null
  /** The row whose deletion or restoration is asked. */
  readonly target: B2CClientOrganization | null
  /** The enabled row a new client secret is asked for (confirmed, issued, shown). */
  readonly secretTarget: B2CClientOrganization | null
  /** The secret just issued: shown once, forgotten when its dialog closes. */
  readonly secret: ClientSecret | null
}

export type ClientMappingsEvent =
  | { readonly type: "RETRY" }
  | { readonly type: "ADD" }
  | { readonly type: "EDIT"; readonly mapping: B2CClientOrganization }
  | { readonly type: "CLIENT_ID_CHANGED"; readonly value: string }
  | { readonly type: "ORGANIZATION_CHANGED"; readonly id: number | null }
  | { readonly type: "COMPANY_CHANGED"; readonly id: number | null }
  | { readonly type: "USER_CHANGED"; readonly id: number | null }
  | { readonly type: "VENDOR_TOGGLED" }
  | { readonly type: "SAVE" }
  | { readonly type: "CANCEL" }
  | { readonly type: "DELETE"; readonly mapping: B2CClientOrganization }
  | { readonly type: "RESTORE"; readonly mapping: B2CClientOrganization }
  | { readonly type: "ISSUE_SECRET"; readonly mapping: B2CClientOrganization }
  | { readonly type: "CONFIRM" }
  | { readonly type: "CLOSE" }

export type ClientMappingsTag = "loading" | "loadFailed" | "busy" | "loadingChoices"

/** A message at one of the dialog's fields: a shared rule's, the server's, or the duplicate. */
export type ClientMappingIssue =
  MappingIssue | ServerIssue<ClientMappingField> | { readonly field: ClientMappingField; readonly code: "duplicate" }

/** The dialog draws each payload field under its own name. */
export const clientMappingFieldOf = sameOrRenamed<ClientMappingField>([
  "clientId",
  "organizationId",
  "reportingCompanyId",
  "userAccountId"
])

export const organizationOf = (organizations: ReadonlyArray<Organization>, id: number | null) =>
  organizations.find((o) => o.id === id)

/** A carrier's mapping names one of its companies (document 2 section 3). */
export const companyRequired = (context: Pick<ClientMappingsContext, "organizations">, form: ClientMappingForm): boolean =>
  organizationHasCompanies(organizationOf(context.organizations, form.organizationId))

export const issuesOf = (context: Pick<ClientMappingsContext, "organizations">, form: ClientMappingForm) =>
  validateClientMapping(form, companyRequired(context, form))

/** The messages the dialog shows at its fields. */
export const clientMappingIssues = (
  context: Pick<ClientMappingsContext, "organizations">,
  dialog: ClientMappingDialog
): ReadonlyArray<ClientMappingIssue> => [
  ...(dialog.submitted ? issuesOf(context, dialog.form) : []),
  ...dialog.serverIssues,
  ...(dialog.duplicate ? [{ field: "clientId" as const, code: "duplicate" as const }] : [])
]

/** What Save sends (a valid form: every id chosen). */
export const mappingSave = (dialog: ClientMappingDialog): ClientMappingSave => ({
  id: dialog.existing?.id ?? null,
  payload: {
    clientId: dialog.form.clientId.trim(),
    organizationId: dialog.form.organizationId!,
    reportingCompanyId: dialog.form.reportingCompanyId,
    userAccountId: dialog.form.userAccountId!,
    isVendor: dialog.form.isVendor
  }
})

/** The choices the dialog loads for its organization and company. */
export const choicesQuery = (context: Pick<ClientMappingsContext, "organizations">, form: ClientMappingForm): ChoicesQuery => ({
  organizationId: form.organizationId!,
  reportingCompanyId: form.reportingCompanyId,
  hasCompanies: companyRequired(context, form)
})

/** The dialog as it opens: empty to add, the mapping's values to edit. */
export const newDialog = (existing: B2CClientOrganization | null): ClientMappingDialog => ({
  existing,
  form: {
    clientId: existing?.clientId ?? "",
    organizationId: existing?.organization.id ?? null,
    reportingCompanyId: existing?.reportingCompany?.id ?? null,
    userAccountId: existing?.user.id ?? null,
    isVendor: existing?.isVendor ?? false
  },
  companies: [],
  users: [],
  submitted: false,
  serverIssues: [],
  duplicate: false
})

export const byClientId = (mappings: ReadonlyArray<B2CClientOrganization>) =>
  [...mappings].sort((a, b) => a.clientId.toLowerCase().localeCompare(b.clientId.toLowerCase()) || a.id - b.id)

export type DialogChange = (dialog: ClientMappingDialog) => ClientMappingDialog
export const changeDialog = (context: ClientMappingsContext, change: DialogChange) => ({
  dialog: context.dialog && change(context.dialog)
})
export const changeForm = (
  dialog: ClientMappingDialog,
  form: Partial<ClientMappingForm>,
  fields: ReadonlyArray<ClientMappingField>
) => ({
  ...dialog,
  form: { ...dialog.form, ...form },
  serverIssues: withoutFields(dialog.serverIssues, fields)
})

/** The client id typed: its messages and the duplicate go. */
export const withClientId = (dialog: ClientMappingDialog, clientId: string): ClientMappingDialog => ({
  ...changeForm(dialog, { clientId }, ["clientId"]),
  duplicate: false
})

/** An organization clears the company and the account, and their lists. */
export const withOrganization = (dialog: ClientMappingDialog, id: number | null): ClientMappingDialog => ({
  ...changeForm(dialog, { organizationId: id, reportingCompanyId: null, userAccountId: null }, [
    "organizationId",
    "reportingCompanyId",
    "userAccountId"
  ]),
  companies: [],
  users: []
})

/** A company clears the account and its list. */
export const withCompany = (dialog: ClientMappingDialog, id: number | null): ClientMappingDialog => ({
  ...changeForm(dialog, { reportingCompanyId: id, userAccountId: null }, ["reportingCompanyId", "userAccountId"]),
  users: []
})
