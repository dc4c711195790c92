import { clientConflicts, type Client, type Sponsor, type SponsorCreate } from "../../api/clients/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { ClientProfileData } from "../../services/clients/clients"
import { withoutFields, type ServerIssue } from "../shared/fieldRefusal"
import {
  clientFormIssues,
  emptySponsorForm,
  formOf,
  isLastNeededSponsor,
  isReadOnly,
  type ClientField,
  type ClientForm,
  type ClientTextField,
  type SponsorForm
} from "./clientForm"

/** What the client profile holds, its events and the rules of what it offers (document 2 sections 2 and 8), apart from its steps. */

export interface ClientProfileInput {
  /** Null: a new client. */
  readonly id: number | null
}

/** A 409 the screen words (document 2 section 8; docs/decisions.md). */
export type ClientConflict = "duplicateName" | "duplicateClientId" | "assignedToUser" | "notModifiable" | "lastSponsor" | "other"

export const conflictOf = (failure: PortalFailure): ClientConflict => {
  if (failure._tag !== "Conflict") return "other"
  switch (failure.message) {
    case clientConflicts.duplicateName:
      return "duplicateName"
    case clientConflicts.duplicateClientId:
      return "duplicateClientId"
    case clientConflicts.assignedToUser:
      return "assignedToUser"
    case clientConflicts.notModifiable:
      return "notModifiable"
    case clientConflicts.lastSponsor:
      return "lastSponsor"
    default:
      return "other"
  }
}

/** A 409 of a duplicate name or Client ID, shown at its field. */
export const isDuplicateConflict = (failure: PortalFailure): boolean => {
  const conflict = conflictOf(failure)
  return conflict === "duplicateName" || conflict === "duplicateClientId"
}

export interface ClientProfileContext extends ClientProfileInput, Omit<ClientProfileData, "client"> {
  readonly client: Client | null
  readonly form: ClientForm
  /** The shared rules' messages show once Save was pressed. */
  readonly submitted: boolean
  /** The server's refusals at their fields, and its duplicate 409 at the name or the Client ID, until changed. */
  readonly serverIssues: ReadonlyArray<ServerIssue<ClientField> | { readonly field: ClientField; readonly code: "duplicate" }>
  readonly sponsors: ReadonlyArray<Sponsor>
  readonly sponsorForm: SponsorForm
  readonly sponsorToRemove: Sponsor | null
  /** The new client's id once created: the screen opens its profile. */
  readonly createdId: number | null
}

export type ClientProfileEvent =
  | { readonly type: "FIELD_CHANGED"; readonly field: ClientTextField; readonly value: string }
  | { readonly type: "TYPE_CHOSEN"; readonly id: number | null }
  | { readonly type: "STATUS_CHOSEN"; readonly isActive: boolean }
  | { readonly type: "SAVE" }
  | { readonly type: "CANCEL" }
  | { readonly type: "DELETE" }
  | { readonly type: "CONFIRM" }
  | { readonly type: "RETRY" }
  | { readonly type: "ADD_SPONSOR" }
  | { readonly type: "SPONSOR_ORGANIZATION_CHOSEN"; readonly id: number | null }
  | { readonly type: "SPONSOR_COMPANY_CHOSEN"; readonly id: number | null }
  | { readonly type: "REMOVE_SPONSOR"; readonly sponsor: Sponsor }

/** How the profile ended: the client created (its id), or null (saved, deleted or left). */
export interface ClientProfileOutput {
  readonly createdId: number | null
}

/** What the view shows: besides the form's own, the dialog open (`sponsorDialog`) or the confirmation asked. */
export type ClientProfileTag =
  "loading" | "loadFailed" | "busy" | "editing" | "saving" | "sponsorDialog" | "deleteAsked" | "sponsorRemovalAsked"

/** The messages at the form's fields: the shared rules' once Save was pressed, the server's. */
export const clientIssues = (context: ClientProfileContext) => [
  ...(context.submitted ? clientFormIssues(context.form) : []),
  ...context.serverIssues
]

/** Delete is offered for a saved client that may be deleted (not IBC, Organization or Company). */
export const canDeleteClient = (context: ClientProfileContext): boolean => context.client !== null && !isReadOnly(context.client)

/** Sponsors are listed and added for a saved Broker client (document 2 section 2). */
export const hasSponsors = (context: ClientProfileContext): boolean => context.client?.clientType.canHaveSponsors === true

/** Remove is offered unless the sponsor is the last one of a broker with employees. */
export const canRemoveSponsor = (context: ClientProfileContext, sponsor: Sponsor): boolean =>
  hasSponsors(context) && context.sponsors.some((s) => s.id === sponsor.id) && !isLastNeededSponsor(context.sponsors, sponsor)

/** The profile as it opens, before its load. */
export const newProfile = (input: ClientProfileInput): ClientProfileContext => ({
  ...input,
  types: [],
  client: null,
  carriers: [],
  companies: [],
  form: formOf(null),
  submitted: false,
  serverIssues: [],
  sponsors: [],
  sponsorForm: emptySponsorForm,
  sponsorToRemove: null,
  createdId: null
})

/** The profile loaded: its form and sponsors from the client (a new client's empty form). */
export const loadedProfile = (data: ClientProfileData) => ({
  ...data,
  form: formOf(data.client),
  sponsors: data.client?.sponsors ?? []
})

type ProfileIssues = Pick<ClientProfileContext, "form" | "serverIssues">

/** A text typed: the server's message at that field goes. */
export const withText = (context: ProfileIssues, field: ClientTextField, value: string): ProfileIssues => ({
  form: { ...context.form, [field]: value },
  serverIssues: context.serverIssues.filter((issue) => issue.field !== field)
})

export const withType = (context: ProfileIssues, id: number | null): ProfileIssues => ({
  form: { ...context.form, clientTypeId: id },
  serverIssues: withoutFields(context.serverIssues as ReadonlyArray<ServerIssue<ClientField>>, ["clientTypeId"])
})

/** The server's duplicate 409, at the Client ID or the name (one at a time). */
export const withDuplicate = (context: ProfileIssues, conflict: ClientConflict): Pick<ProfileIssues, "serverIssues"> => ({
  serverIssues: [
    ...context.serverIssues.filter((issue) => issue.code !== "duplicate"),
    { field: conflict === "duplicateClientId" ? ("code" as const) : ("nameEn" as const), code: "duplicate" as const }
  ]
})

/** A sponsor's organization clears its company and the messages. */
export const withSponsorOrganization = (form: SponsorForm, id: number | null): SponsorForm => ({
  ...form,
  organizationId: id,
  reportingCompanyId: null,
  duplicate: false,
  serverIssues: []
})

export const withSponsorCompany = (form: SponsorForm, id: number | null): SponsorForm => ({
  ...form,
  reportingCompanyId: id,
  duplicate: false,
  serverIssues: form.serverIssues.filter((issue) => issue.field !== "reportingCompanyId")
})

/** What Add sends for the sponsor chosen (a complete choice). */
export const sponsorCreate = (context: Pick<ClientProfileContext, "id" | "sponsorForm">): SponsorCreate => ({
  clientId: context.id!,
  organizationId: context.sponsorForm.organizationId!,
  reportingCompanyId: context.sponsorForm.reportingCompanyId
})
