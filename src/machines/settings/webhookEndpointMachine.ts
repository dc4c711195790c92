import { assign, sendParent, setup } from "xstate"
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointSaved } from "../../api/settings/webhookSchemas"
import type { PortalFailure } from "../../services/api/portalFailure"
import { awaits, givenEach } from "../shared/effectActor"
import { refusedFields } from "../shared/fieldRefusal"
import { fixedFields, saveGuards, saveRefusals, submit } from "../shared/formEdit"
import { callingState, failureNoticeAction, loadThenShow, outputOf } from "../shared/loadStep"
import {
  changedField,
  endpointInput,
  formIssues,
  formOf,
  toggled,
  webhookFieldOf,
  type DeliveriesChanged,
  type WebhookEndpointContext,
  type WebhookEndpointEvent,
  type WebhookEndpointInput,
  type WebhookEndpointTag,
  type WebhookOwner
} from "./webhooks"

export * from "./webhooks"

type Args = { readonly context: WebhookEndpointContext }
const owner = ({ context }: Args) => context.owner
const saved = { type: "assignSaved", params: outputOf } as const

/**
 * A company's endpoint for events (issue 36 point 4): its address and events with Save (the shared rules
 * first, then the server's refusals at their fields); once saved, rotate its secret (asked first), send a
 * test event, or delete it (asked first). A secret the server answers, on the endpoint's creation or a
 * rotation, is shown once until the person closes it.
 */
export const webhookEndpointMachine = setup({
  types: {
    input: {} as { readonly owner: WebhookOwner },
    context: {} as WebhookEndpointContext,
    events: {} as WebhookEndpointEvent,
    tags: {} as WebhookEndpointTag
  },
  actors: {
    /** GET /webhooks/endpoint. */
    load: awaits<WebhookEndpoint | null, WebhookOwner>("load"),
    /** PUT /webhooks/endpoint. */
    save: awaits<WebhookEndpointSaved, WebhookEndpointInput>("save"),
    /** POST /webhooks/endpoint/secret. */
    rotate: awaits<WebhookEndpointSaved, WebhookOwner>("rotate"),
    /** POST /webhooks/endpoint/test. */
    sendTest: awaits<WebhookDelivery, WebhookOwner>("sendTest"),
    /** DELETE /webhooks/endpoint. */
    remove: awaits<void, WebhookOwner>("remove")
  },
  actions: {
    ...givenEach("notifySaved", "notifyNotSaved", "notifyRotated", "notifyTestSent", "notifyDeleted"),
    ...failureNoticeAction,
    /** After a call that queued or dropped deliveries, the page reads its log again. */
    deliveriesChanged: sendParent((): DeliveriesChanged => ({ type: "DELIVERIES_CHANGED" })),
    assignEndpoint: assign((_, endpoint: WebhookEndpoint | null) => ({
      endpoint,
      form: formOf(endpoint),
      submitted: false,
      serverIssues: []
    })),
    assignUrl: assign(({ context }, value: string) => changedField(context, { ...context.form, url: value }, "url")),
    toggleEvent: assign(({ context }, eventType: WebhookEndpointEvent & { type: "EVENT_TOGGLED" }) =>
      changedField(context, toggled(context.form, eventType.eventType), "eventTypes")
    ),
    assignSubmitted: assign({ submitted: true }),
    assignServerIssues: assign((_, failure: PortalFailure) => ({
      serverIssues: refusedFields(failure, webhookFieldOf) ?? []
    })),
    /** The endpoint as saved; its secret, when one was made, until it is closed. */
    assignSaved: assign((_, answer: WebhookEndpointSaved) => ({
      endpoint: answer.endpoint,
      form: formOf(answer.endpoint),
      submitted: false,
      serverIssues: [],
      secret: answer.secret
    })),
    forgetSecret: assign({ secret: null }),
    clearEndpoint: assign({ endpoint: null, form: formOf(null), submitted: false, serverIssues: [] })
  },
  guards: {
    formInvalid: ({ context }) => formIssues(context.form).length > 0,
    ...saveGuards(fixedFields(webhookFieldOf)),
    hasEndpoint: ({ context }) => context.endpoint !== null,
    madeSecret: (_, answer: WebhookEndpointSaved) => answer.secret !== null
  }
}).createMachine({
  id: "webhookEndpoint",
  context: ({ input }) => ({
    owner: input.owner,
    endpoint: null,
    form: formOf(null),
    submitted: false,
    serverIssues: [],
    secret: null
  }),
  initial: "loading",
  states: {
    ...loadThenShow({ src: "load", input: owner, assign: "assignEndpoint", then: "editing" }),
    editing: {
      tags: ["editing"],
      on: {
        URL_CHANGED: { actions: { type: "assignUrl", params: ({ event }) => event.value } },
        EVENT_TOGGLED: { actions: { type: "toggleEvent", params: ({ event }) => event } },
        SAVE: submit("saving"),
        ROTATE: { guard: "hasEndpoint", target: "confirmingRotate" },
        SEND_TEST: { guard: "hasEndpoint", target: "sendingTest" },
        DELETE: { guard: "hasEndpoint", target: "confirmingDelete" }
      }
    },
    saving: {
      tags: ["busy", "saving"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => endpointInput(context),
        onDone: [
          { guard: { type: "madeSecret", params: outputOf }, target: "showingSecret", actions: [saved, "notifySaved"] },
          { target: "editing", actions: [saved, "notifySaved"] }
        ],
        onError: saveRefusals({ back: "editing" })
      }
    },
    confirmingRotate: { tags: ["confirmingRotate"], on: { CONFIRM: "rotating", CANCEL: "editing" } },
    rotating: callingState({
      src: "rotate",
      input: owner,
      back: "editing",
      then: "showingSecret",
      done: [saved, "notifyRotated"],
      tags: ["busy", "confirmingRotate", "rotating"]
    }),
    /** The secret on screen until the person says they copied it: it is never read again. */
    showingSecret: { tags: ["secretShown"], on: { CLOSE: { target: "editing", actions: "forgetSecret" } } },
    sendingTest: callingState({
      src: "sendTest",
      input: owner,
      back: "editing",
      done: ["notifyTestSent", "deliveriesChanged"],
      tags: ["busy", "sendingTest"]
    }),
    confirmingDelete: { tags: ["confirmingDelete"], on: { CONFIRM: "deleting", CANCEL: "editing" } },
    deleting: callingState({
      src: "remove",
      input: owner,
      back: "editing",
      done: ["clearEndpoint", "notifyDeleted", "deliveriesChanged"],
      tags: ["busy", "confirmingDelete", "deleting"]
    })
  }
})
