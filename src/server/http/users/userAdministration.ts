import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { copyProfiles, createUser, deleteUser, inviteUser, openUser, updateUser } from "../../domain/users/saveUser"
import {
  driverReportOptionsHeldBy,
  managedUsers,
  organizationDriverReportOptions,
  usersOfOrganization
} from "../../domain/users/userLists"
import { findUsers } from "../../domain/users/userSearch"
import { MailDelivery } from "../../mail/mailDelivery"
import { requestedPage } from "../shared/searchFilters"
import { asAdministrator, layerUsersServices } from "./usersServices"

/** User administration (document 2 sections 2 and 7): search, profile, enable, disable, delete, invite. */
export const layerUserAdministration = HttpApiBuilder.group(PortalApi, "userAdministration", (handlers) =>
  Effect.gen(function* () {
    const { read, change } = yield* asAdministrator
    const mail = yield* MailDelivery
    // An invitation is queued in the outbox with the account: it is read at once rather than at its next poll.
    const changeAndSend: typeof change = (body) => change(body).pipe(Effect.tap(() => mail.wake))
    return handlers
      .handle("search", ({ query }) => read((admin) => findUsers(admin, query, requestedPage(query.pageNumber, query.pageSize))))
      .handle("findByOrganization", ({ params }) => read((admin) => usersOfOrganization(admin, params.id)))
      .handle("list", () => read(managedUsers))
      .handle("create", ({ payload }) => changeAndSend((admin) => createUser(admin, payload)))
      .handle("get", ({ params }) => read((admin) => openUser(admin, params.id)))
      .handle("update", ({ params, payload }) => change((admin) => updateUser(admin, params.id, payload)))
      .handle("delete", ({ params, query }) => change((admin) => deleteUser(admin, params.id, query.hardDelete === "true")))
      .handle("invite", ({ params }) => changeAndSend((admin) => inviteUser(admin, params.id)))
      .handle("copyProfiles", ({ params }) => read((admin) => copyProfiles(admin, params.email)))
      .handle("grantable", () => read((admin) => Effect.succeed(admin.held)))
      .handle("driverReportOptions", ({ params, query }) =>
        read(() =>
          Effect.flatMap(CurrentUser, (user) =>
            organizationDriverReportOptions(user, params.organizationId, query.reportingCompanyId ?? "any")
          )
        )
      )
      .handle("userDriverReportOptions", ({ query }) => read((admin) => driverReportOptionsHeldBy(admin, query.userId)))
  })
).pipe(Layer.provide(layerUsersServices))
