import { assign, setup } from "xstate"
import type { Client, ClientSave, Sponsor, SponsorCreate } from "../../api/clients/schemas"
import type { ClientProfileData } from "../../services/clients/clients"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, given, givenEach } from "../shared/effectActor"
import { askFirst, callingState, failureNoticeAction, loadingState, notifyFailure, outputOf } from "../shared/loadStep"
import { refusedFields } from "../shared/fieldRefusal"
import { failureParams, fixedFields, saveGuards, saveRefusals, submit } from "../shared/formEdit"
import {
  canDeleteClient,
  canRemoveSponsor,
  conflictOf,
  hasSponsors,
  isDuplicateConflict,
  loadedProfile,
  newProfile,
  sponsorCreate,
  withDuplicate,
  withSponsorCompany,
  withSponsorOrganization,
  withText,
  withType,
  type ClientConflict,
  type ClientProfileContext,
  type ClientProfileEvent,
  type ClientProfileInput,
  type ClientProfileOutput,
  type ClientProfileTag
} from "./clientProfile"
import {
  clientFieldOf,
  clientFormIssues,
  clientPayload,
  emptySponsorForm,
  sponsorFieldOf,
  type ClientTextField
} from "./clientForm"

export * from "./clientProfile"

type Args = { readonly context: ClientProfileContext }
const conflictNotice = (args: { readonly event: { readonly error: unknown } }) => ({ conflict: conflictOf(failureParams(args)) })
/** A 409 in words. */
const notifyConflict = { type: "notifyConflict", params: conflictNotice } as const
const conflictRefusal = <const Back extends string>(back: Back) =>
  ({ guard: { type: "isConflict", params: failureParams }, target: back, actions: notifyConflict }) as const

/**
 * The client profile (document 2 sections 2, 4, 5 and 8, /dash-client/{id}): create or update a
 * client's Client ID, names, type and status; a Broker's sponsors are added in a dialog and removed
 * once confirmed; Delete asks first. The server's 409s are worded: a duplicate name or Client ID at
 * its field, a client with users, an unchangeable type and the last sponsor of a broker with
 * employees as notices.
 */
