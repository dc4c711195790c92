import { assign, setup } from "xstate"
import type { ClientSecret } from "../../api/settings/machineClientGroups"
import type { B2CClientOrganization } from "../../api/settings/mappingSchemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import type { ChoicesQuery, ClientMappingSave, ClientMappingsData, MappingChoices } from "../../services/settings/clientMappings"
import { awaits, givenEach } from "../shared/effectActor"
import { refusedFields } from "../shared/fieldRefusal"
import { failureParams, fixedFields, saveGuards, saveRefusals, submit } from "../shared/formEdit"
import { askFirst, callingState, failureNoticeAction, loadThenShow, notifyFailure, outputOf } from "../shared/loadStep"
import {
  byClientId,
  changeDialog,
  changeForm,
  choicesQuery,
  clientMappingFieldOf,
  issuesOf,
  mappingSave,
  newDialog,
  organizationOf,
  withClientId,
  withCompany,
  withOrganization,
  type ClientMappingsContext,
  type ClientMappingsEvent,
  type ClientMappingsTag
} from "./clientMappings"

export * from "./clientMappings"

type Args = { readonly context: ClientMappingsContext }
const targetOf = ({ context }: Args) => context.target!
const mappingOf = ({ event }: { readonly event: { readonly mapping: B2CClientOrganization } }) => event.mapping
/** A row's button: offered for the rows `guard` allows, it keeps the row (`keep`) and goes to `target`. */
const onRow = <const Guard extends string, const Target extends string, const Keep extends string>(
  guard: Guard,
  target: Target,
  keep: Keep
) => ({ guard: { type: guard, params: mappingOf }, target, actions: { type: keep, params: mappingOf } }) as const

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
    /**
     * The success notices, the 'Duplicate record' notice of section 8, 'not saved', and the server's 404
     * to a secret (the mapping was disabled or removed meanwhile).
     */
    ...givenEach("notifySaved", "notifyDeleted", "notifyRestored", "notifyDuplicate", "notifyNotSaved", "notifySecretRefused"),
    ...failureNoticeAction,
    assignData: assign((_, data: ClientMappingsData) => ({
      mappings: byClientId(data.mappings),
      organizations: data.organizations
    })),
    openDialog: assign((_, existing: B2CClientOrganization | null) => ({ dialog: newDialog(existing) })),
    closeDialog: assign({ dialog: null }),
    assignClientId: assign(({ context }, value: string) => changeDialog(context, (d) => withClientId(d, value))),
    selectOrganization: assign(({ context }, id: number | null) => changeDialog(context, (d) => withOrganization(d, id))),
    selectCompany: assign(({ context }, id: number | null) => changeDialog(context, (d) => withCompany(d, id))),
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
    ...loadThenShow({ src: "load", assign: "assignData", then: "ready" }),
    ready: {
      on: {
        ADD: { target: "editing.filling", actions: { type: "openDialog", params: null } },
        EDIT: onRow("isEnabled", "editing.choosing", "openDialog"),
        DELETE: onRow("isEnabled", "confirmingDelete", "askAbout"),
        RESTORE: onRow("isDisabled", "confirmingRestore", "askAbout"),
        ISSUE_SECRET: onRow("isEnabled", "confirmingSecret", "askSecret")
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
            onDone: { target: "filling", actions: { type: "assignChoices", params: outputOf } },
            onError: { target: "filling", actions: notifyFailure }
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
        onDone: { target: "ready", actions: [{ type: "upsert", params: outputOf }, "notifySaved"] },
        onError: saveRefusals({ back: "editing.filling", conflict: ["assignDuplicate", "notifyDuplicate"] })
      }
    },
    confirmingDelete: askFirst("deleting", "ready", "closeTarget"),
    deleting: callingState({
      src: "remove",
      input: targetOf,
      back: "ready",
      done: ["markDisabled", "notifyDeleted"],
      close: "closeTarget"
    }),
    confirmingRestore: askFirst("restoring", "ready", "closeTarget"),
    restoring: callingState({
      src: "restore",
      input: targetOf,
      back: "ready",
      done: [{ type: "upsert", params: outputOf }, "notifyRestored"],
      refused: [
        { guard: { type: "isConflict", params: failureParams }, target: "ready", actions: ["closeTarget", "notifyDuplicate"] }
      ],
      close: "closeTarget"
    }),
    /** Issuing replaces any earlier secret: the carrier's system must then use the new one. */
    confirmingSecret: askFirst("issuingSecret", "ready", "closeSecret"),
    issuingSecret: callingState({
      src: "issueSecret",
      input: ({ context }: Args) => context.secretTarget!,
      back: "ready",
      then: "showingSecret",
      done: { type: "assignSecret", params: outputOf },
      refused: [
        { guard: { type: "isNotFound", params: failureParams }, target: "ready", actions: ["closeSecret", "notifySecretRefused"] }
      ],
      close: "closeSecret"
    }),
    /** The secret is shown this once; closing forgets it. */
    showingSecret: {
      on: { CLOSE: { target: "ready", actions: "closeSecret" } }
    }
  }
})
