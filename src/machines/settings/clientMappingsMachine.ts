import { assign, setup } from "xstate"
import type { Organization } from "../../api/platform/schemas"
import type { ClientSecret } from "../../api/settings/machineClientGroups"
import type { B2CClientOrganization } from "../../api/settings/mappingSchemas"
import { validateClientMapping, type MappingIssue } from "../../api/settings/mappingValidation"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { ChoicesQuery, ClientMappingSave, ClientMappingsData, MappingChoices } from "../../services/settings/clientMappings"
import { awaits, given } from "../shared/effectActor"
import { refusedFields, sameOrRenamed, withoutFields, type ServerIssue } from "../shared/fieldRefusal"
import { failureNotice, failureParams, fixedFields, saveGuards, saveRefusals, submit } from "../shared/formEdit"
import { organizationHasCompanies } from "../shared/organizationScopeMachine"

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

const organizationOf = (organizations: ReadonlyArray<Organization>, id: number | null) => organizations.find((o) => o.id === id)

/** A carrier's mapping names one of its companies (document 2 section 3). */
export const companyRequired = (context: Pick<ClientMappingsContext, "organizations">, form: ClientMappingForm): boolean =>
  organizationHasCompanies(organizationOf(context.organizations, form.organizationId))

const issuesOf = (context: Pick<ClientMappingsContext, "organizations">, form: ClientMappingForm) =>
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

