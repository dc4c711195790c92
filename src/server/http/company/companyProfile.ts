import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Forbidden } from "../../../api/errors"
import { PortalApi } from "../../../api/portalApi"

const notYet = () => Effect.fail(new Forbidden({ token: "FUNCTION_NOT_ALLOWED" }))

export const layerCompanyUnits = HttpApiBuilder.group(PortalApi, "companyUnits", (handlers) =>
  Effect.succeed(handlers.handle("create", notYet).handle("update", notYet).handle("delete", notYet).handle("get", notYet))
)
export const layerCompanyDriverReportOptions = HttpApiBuilder.group(PortalApi, "companyDriverReportOptions", (handlers) =>
  Effect.succeed(handlers.handle("create", notYet).handle("update", notYet).handle("delete", notYet).handle("get", notYet))
)
export const layerNotificationRecipients = HttpApiBuilder.group(PortalApi, "notificationRecipients", (handlers) =>
  Effect.succeed(
    handlers
      .handle("create", notYet)
      .handle("update", notYet)
      .handle("delete", notYet)
      .handle("get", notYet)
      .handle("getByOrganization", notYet)
  )
)
export const layerPermittedDomains = HttpApiBuilder.group(PortalApi, "permittedDomains", (handlers) =>
  Effect.succeed(
    handlers
      .handle("create", notYet)
      .handle("update", notYet)
      .handle("delete", notYet)
      .handle("get", notYet)
      .handle("getByOrganization", notYet)
  )
)
export const layerOrganizationCompany = HttpApiBuilder.group(PortalApi, "organizationCompany", (handlers) =>
  Effect.succeed(handlers.handle("get", notYet).handle("update", notYet).handle("create", notYet))
)
