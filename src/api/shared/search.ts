import type { Context, Schema } from "effect"
import type { HttpRouter } from "effect/http"
import { HttpApiEndpoint } from "effect/http-api"
import { operation } from "../access"
import { BadRequest, Forbidden } from "../errors"
import type { OperationText } from "./itemCalls"

/** The refusals of every search: 400 for a malformed filter, 403 for a function, organization or company not held. */
const searchErrors = [BadRequest, Forbidden] as const

/** The 403 of a search for an organization or company the caller does not hold the function for. */
export const companiesRefused = (functionName: string) =>
  `403 COMPANIES_NOT_ALLOWED for an organization or company the caller does not hold ${functionName} for.`

/** Paging by pageNumber and pageSize, both or neither. */
export const pagedBoth = (pageSize: number) =>
  `With pageNumber (1-based) and pageSize (1 to ${pageSize}) one page comes back with the total count; without both, the whole result.`

/** Paging by pageNumber or pageSize, 10 rows a page when only the number is given. */
export const pagedEither = (pageSize: number, count = "the total count") =>
  `With pageNumber (1-based) or pageSize (1 to ${pageSize}; 10 when absent) one page comes back with ${count}; without both, the whole result`

/**
 * A search of the rows the caller may see: the filter in the query (GET), in the body (POST), or in the body with
 * the paging in the query (POST, paged). Every search is refused with the same errors.
 */
export const search = {
  get: <
    const Name extends string,
    const Path extends HttpRouter.PathInput,
    Query extends Schema.Top | Schema.Struct.Fields,
    Success extends Schema.Top,
    I
  >(
    name: Name,
    path: Path,
    schemas: { readonly query: Query; readonly success: Success },
    access: Context.Context<I>,
    text: OperationText
  ) =>
    HttpApiEndpoint.get(name, path, { query: schemas.query, success: schemas.success, error: searchErrors }).annotateMerge(
      operation(access, text)
    ),
  post: <
    const Name extends string,
    const Path extends HttpRouter.PathInput,
    Payload extends HttpApiEndpoint.PayloadConstraintCodecs<"POST">,
    Success extends Schema.Top,
    I
  >(
    name: Name,
    path: Path,
    schemas: { readonly payload: Payload; readonly success: Success },
    access: Context.Context<I>,
    text: OperationText
  ) =>
    HttpApiEndpoint.post(name, path, {
      payload: schemas.payload,
      success: schemas.success,
      error: searchErrors
    }).annotateMerge(operation(access, text)),
  pagedPost: <
    const Name extends string,
    const Path extends HttpRouter.PathInput,
    Query extends Schema.Top | Schema.Struct.Fields,
    Payload extends HttpApiEndpoint.PayloadConstraintCodecs<"POST">,
    Success extends Schema.Top,
    I
  >(
    name: Name,
    path: Path,
    schemas: { readonly query: Query; readonly payload: Payload; readonly success: Success },
    access: Context.Context<I>,
    text: OperationText
  ) =>
    HttpApiEndpoint.post(name, path, {
      query: schemas.query,
      payload: schemas.payload,
      success: schemas.success,
      error: searchErrors
    }).annotateMerge(operation(access, text))
}
