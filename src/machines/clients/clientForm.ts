import type { Client, ClientSave, ClientType, Sponsor } from "../../api/clients/schemas"
import type { FieldIssueCode } from "../../api/fieldIssues"
import { sameOrRenamed } from "../shared/fieldRefusal"
import { validateClient, type ClientIssue } from "../../api/clients/validation"
import type { Organization, ReportingCompany } from "../../api/platform/schemas"

/** The client profile's form (document 2 sections 2 and 5). */
export interface ClientForm {
  readonly code: string
  readonly nameEn: string
  readonly nameFr: string
  /** Null until a type is chosen (a new client). */
  readonly clientTypeId: number | null
  readonly isActive: boolean
}

export type ClientTextField = "code" | "nameEn" | "nameFr"
export type ClientField = ClientTextField | "clientTypeId"

/** The fields the client profile draws, each under its payload name. */
export const clientFields: ReadonlyArray<ClientField> = ["code", "nameEn", "nameFr", "clientTypeId"]
export const clientFieldOf = sameOrRenamed<ClientField>(clientFields)

export const emptyClientForm: ClientForm = { code: "", nameEn: "", nameFr: "", clientTypeId: null, isActive: true }

export const formOf = (client: Client | null): ClientForm =>
  client === null
    ? emptyClientForm
    : {
        code: client.code,
        nameEn: client.nameEn,
        nameFr: client.nameFr,
        clientTypeId: client.clientType.id,
        isActive: client.isActive
      }

/** The shared rules' issues of the form, and a type to choose. */
export const clientFormIssues = (
  form: ClientForm
): ReadonlyArray<{ readonly field: ClientField; readonly code: ClientIssue["code"] | "required" }> => [
  ...validateClient(form).map((issue) => ({ field: issue.field as ClientField, code: issue.code })),
  ...(form.clientTypeId === null ? [{ field: "clientTypeId" as const, code: "required" as const }] : [])
]

export const clientPayload = (form: ClientForm): ClientSave => ({
  code: form.code.trim(),
  nameEn: form.nameEn.trim(),
  nameFr: form.nameFr.trim(),
  clientTypeId: form.clientTypeId ?? 0,
  isActive: form.isActive
})

/** The types a client may be given: those whose clients may be changed (Broker, Third party). */
export const choosableTypes = (types: ReadonlyArray<ClientType>): ReadonlyArray<ClientType> =>
  types.filter((type) => type.isModifiableOrDeletable)

/** A client of the types IBC, Organization or Company is shown, not changed. */
export const isReadOnly = (client: Client | null): boolean => client !== null && !client.clientType.isModifiableOrDeletable

/** The fields the sponsor dialog draws. */
export type SponsorField = "organizationId" | "reportingCompanyId"

/** The sponsor dialog's field of a payload field the server names: the client itself is refused at the carrier. */
export const sponsorFieldOf = (payloadField: string): SponsorField | undefined =>
  payloadField === "reportingCompanyId"
    ? "reportingCompanyId"
    : payloadField === "organizationId" || payloadField === "clientId"
      ? "organizationId"
      : undefined

/** The sponsor dialog's choice: a carrier, then one of its companies. */
export interface SponsorForm {
  readonly organizationId: number | null
  readonly reportingCompanyId: number | null
  readonly submitted: boolean
  readonly duplicate: boolean
  /** The server's refusals at the dialog's fields, until that field is chosen again. */
  readonly serverIssues: ReadonlyArray<{ readonly field: SponsorField; readonly code: FieldIssueCode }>
}

export const emptySponsorForm: SponsorForm = {
  organizationId: null,
  reportingCompanyId: null,
  submitted: false,
  duplicate: false,
  serverIssues: []
}

export const companiesOf = (companies: ReadonlyArray<ReportingCompany>, organizationId: number | null) =>
  companies.filter((company) => company.organizationId === organizationId)

/** The last sponsor of a broker with employees cannot be removed (document 2 section 4). */
export const isLastNeededSponsor = (sponsors: ReadonlyArray<Sponsor>, sponsor: Sponsor): boolean =>
  sponsor.hasUser && sponsors.length <= 1

/** A carrier named in the language in use. */
export const nameOf = (named: Pick<Organization, "nameEn" | "nameFr">, locale: string) =>
  locale === "fr" ? named.nameFr : named.nameEn
