import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { resetSecondFactor, secondFactorStatusOf } from "../../domain/users/secondFactorReset"
import { asAdministrator, layerUsersServices } from "./usersServices"

/** A user's second factor, read and reset by their User Administrator. */
export const layerSecondFactor = HttpApiBuilder.group(PortalApi, "secondFactor", (handlers) =>
  Effect.map(asAdministrator, ({ read, change }) =>
    handlers
      .handle("status", ({ params }) => read((admin) => secondFactorStatusOf(admin, params.id)))
      .handle("reset", ({ params }) => change((admin) => resetSecondFactor(admin, params.id)))
  )
).pipe(Layer.provide(layerUsersServices))
