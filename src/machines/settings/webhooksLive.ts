import { browserTimeZone } from "../../services/clock"
import { searchPageSize } from "../../services/shared/pagedSearch"
import {
  deleteWebhookEndpoint,
  loadWebhookDeliveries,
  loadWebhookEndpoint,
  rotateWebhookSecret,
  saveWebhookEndpoint,
  sendWebhookTest
} from "../../services/settings/webhooks"
import { effectActors } from "../shared/effectActor"
import { errorNotices, showFailureNotice, successNotices } from "../shared/liveNotices"
import { organizationScopeLive } from "../shared/organizationScopeLive"
import { webhookDeliveriesMachine } from "./webhookDeliveriesMachine"
import { webhookEndpointMachine } from "./webhookEndpointMachine"
import { webhooksMachine } from "./webhooksMachine"

/** The endpoint's form with the portal's calls and notices. */
export const webhookEndpointLive = webhookEndpointMachine.provide({
  actors: effectActors({
    load: loadWebhookEndpoint,
    save: saveWebhookEndpoint,
    rotate: rotateWebhookSecret,
    sendTest: sendWebhookTest,
    remove: deleteWebhookEndpoint
  }),
  actions: {
    ...successNotices((LL) => LL.webhooks.notices, {
      notifySaved: "saved",
      notifyRotated: "rotated",
      notifyTestSent: "testSent",
      notifyDeleted: "deleted"
    }),
    ...errorNotices((LL) => LL.webhooks.notices, { notifyNotSaved: "notSaved" }),
    notifyFailure: showFailureNotice
  }
})

/** The delivery log with the portal's call. */
export const webhookDeliveriesLive = webhookDeliveriesMachine.provide({
  actors: effectActors({ load: loadWebhookDeliveries }),
  actions: { notifyFailure: showFailureNotice }
})

/** Event notifications with the portal's calls. */
export const webhooksLive = webhooksMachine.provide({
  actors: { scope: organizationScopeLive, endpoint: webhookEndpointLive, deliveries: webhookDeliveriesLive }
})

/** A page of the log as long as every search's; times in the browser's zone. */
export const webhooksInput = () => ({ pageSize: searchPageSize, ianaTimezone: browserTimeZone() })
