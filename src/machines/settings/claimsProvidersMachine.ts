import { assign, setup } from "xstate"
import type { B2CProvider } from "../../api/settings/mappingSchemas"
import { validateClaimsProvider, type MappingIssue } from "../../api/settings/mappingValidation"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { ClaimsProviderSave } from "../../services/settings/claimsProviders"
import { awaits, givenEach } from "../shared/effectActor"
import { askFirst, callingState, failureNoticeAction, loadThenShow } from "../shared/loadStep"
import { refusedFields, sameOrRenamed, withoutFields, type ServerIssue } from "../shared/fieldRefusal"
import { fixedFields, saveGuards, saveRefusals, submit } from "../shared/formEdit"

export type { ClaimsProviderSave }

/** The dialog's fields, as the payload names them. */
export type ClaimsProviderField = "emailDomainName" | "b2cDomainName"

export interface ClaimsProviderForm {
  readonly emailDomainName: string
  readonly b2cDomainName: string
}

/** The add or edit dialog open: the provider edited (null when adding) and what is typed. */
export interface ClaimsProviderDialog {
  readonly existing: B2CProvider | null
  readonly form: ClaimsProviderForm
  /** The shared rules' messages show once Save was pressed. */
  readonly submitted: boolean
  readonly serverIssues: ReadonlyArray<ServerIssue<ClaimsProviderField>>
  /** The server's 409: the e-mail domain has a provider already. */
  readonly duplicate: boolean
}

export interface ClaimsProvidersContext {
  readonly providers: ReadonlyArray<B2CProvider>
  readonly dialog: ClaimsProviderDialog | null
  /** The row whose deletion is asked. */
  readonly deleting: B2CProvider | null
}

export type ClaimsProvidersEvent =
  | { readonly type: "RETRY" }
  | { readonly type: "ADD" }
  | { readonly type: "EDIT"; readonly provider: B2CProvider }
  | { readonly type: "FIELD_CHANGED"; readonly field: ClaimsProviderField; readonly value: string }
  | { readonly type: "SAVE" }
  | { readonly type: "CANCEL" }
  | { readonly type: "DELETE"; readonly provider: B2CProvider }
  | { readonly type: "CONFIRM" }

export type ClaimsProvidersTag = "loading" | "loadFailed" | "busy"

/** A message at one of the dialog's fields: a shared rule's, the server's, or the duplicate. */
export type ClaimsProviderIssue =
  MappingIssue | ServerIssue<ClaimsProviderField> | { readonly field: ClaimsProviderField; readonly code: "duplicate" }

/** The dialog draws each payload field under its own name. */
export const claimsProviderFieldOf = sameOrRenamed<ClaimsProviderField>(["emailDomainName", "b2cDomainName"])

/** What Save sends: the values trimmed. */
export const providerSave = (dialog: ClaimsProviderDialog): ClaimsProviderSave => ({
  id: dialog.existing?.id ?? null,
  payload: { emailDomainName: dialog.form.emailDomainName.trim(), b2cDomainName: dialog.form.b2cDomainName.trim() }
})

/** The messages the dialog shows at its fields. */
export const claimsProviderIssues = (dialog: ClaimsProviderDialog): ReadonlyArray<ClaimsProviderIssue> => [
  ...(dialog.submitted ? validateClaimsProvider(dialog.form) : []),
  ...dialog.serverIssues,
  ...(dialog.duplicate ? [{ field: "emailDomainName" as const, code: "duplicate" as const }] : [])
]

const openDialog = (existing: B2CProvider | null): ClaimsProviderDialog => ({
  existing,
  form: { emailDomainName: existing?.emailDomainName ?? "", b2cDomainName: existing?.b2CDomainName ?? "" },
  submitted: false,
  serverIssues: [],
  duplicate: false
})

const byDomain = (providers: ReadonlyArray<B2CProvider>) =>
  [...providers].sort((a, b) => a.emailDomainName.localeCompare(b.emailDomainName))

/**
 * Settings tab 1 (document 2 sections 2, 5 and 8): the claims providers of the sign-in service, an
 * e-mail domain mapped to a sign-in domain, with add, edit and delete. Save checks the shared rules
 * first; the server's 409 reads 'Duplicate record' at the e-mail domain, its field refusals at theirs.
 */
