import { describe, expect, it } from "vitest"
import { createActor, createMachine, fromCallback, type AnyActorRef } from "xstate"
import type { Organization } from "../../src/api/platform/schemas"
import type { OrganizationScope } from "../../src/machines/shared/organizationScope"
import { webhooksMachine } from "../../src/machines/settings/webhooksMachine"
import type { WebhookOwner } from "../../src/machines/settings/webhooks"

/** Issue 36 point 4: the event notifications page follows the company chosen, keeping the scope it was chosen in. */

const carrier = { id: 2, organizationType: "Carrier", nameEn: "Northwind", nameFr: "Northwind" } as Organization
const bureau = { id: 1, organizationType: "IBC", nameEn: "Bureau", nameFr: "Bureau" } as Organization

const scopeWith = (organizationId: number | undefined, reportingCompanyId: number | undefined): OrganizationScope => ({
  organizations: [bureau, carrier],
  companies: [],
  units: [],
  selection: { organizationId, reportingCompanyId, unitId: undefined }
})

const page = () => {
  const starts = { scope: 0, endpoint: [] as Array<WebhookOwner>, deliveries: [] as Array<WebhookOwner> }
  let scopeParent: AnyActorRef | undefined
  const child = (into: Array<WebhookOwner>) =>
    createMachine({
      context: ({ input }: { input: { owner: WebhookOwner } }) => {
        into.push(input.owner)
        return {}
      },
      on: { DELIVERIES_CHANGED: {} }
    })
  const actor = createActor(
    webhooksMachine.provide({
      actors: {
        scope: fromCallback(({ self }) => {
          starts.scope += 1
          scopeParent = self._parent
        }) as never,
        endpoint: child(starts.endpoint) as never,
        deliveries: child(starts.deliveries) as never
      }
    }),
    { input: { pageSize: 10, ianaTimezone: "America/Toronto" } }
  ).start()
  const choose = (scope: OrganizationScope) => scopeParent!.send({ type: "SCOPE_CHANGED", scope })
  return { actor, starts, choose }
}

describe("event notifications page", () => {
  it("waits for a carrier's company, then shows that company's endpoint and log", () => {
    const { actor, starts, choose } = page()
    choose(scopeWith(2, undefined))
    expect(actor.getSnapshot().hasTag("choosing")).toBe(true)
    expect(starts.endpoint).toEqual([])
    choose(scopeWith(2, 5))
    expect(actor.getSnapshot().hasTag("companyChosen")).toBe(true)
    expect(starts.endpoint).toEqual([{ organizationId: 2, reportingCompanyId: 5 }])
    expect(starts.deliveries).toEqual([{ organizationId: 2, reportingCompanyId: 5 }])
  })

  it("starts the endpoint and log afresh for another company, and keeps the scope's lists", () => {
    const { actor, starts, choose } = page()
    choose(scopeWith(2, 5))
    choose(scopeWith(2, 5))
    expect(starts.endpoint).toHaveLength(1)
    choose(scopeWith(2, 6))
    choose(scopeWith(1, undefined))
    expect(starts.endpoint).toEqual([
      { organizationId: 2, reportingCompanyId: 5 },
      { organizationId: 2, reportingCompanyId: 6 },
      { organizationId: 1, reportingCompanyId: null }
    ])
    expect(starts.scope).toBe(1)
    expect(actor.getSnapshot().context.owner).toEqual({ organizationId: 1, reportingCompanyId: null })
  })

  it("goes back to the choice when the company is cleared", () => {
    const { actor, choose } = page()
    choose(scopeWith(2, 5))
    choose(scopeWith(2, undefined))
    expect(actor.getSnapshot().hasTag("choosing")).toBe(true)
    expect(actor.getSnapshot().children.endpoint).toBeUndefined()
  })
})
