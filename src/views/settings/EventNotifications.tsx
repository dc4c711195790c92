import { createLazyRoute } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { webhooksInput, webhooksLive } from "../../machines/settings/webhooksLive"
import { useNamespace } from "../shared/useNamespace"
import { companyScopeLabels } from "../ui/OrganizationCompanyUnit"
import { OrganizationScopeFields, type OrganizationScopeRef } from "../ui/OrganizationScopeFields"
import { Waiting } from "../ui/Waiting"
import { card, formGrid, pageTitle } from "../ui/styles"
import { WebhookDeliveriesSection, type WebhookDeliveriesRef } from "./WebhookDeliveriesSection"
import { WebhookEndpointSection, type WebhookEndpointRef } from "./WebhookEndpointSection"

const stack = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "20px" })
const choose = css({ mt: "12px", color: "fg.muted" })

const EventNotificationsPage = () => {
  const { LL } = useI18nContext()
  const t = LL.webhooks
  const actor = useActorRef(webhooksLive, { input: webhooksInput() })
  const state = useSelector(actor, (s) => s)
  const scope = state.children.scope as OrganizationScopeRef | undefined
  const endpoint = state.children.endpoint as WebhookEndpointRef | undefined
  const deliveries = state.children.deliveries as WebhookDeliveriesRef | undefined
  // The company stays while the endpoint saves, rotates, sends or deletes.
  const endpointBusy = useSelector(endpoint, (s) => s?.hasTag("busy") ?? false)
  const { ianaTimezone } = state.context
  return (
    <div className={stack} data-testid="event-notifications">
      <h1 className={pageTitle}>{t.title()}</h1>
      <p>{t.intro()}</p>
      <section className={card} aria-label={t.scope.label()}>
        <div className={formGrid}>
          {scope && (
            <OrganizationScopeFields
              scope={scope}
              idPrefix="event-notifications"
              withUnit={false}
              disabled={endpointBusy}
              labels={companyScopeLabels(t.scope)}
            />
          )}
        </div>
        {state.hasTag("choosing") && (
          <p className={choose} data-testid="event-notifications-choose">
            {t.scope.choose()}
          </p>
        )}
      </section>
      {state.hasTag("companyChosen") && endpoint && <WebhookEndpointSection endpointRef={endpoint} ianaTimezone={ianaTimezone} />}
      {state.hasTag("companyChosen") && deliveries && (
        <WebhookDeliveriesSection deliveriesRef={deliveries} ianaTimezone={ianaTimezone} />
      )}
    </div>
  )
}

/** /event-notifications (function companyAdministration; issue 36 point 4). */
const EventNotificationsScreen = () => {
  const { LL } = useI18nContext()
  const ready = useNamespace("webhooks")
  if (!ready) return <Waiting label={LL.common.loading()} />
  return <EventNotificationsPage />
}

export const Route = createLazyRoute("/event-notifications")({ component: EventNotificationsScreen })