export const clientProfileMachine = setup({
  types: {
    input: {} as ClientProfileInput,
    context: {} as ClientProfileContext,
    events: {} as ClientProfileEvent,
    output: {} as ClientProfileOutput,
    tags: {} as ClientProfileTag
  },
  actors: {
    /** GET ClientTypes, GET /Client/{id}/ClientType/0, the carriers and their companies. */
    load: awaits<ClientProfileData, ClientProfileInput>("load"),
    /** POST /Client/Create or PUT /Client/{id}. */
    save: awaits<Client, { readonly id: number | null; readonly payload: ClientSave }>("save"),
    /** DELETE /Client/{id}. */
    remove: awaits<void, number>("remove"),
    /** POST /Client/Sponsors/Create. */
    addSponsor: awaits<Sponsor, SponsorCreate>("addSponsor"),
    /** DELETE /Client/Sponsors/{id}. */
    removeSponsor: awaits<void, Sponsor>("removeSponsor")
  },
  actions: {
    /** Each success notice, and the 'not saved' notice of a refused save. */
    ...givenEach(
      "notifyCreated",
      "notifyUpdated",
      "notifyDeleted",
      "notifySponsorAdded",
      "notifySponsorRemoved",
      "notifyNotSaved"
    ),
    /** A 409 in words. */
    notifyConflict: given<{ conflict: ClientConflict }>("notifyConflict"),
    ...failureNoticeAction,
    assignLoaded: assign((_, data: ClientProfileData) => loadedProfile(data)),
    assignText: assign(({ context }, { field, value }: { field: ClientTextField; value: string }) =>
      withText(context, field, value)
    ),
    assignType: assign(({ context }, id: number | null) => withType(context, id)),
    assignStatus: assign(({ context }, isActive: boolean) => ({ form: { ...context.form, isActive } })),
    assignSubmitted: assign({ submitted: true }),
    assignCreated: assign((_, client: Client) => ({ createdId: client.id })),
    assignServerIssues: assign((_, failure: PortalFailure) => ({ serverIssues: refusedFields(failure, clientFieldOf) ?? [] })),
    assignDuplicate: assign(({ context }, conflict: ClientConflict) => withDuplicate(context, conflict)),
    resetSponsorForm: assign({ sponsorForm: emptySponsorForm }),
    assignSponsorOrganization: assign(({ context }, id: number | null) => ({
      sponsorForm: withSponsorOrganization(context.sponsorForm, id)
    })),
    assignSponsorCompany: assign(({ context }, id: number | null) => ({
      sponsorForm: withSponsorCompany(context.sponsorForm, id)
    })),
    assignSponsorSubmitted: assign(({ context }) => ({ sponsorForm: { ...context.sponsorForm, submitted: true } })),
    assignSponsorIssues: assign(({ context }, failure: PortalFailure) => ({
      sponsorForm: { ...context.sponsorForm, serverIssues: refusedFields(failure, sponsorFieldOf) ?? [] }
    })),
    assignSponsorDuplicate: assign(({ context }) => ({ sponsorForm: { ...context.sponsorForm, duplicate: true } })),
    appendSponsor: assign(({ context }, sponsor: Sponsor) => ({
      sponsors: [...context.sponsors.filter((s) => s.id !== sponsor.id), sponsor]
    })),
    assignSponsorToRemove: assign((_, sponsor: Sponsor) => ({ sponsorToRemove: sponsor })),
    dropSponsor: assign(({ context }) => ({
      sponsors: context.sponsors.filter((s) => s.id !== context.sponsorToRemove?.id),
      sponsorToRemove: null
    })),
    clearSponsorToRemove: assign({ sponsorToRemove: null })
  },
  guards: {
    formInvalid: ({ context }) => clientFormIssues(context.form).length > 0,
    isNew: ({ context }) => context.id === null,
    canDelete: ({ context }) => canDeleteClient(context),
    hasSponsors: ({ context }) => hasSponsors(context),
    canRemove: ({ context }, sponsor: Sponsor) => canRemoveSponsor(context, sponsor),
    sponsorIncomplete: ({ context }) =>
      context.sponsorForm.organizationId === null || context.sponsorForm.reportingCompanyId === null,
    isDuplicate: (_, failure: PortalFailure) => isDuplicateConflict(failure),
    ...saveGuards(fixedFields(clientFieldOf)),
    isSponsorRefusal: (_, failure: PortalFailure) => refusedFields(failure, sponsorFieldOf) !== undefined
  }
}).createMachine({
  id: "clientProfile",
  context: ({ input }) => newProfile(input),
  initial: "loading",
  states: {
    loading: loadingState({
      src: "load",
      input: ({ context }: Args) => ({ id: context.id }),
      assign: "assignLoaded",
      then: "editing"
    }),
    loadFailed: { tags: ["loadFailed"], on: { RETRY: "loading", CANCEL: "done" } },
    editing: {
      tags: ["editing"],
      on: {
        FIELD_CHANGED: { actions: { type: "assignText", params: ({ event }) => event } },
        TYPE_CHOSEN: { actions: { type: "assignType", params: ({ event }) => event.id } },
        STATUS_CHOSEN: { actions: { type: "assignStatus", params: ({ event }) => event.isActive } },
        // A client of the types IBC, Organization and Company is shown without Save or Delete.
        SAVE: submit("saving"),
        CANCEL: "done",
        DELETE: { guard: "canDelete", target: "confirmingDelete" },
        ADD_SPONSOR: { guard: "hasSponsors", target: "sponsorDialog" },
        REMOVE_SPONSOR: {
          guard: { type: "canRemove", params: ({ event }) => event.sponsor },
          target: "confirmingRemoveSponsor",
          actions: { type: "assignSponsorToRemove", params: ({ event }) => event.sponsor }
        }
      }
    },
    saving: {
      tags: ["busy", "saving"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ id: context.id, payload: clientPayload(context.form) }),
        onDone: [
          { guard: "isNew", target: "done", actions: [{ type: "assignCreated", params: outputOf }, "notifyCreated"] },
          { target: "done", actions: "notifyUpdated" }
        ],
        onError: [
          {
            guard: { type: "isDuplicate", params: failureParams },
            target: "editing",
            actions: [{ type: "assignDuplicate", params: (args) => conflictOf(failureParams(args)) }, notifyConflict]
          },
          ...saveRefusals({ back: "editing", conflict: [notifyConflict] })
        ]
      }
    },
    confirmingDelete: {
      tags: ["deleteAsked"],
      on: { CONFIRM: "deleting", CANCEL: "editing" }
    },
    deleting: callingState({
      src: "remove",
      input: ({ context }: Args) => context.id!,
      tags: ["busy", "deleteAsked"],
      then: "done",
      done: "notifyDeleted",
      back: "editing",
      refused: [conflictRefusal("editing")]
    }),
    sponsorDialog: {
      tags: ["sponsorDialog"],
      entry: "resetSponsorForm",
      initial: "choosing",
      states: {
        choosing: {
          on: {
            SPONSOR_ORGANIZATION_CHOSEN: { actions: { type: "assignSponsorOrganization", params: ({ event }) => event.id } },
            SPONSOR_COMPANY_CHOSEN: { actions: { type: "assignSponsorCompany", params: ({ event }) => event.id } },
            SAVE: [{ guard: "sponsorIncomplete", actions: "assignSponsorSubmitted" }, { target: "adding" }],
            CANCEL: "#clientProfile.editing"
          }
        },
        adding: {
          tags: ["busy"],
          invoke: {
            id: "addSponsor",
            src: "addSponsor",
            input: ({ context }) => sponsorCreate(context),
            onDone: {
              target: "#clientProfile.editing",
              actions: [{ type: "appendSponsor", params: outputOf }, "notifySponsorAdded"]
            },
            onError: [
              { ...conflictRefusal("choosing"), actions: ["assignSponsorDuplicate", notifyConflict] },
              {
                guard: { type: "isSponsorRefusal", params: failureParams },
                target: "choosing",
                actions: [{ type: "assignSponsorIssues", params: failureParams }, "notifyNotSaved"]
              },
              { target: "choosing", actions: notifyFailure }
            ]
          }
        }
      }
    },
    confirmingRemoveSponsor: {
      tags: ["sponsorRemovalAsked"],
      ...askFirst("removingSponsor", "editing", "clearSponsorToRemove")
    },
    removingSponsor: callingState({
      src: "removeSponsor",
      input: ({ context }: Args) => context.sponsorToRemove!,
      tags: ["busy", "sponsorRemovalAsked"],
      back: "editing",
      done: ["dropSponsor", "notifySponsorRemoved"],
      refused: [{ ...conflictRefusal("editing"), actions: ["clearSponsorToRemove", notifyConflict] }],
      close: "clearSponsorToRemove"
    }),
    done: { type: "final" }
  },
  output: ({ context }) => ({ createdId: context.createdId })
})
