import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { onDatabase } from "../../db/shared/onDatabase"
import { driverReportOptionsOf } from "../../db/users/userLookups"
import { requireAssignedOrganization } from "../../domain/authorization"
import { administratorOf } from "../../domain/users/administrator"
import { copyProfiles, createUser, deleteUser, inviteUser, openUser, updateUser } from "../../domain/users/saveUser"
import { driverReportOptionsHeldBy, managedUsers, usersOfOrganization } from "../../domain/users/userLists"
import { findUsers } from "../../domain/users/userSearch"
import { Invitations } from "../../identity/invitations"
import { MailDelivery } from "../../mail/mailDelivery"
import { requestedPage } from "../shared/searchFilters"

/** The caller as the administrator of the users they manage. */
const administrator = Effect.map(CurrentUser, administratorOf)

/** User administration (document 2 sections 2 and 7): search, profile, enable, disable, delete, invite. */
export const layerUserAdministration = HttpApiBuilder.group(PortalApi, "userAdministration", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    const invitations = yield* Invitations
    const mail = yield* MailDelivery
    // An invitation is queued in the outbox with the account: it is read at once rather than at its next poll.
    const runAndSend = <A, E, R>(effect: Effect.Effect<A, E, R>) => run(effect).pipe(Effect.tap(() => mail.wake))
    const inviteFrom = (callerId: number) => (userId: number) => invitations.issue(userId, callerId)
    return handlers
      .handle("search", ({ query }) =>
        run(
          Effect.gen(function* () {
            return yield* findUsers(yield* administrator, query, requestedPage(query.pageNumber, query.pageSize))
          })
        )
      )
      .handle("findByOrganization", ({ params }) =>
        run(Effect.flatMap(administrator, (admin) => usersOfOrganization(admin, params.id)))
      )
      .handle("list", () => run(Effect.flatMap(administrator, managedUsers)))
      .handle("create", ({ payload }) =>
        runAndSend(
          Effect.gen(function* () {
            const admin = yield* administrator
            return yield* createUser(admin, payload, inviteFrom(admin.user.id))
          })
        )
      )
      .handle("get", ({ params }) => run(Effect.flatMap(administrator, (admin) => openUser(admin, params.id))))
      .handle("update", ({ params, payload }) =>
        run(Effect.flatMap(administrator, (admin) => updateUser(admin, params.id, payload)))
      )
      .handle("delete", ({ params, query }) =>
        run(Effect.flatMap(administrator, (admin) => deleteUser(admin, params.id, query.hardDelete === "true")))
      )
      .handle("invite", ({ params }) =>
        runAndSend(Effect.flatMap(administrator, (admin) => inviteUser(admin, params.id, inviteFrom(admin.user.id))))
      )
      .handle("copyProfiles", ({ params }) => run(Effect.flatMap(administrator, (admin) => copyProfiles(admin, params.email))))
      .handle("grantable", () => run(Effect.map(administrator, (admin) => admin.held)))
      .handle("driverReportOptions", ({ params, query }) =>
        run(
          Effect.gen(function* () {
            const user = yield* CurrentUser
            yield* requireAssignedOrganization(user, params.organizationId)
            return yield* driverReportOptionsOf(params.organizationId, query.reportingCompanyId ?? "any")
          })
        )
      )
      .handle("userDriverReportOptions", ({ query }) =>
        run(Effect.flatMap(administrator, (admin) => driverReportOptionsHeldBy(admin, query.userId)))
      )
  })
)
