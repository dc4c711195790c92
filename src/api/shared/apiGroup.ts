import type { NonEmptyReadonlyArray } from "effect/Array"
import { HttpApiGroup, OpenApi, type HttpApiEndpoint } from "effect/http-api"
import { Authorization } from "../security"

/** A group of the api as the OpenAPI document shows it: its tag's description, then its endpoints. */
export const apiGroup = <const Id extends string, const Endpoints extends NonEmptyReadonlyArray<HttpApiEndpoint.Constraint>>(
  id: Id,
  description: string,
  ...endpoints: Endpoints
) =>
  HttpApiGroup.make(id)
    .add(...endpoints)
    .annotate(OpenApi.Description, description)

/** A group whose every call passes the Authorization middleware, which enforces the access each endpoint declares. */
export const authorizedGroup = <
  const Id extends string,
  const Endpoints extends NonEmptyReadonlyArray<HttpApiEndpoint.Constraint>
>(
  id: Id,
  description: string,
  ...endpoints: Endpoints
) => apiGroup(id, description, ...endpoints).middleware(Authorization)
