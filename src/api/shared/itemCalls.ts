import type { Context, Schema } from "effect"
import type { HttpRouter } from "effect/http"
import { HttpApiEndpoint } from "effect/http-api"
import { operation } from "../access"
import { BadRequest, Conflict, Forbidden, NotFound } from "../errors"
import { Id } from "../fields"

/** The id an item's calls name it by in their path. */
export const idParams = { id: Id }

/** An operation's OpenAPI summary and description. */
export type OperationText = { readonly summary: string; readonly description: string }

/**
 * The calls that add, change and delete one kind of item, under the access they share: POST {create} answers
 * the new item with 201; PUT and DELETE {item} name it by id. Adding or changing one may meet a duplicate
 * (409), and deleting one, where `deleteConflicts`, an item still in use (409). Where `forbidden`, every
 * call declares the 403 of its access, before the 404 of an unknown item.
 */
export const itemCalls = <
  const CreatePath extends HttpRouter.PathInput,
  const ItemPath extends HttpRouter.PathInput,
  Item extends Schema.Top,
  Create extends Schema.Top,
  Update extends Schema.Top,
  I
>(
  paths: { readonly create: CreatePath; readonly item: ItemPath },
  schemas: { readonly item: Item; readonly create: Create; readonly update: Update },
  rules: { readonly access: Context.Context<I>; readonly forbidden: boolean; readonly deleteConflicts: boolean }
) => {
  const refusals = rules.forbidden ? [Forbidden] : []
  return {
    create: (text: OperationText) =>
      HttpApiEndpoint.post("create", paths.create, {
        payload: schemas.create,
        success: schemas.item.annotate({ httpApiStatus: 201 }),
        error: [BadRequest, Conflict, ...refusals]
      }).annotateMerge(operation(rules.access, text)),
    update: (text: OperationText) =>
      HttpApiEndpoint.put("update", paths.item, {
        params: idParams,
        payload: schemas.update,
        success: schemas.item,
        error: [BadRequest, Conflict, ...refusals, NotFound]
      }).annotateMerge(operation(rules.access, text)),
    delete: (text: OperationText) =>
      HttpApiEndpoint.delete("delete", paths.item, {
        params: idParams,
        error: rules.deleteConflicts ? [Conflict, ...refusals, NotFound] : [...refusals, NotFound]
      }).annotateMerge(operation(rules.access, text))
  }
}
