import { ownerFacts } from "../shared/companyOwner"
import { RepositoryOverSql } from "../shared/repository"
import * as webhooks from "./webhooks"

export type { Owner } from "../shared/companyOwner"
export type { AttemptRow, ClaimedDelivery, DeliveryRow, EndpointRow } from "./webhooks"

/** Where a company's endpoint for events, its deliveries and their tries are kept. */
export type WebhooksRepositoryShape = WebhooksRepository["Service"]

export class WebhooksRepository extends RepositoryOverSql<WebhooksRepository>()("portal/WebhooksRepository", {
  ...webhooks,
  ownerFacts
}) {}

export const layerWebhooksRepository = WebhooksRepository.layer