export const claimsProvidersMachine = setup({
  types: {
    context: {} as ClaimsProvidersContext,
    events: {} as ClaimsProvidersEvent,
    tags: {} as ClaimsProvidersTag
  },
  actors: {
    /** GET /B2CProviders/list. */
    load: awaits<ReadonlyArray<B2CProvider>>("load"),
    /** POST /B2CProviders/create or PUT /B2CProviders/{id}. */
    save: awaits<B2CProvider, ClaimsProviderSave>("save"),
    /** DELETE /B2CProviders/{id}. */
    remove: awaits<void, B2CProvider>("remove")
  },
  actions: {
    /** The success notices, the 'Duplicate record' notice of section 8 and 'not saved'. */
    ...givenEach("notifySaved", "notifyDeleted", "notifyDuplicate", "notifyNotSaved"),
    ...failureNoticeAction,
    assignProviders: assign((_, providers: ReadonlyArray<B2CProvider>) => ({ providers: byDomain(providers) })),
    openDialog: assign((_, existing: B2CProvider | null) => ({ dialog: openDialog(existing) })),
    closeDialog: assign({ dialog: null }),
    assignField: assign(({ context }, { field, value }: { field: ClaimsProviderField; value: string }) => ({
      dialog: context.dialog && {
        ...context.dialog,
        form: { ...context.dialog.form, [field]: value },
        serverIssues: withoutFields(context.dialog.serverIssues, [field]),
        duplicate: context.dialog.duplicate && field !== "emailDomainName"
      }
    })),
    assignSubmitted: assign(({ context }) => ({ dialog: context.dialog && { ...context.dialog, submitted: true } })),
    assignDuplicate: assign(({ context }) => ({ dialog: context.dialog && { ...context.dialog, duplicate: true } })),
    assignServerIssues: assign(({ context }, failure: PortalFailure) => ({
      dialog: context.dialog && { ...context.dialog, serverIssues: refusedFields(failure, claimsProviderFieldOf) ?? [] }
    })),
    upsertSaved: assign(({ context }, saved: B2CProvider) => ({
      providers: byDomain([...context.providers.filter((p) => p.id !== saved.id), saved]),
      dialog: null
    })),
    askDelete: assign((_, provider: B2CProvider) => ({ deleting: provider })),
    closeDelete: assign({ deleting: null }),
    removeDeleted: assign(({ context }) => ({
      providers: context.providers.filter((p) => p.id !== context.deleting?.id),
      deleting: null
    }))
  },
  guards: {
    formInvalid: ({ context }) => context.dialog !== null && validateClaimsProvider(context.dialog.form).length > 0,
    ...saveGuards(fixedFields(claimsProviderFieldOf))
  }
}).createMachine({
  id: "claimsProviders",
  context: { providers: [], dialog: null, deleting: null },
  initial: "loading",
  states: {
    ...loadThenShow({ src: "load", assign: "assignProviders", then: "ready" }),
    ready: {
      on: {
        ADD: { target: "editing", actions: { type: "openDialog", params: null } },
        EDIT: { target: "editing", actions: { type: "openDialog", params: ({ event }) => event.provider } },
        DELETE: { target: "confirmingDelete", actions: { type: "askDelete", params: ({ event }) => event.provider } }
      }
    },
    editing: {
      on: {
        FIELD_CHANGED: { actions: { type: "assignField", params: ({ event }) => event } },
        SAVE: submit("saving"),
        CANCEL: { target: "ready", actions: "closeDialog" }
      }
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => providerSave(context.dialog!),
        onDone: { target: "ready", actions: [{ type: "upsertSaved", params: ({ event }) => event.output }, "notifySaved"] },
        onError: saveRefusals({ back: "editing", conflict: ["assignDuplicate", "notifyDuplicate"] })
      }
    },
    confirmingDelete: askFirst("deleting", "ready", "closeDelete"),
    deleting: callingState({
      src: "remove",
      input: ({ context }: { context: ClaimsProvidersContext }) => context.deleting!,
      back: "ready",
      done: ["removeDeleted", "notifyDeleted"],
      close: "closeDelete"
    })
  }
})
