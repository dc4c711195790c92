import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { apiGroup } from "../shared/apiGroup"
import { access, operation } from "../access"

export const Liveness = Schema.Struct({ status: Schema.Literal("live") })
export const Readiness = Schema.Struct({ status: Schema.Literal("ready"), version: Schema.String })

/** For a load balancer or an orchestrator (docs/operations.md): is the process up, may it take traffic. */
export const HealthGroup = apiGroup(
  "health",
  "Liveness and readiness of one instance, for load balancers.",
  HttpApiEndpoint.get("live", "/health/live", { success: Liveness }).annotateMerge(
    operation(access.public, {
      summary: "Check that the process answers",
      description:
        "Answers 200 status live as soon as the server listens, while it is still putting its routes in place; restart the instance only when this fails."
    })
  ),
  HttpApiEndpoint.get("ready", "/health/ready", { success: Readiness }).annotateMerge(
    operation(access.public, {
      summary: "Check that the portal may take traffic",
      description:
        "Answers 200 status ready with the application version once every route is in place and the database has answered a query. While the server puts its routes in place every call, this one included, answers 503 with Retry-After; 500 when the database does not answer. Send traffic only on 200."
    })
  )
)
