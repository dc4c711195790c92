import { assign, sendTo, setup } from "xstate"
import { FunctionId } from "../../api/functions"
import { emptyScope, type OrganizationScope, type ScopeChanged } from "../shared/organizationScope"
import { organizationScopeMachine } from "../shared/organizationScopeMachine"
import { webhookDeliveriesMachine } from "./webhookDeliveriesMachine"
import { webhookEndpointMachine } from "./webhookEndpointMachine"
import { ownerOf, sameOwner, type DeliveriesChanged, type WebhookOwner } from "./webhooks"

export interface WebhooksContext {
  readonly scope: OrganizationScope
  /** The company whose endpoint and log are shown. */
  readonly owner: WebhookOwner | null
  readonly pageSize: number
  /** The zone the log's times are shown in: the browser's. */
  readonly ianaTimezone: string
}

export type WebhooksEvent = ScopeChanged | DeliveriesChanged

const scopeOfEvent = ({ event }: { readonly event: ScopeChanged }) => event.scope
const assignScope = { type: "assignScope", params: scopeOfEvent } as const

/**
 * Event notifications (issue 36 point 4), for the companies the person holds companyAdministration for:
 * the organization, then the company (the only one chosen at once), then that company's endpoint and its
 * delivery log side by side. Another company starts both again; a delivery the endpoint queued or
 * dropped has the log read again.
 */
export const webhooksMachine = setup({
  types: {
    input: {} as Pick<WebhooksContext, "pageSize" | "ianaTimezone">,
    context: {} as WebhooksContext,
    events: {} as WebhooksEvent,
    tags: {} as "choosing" | "companyChosen"
  },
  actors: {
    /** Organization → company, scoped by companyAdministration. */
    scope: organizationScopeMachine,
    endpoint: webhookEndpointMachine,
    deliveries: webhookDeliveriesMachine
  },
  actions: {
    assignScope: assign((_, scope: OrganizationScope) => ({ scope, owner: ownerOf(scope) })),
    readDeliveries: sendTo("deliveries", { type: "DELIVERIES_CHANGED" })
  },
  guards: {
    /** The scope now names another company than the one shown. */
    otherCompany: ({ context }, scope: OrganizationScope) => {
      const owner = ownerOf(scope)
      return owner !== null && !sameOwner(owner, context.owner)
    },
    noCompany: (_, scope: OrganizationScope) => ownerOf(scope) === null
  }
}).createMachine({
  id: "webhooks",
  context: ({ input }) => ({ scope: emptyScope, owner: null, pageSize: input.pageSize, ianaTimezone: input.ianaTimezone }),
  invoke: { id: "scope", src: "scope", input: { functionId: FunctionId.companyAdministration } },
  on: {
    SCOPE_CHANGED: [
      { guard: { type: "otherCompany", params: scopeOfEvent }, target: ".changingCompany", actions: assignScope },
      { guard: { type: "noCompany", params: scopeOfEvent }, target: ".choosing", actions: assignScope },
      { actions: assignScope }
    ]
  },
  initial: "choosing",
  states: {
    choosing: { tags: ["choosing"] },
    /** Leaves the company shown, if any, so that the next one starts its endpoint and log afresh (the scope stays). */
    changingCompany: { always: "companyChosen" },
    companyChosen: {
      tags: ["companyChosen"],
      invoke: [
        { id: "endpoint", src: "endpoint", input: ({ context }) => ({ owner: context.owner! }) },
        {
          id: "deliveries",
          src: "deliveries",
          input: ({ context }) => ({ owner: context.owner!, pageSize: context.pageSize })
        }
      ],
      on: { DELIVERIES_CHANGED: { actions: "readDeliveries" } }
    }
  }
})