const openDialog = (existing: B2CClientOrganization | null): ClientMappingDialog => ({
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

const byClientId = (mappings: ReadonlyArray<B2CClientOrganization>) =>
  [...mappings].sort((a, b) => a.clientId.toLowerCase().localeCompare(b.clientId.toLowerCase()) || a.id - b.id)

type DialogChange = (dialog: ClientMappingDialog) => ClientMappingDialog
const changeDialog = (context: ClientMappingsContext, change: DialogChange) => ({
  dialog: context.dialog && change(context.dialog)
})
const changeForm = (
  dialog: ClientMappingDialog,
  form: Partial<ClientMappingForm>,
  fields: ReadonlyArray<ClientMappingField>
) => ({
  ...dialog,
  form: { ...dialog.form, ...form },
  serverIssues: withoutFields(dialog.serverIssues, fields)
})

/**
 * Settings tab 2 (document 2 sections 2 to 5 and 8): client identifier mappings, each a client id with
 * its organization, company, user account and 'Is Vendor'; add and edit in one dialog (the organization
 * clears the company and the account, the company clears the account), delete (disable) and restore,
 * each confirmed. The server's 409 reads 'Duplicate record' at the client id. An enabled mapping's client
 * secret is issued once confirmed and shown once (issue 22: a machine client of the report api).
 */
export const clientMappingsMachine = setup({
  types: {
    context: {} as ClientMappingsContext,
    events: {} as ClientMappingsEvent,
    tags: {} as ClientMappingsTag
  },
  actors: {
    /** GET /B2CClientOrganizations/list and GET /B2CClientOrganizations/organizations. */
    load: awaits<ClientMappingsData>("load"),
    /** GET /B2CClientOrganizations/companies and /B2CClientOrganizations/users: the organization's companies and the company's accounts. */
    loadChoices: awaits<MappingChoices, ChoicesQuery>("loadChoices"),
    /** POST /B2CClientOrganizations/create or PUT /B2CClientOrganizations/{id}. */
    save: awaits<B2CClientOrganization, ClientMappingSave>("save"),
    /** DELETE /B2CClientOrganizations/{id}. */
    remove: awaits<void, B2CClientOrganization>("remove"),
    /** PATCH /B2CClientOrganizations/restore/{id}. */
    restore: awaits<B2CClientOrganization, B2CClientOrganization>("restore"),
    /** POST /B2CClientOrganizations/secret/{id}. */
    issueSecret: awaits<ClientSecret, B2CClientOrganization>("issueSecret")
  },
  actions: {
    notifySaved: given("notifySaved"),
    notifyDeleted: given("notifyDeleted"),
    notifyRestored: given("notifyRestored"),
    /** The 'Duplicate record' notice of section 8. */
    notifyDuplicate: given("notifyDuplicate"),
    notifyNotSaved: given("notifyNotSaved"),
    /** The server's 404 to a secret: the mapping was disabled or removed meanwhile. */
    notifySecretRefused: given("notifySecretRefused"),
    notifyFailure: given<{ failure: PortalFailure }>("notifyFailure"),
    assignData: assign((_, data: ClientMappingsData) => ({
      mappings: byClientId(data.mappings),
      organizations: data.organizations
    })),
    openDialog: assign((_, existing: B2CClientOrganization | null) => ({ dialog: openDialog(existing) })),
    closeDialog: assign({ dialog: null }),
    assignClientId: assign(({ context }, value: string) =>
      changeDialog(context, (d) => ({ ...changeForm(d, { clientId: value }, ["clientId"]), duplicate: false }))
    ),
    /** An organization clears the company and the account, and their lists. */
    selectOrganization: assign(({ context }, id: number | null) =>
      changeDialog(context, (d) => ({
        ...changeForm(d, { organizationId: id, reportingCompanyId: null, userAccountId: null }, [
          "organizationId",
          "reportingCompanyId",
          "userAccountId"
        ]),
        companies: [],
        users: []
      }))
    ),
    /** A company clears the account and its list. */
    selectCompany: assign(({ context }, id: number | null) =>
      changeDialog(context, (d) => ({
        ...changeForm(d, { reportingCompanyId: id, userAccountId: null }, ["reportingCompanyId", "userAccountId"]),
        users: []
      }))
    ),
    selectUser: assign(({ context }, id: number | null) =>
      changeDialog(context, (d) => changeForm(d, { userAccountId: id }, ["userAccountId"]))
    ),
    toggleVendor: assign(({ context }) => changeDialog(context, (d) => changeForm(d, { isVendor: !d.form.isVendor }, []))),
    assignChoices: assign(({ context }, choices: MappingChoices) => changeDialog(context, (d) => ({ ...d, ...choices }))),
    assignSubmitted: assign(({ context }) => changeDialog(context, (d) => ({ ...d, submitted: true }))),
    assignDuplicate: assign(({ context }) => changeDialog(context, (d) => ({ ...d, duplicate: true }))),
    assignServerIssues: assign(({ context }, failure: PortalFailure) =>
      changeDialog(context, (d) => ({ ...d, serverIssues: refusedFields(failure, clientMappingFieldOf) ?? [] }))
    ),
    upsert: assign(({ context }, saved: B2CClientOrganization) => ({
      mappings: byClientId([...context.mappings.filter((m) => m.id !== saved.id), saved]),
      dialog: null,
      target: null
    })),
    askAbout: assign((_, mapping: B2CClientOrganization) => ({ target: mapping })),
    closeTarget: assign({ target: null }),
    askSecret: assign((_, mapping: B2CClientOrganization) => ({ secretTarget: mapping })),
    assignSecret: assign((_, secret: ClientSecret) => ({ secret })),
    closeSecret: assign({ secretTarget: null, secret: null }),
    /** Deleted, the mapping stays in the list, disabled (document 2 section 4). */
    markDisabled: assign(({ context }) => ({
      mappings: context.mappings.map((m) => (m.id === context.target?.id ? { ...m, disabled: true } : m)),
      target: null
    }))
  },
  guards: {
    formInvalid: ({ context }) => context.dialog !== null && issuesOf(context, context.dialog.form).length > 0,
    /** The organization's choices to load: a carrier's companies (and a company's accounts), or the organization's accounts. */
    organizationChosen: ({ context }, id: number | null) => organizationOf(context.organizations, id) !== undefined,
    companyChosen: (_, id: number | null) => id !== null,
    isEnabled: (_, mapping: B2CClientOrganization) => !mapping.disabled,
    isDisabled: (_, mapping: B2CClientOrganization) => mapping.disabled,
    isNotFound: (_, failure: PortalFailure) => failure._tag === "NotFound",
    ...saveGuards(fixedFields(clientMappingFieldOf))
  }
}).createMachine({
  id: "clientMappings",
  context: { mappings: [], organizations: [], dialog: null, target: null, secretTarget: null, secret: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load",
        src: "load",
        onDone: { target: "ready", actions: { type: "assignData", params: ({ event }) => event.output } },
        onError: { target: "loadFailed", actions: { type: "notifyFailure", params: failureNotice } }
      }
    },
    loadFailed: {
      tags: ["loadFailed"],
      on: { RETRY: "loading" }
    },
    ready: {
      on: {
        ADD: { target: "editing.filling", actions: { type: "openDialog", params: null } },
        EDIT: {
          guard: { type: "isEnabled", params: ({ event }) => event.mapping },
          target: "editing.choosing",
          actions: { type: "openDialog", params: ({ event }) => event.mapping }
        },
        DELETE: {
          guard: { type: "isEnabled", params: ({ event }) => event.mapping },
          target: "confirmingDelete",
          actions: { type: "askAbout", params: ({ event }) => event.mapping }
        },
        RESTORE: {
          guard: { type: "isDisabled", params: ({ event }) => event.mapping },
          target: "confirmingRestore",
          actions: { type: "askAbout", params: ({ event }) => event.mapping }
        },
        ISSUE_SECRET: {
          guard: { type: "isEnabled", params: ({ event }) => event.mapping },
          target: "confirmingSecret",
          actions: { type: "askSecret", params: ({ event }) => event.mapping }
        }
      }
    },
    editing: {
      on: {
        CLIENT_ID_CHANGED: { actions: { type: "assignClientId", params: ({ event }) => event.value } },
        VENDOR_TOGGLED: { actions: "toggleVendor" },
        USER_CHANGED: { actions: { type: "selectUser", params: ({ event }) => event.id } },
        ORGANIZATION_CHANGED: [
          {
            guard: { type: "organizationChosen", params: ({ event }) => event.id },
            target: ".choosing",
            actions: { type: "selectOrganization", params: ({ event }) => event.id }
          },
          { target: ".filling", actions: { type: "selectOrganization", params: ({ event }) => event.id } }
        ],
        COMPANY_CHANGED: [
          {
            guard: { type: "companyChosen", params: ({ event }) => event.id },
            target: ".choosing",
            actions: { type: "selectCompany", params: ({ event }) => event.id }
          },
          { target: ".filling", actions: { type: "selectCompany", params: ({ event }) => event.id } }
        ],
        CANCEL: { target: "ready", actions: "closeDialog" }
      },
      initial: "filling",
      states: {
        /** The organization's companies and the company's accounts load; Save waits. */
        choosing: {
          tags: ["loadingChoices"],
          invoke: {
            id: "loadChoices",
            src: "loadChoices",
            input: ({ context }) => choicesQuery(context, context.dialog!.form),
            onDone: { target: "filling", actions: { type: "assignChoices", params: ({ event }) => event.output } },
            onError: { target: "filling", actions: { type: "notifyFailure", params: failureNotice } }
          }
        },
        filling: {
          on: {
            SAVE: submit("#clientMappings.saving")
          }
        }
      }
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => mappingSave(context.dialog!),
        onDone: { target: "ready", actions: [{ type: "upsert", params: ({ event }) => event.output }, "notifySaved"] },
        onError: saveRefusals({ back: "editing.filling", conflict: ["assignDuplicate", "notifyDuplicate"] })
      }
    },
    confirmingDelete: {
      on: { CONFIRM: "deleting", CANCEL: { target: "ready", actions: "closeTarget" } }
    },
    deleting: {
      tags: ["busy"],
      invoke: {
        id: "remove",
        src: "remove",
        input: ({ context }) => context.target!,
        onDone: { target: "ready", actions: ["markDisabled", "notifyDeleted"] },
        onError: { target: "ready", actions: ["closeTarget", { type: "notifyFailure", params: failureNotice }] }
      }
    },
    confirmingRestore: {
      on: { CONFIRM: "restoring", CANCEL: { target: "ready", actions: "closeTarget" } }
    },
    restoring: {
      tags: ["busy"],
      invoke: {
        id: "restore",
        src: "restore",
        input: ({ context }) => context.target!,
        onDone: { target: "ready", actions: [{ type: "upsert", params: ({ event }) => event.output }, "notifyRestored"] },
        onError: [
          {
            guard: { type: "isConflict", params: failureParams },
            target: "ready",
            actions: ["closeTarget", "notifyDuplicate"]
          },
          { target: "ready", actions: ["closeTarget", { type: "notifyFailure", params: failureNotice }] }
        ]
      }
    },
    /** Issuing replaces any earlier secret: the carrier's system must then use the new one. */
    confirmingSecret: {
      on: { CONFIRM: "issuingSecret", CANCEL: { target: "ready", actions: "closeSecret" } }
    },
    issuingSecret: {
      tags: ["busy"],
      invoke: {
        id: "issueSecret",
        src: "issueSecret",
        input: ({ context }) => context.secretTarget!,
        onDone: { target: "showingSecret", actions: { type: "assignSecret", params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: "isNotFound", params: failureParams },
            target: "ready",
            actions: ["closeSecret", "notifySecretRefused"]
          },
          { target: "ready", actions: ["closeSecret", { type: "notifyFailure", params: failureNotice }] }
        ]
      }
    },
    /** The secret is shown this once; closing forgets it. */
    showingSecret: {
      on: { CLOSE: { target: "ready", actions: "closeSecret" } }
    }
  }
})
