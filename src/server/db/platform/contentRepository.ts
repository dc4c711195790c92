import { Context, Layer } from "effect"
import { overSql, type Repository } from "../shared/repository"
import * as content from "./content"

export type { ContentItem, ContentTexts } from "./content"

/** The content module's operations, each a read or a write of one item. */
const operations = { ...content }

/** Where the settings' content is kept: the system message, the versions of the terms of service, the contact-us texts. */
export type ContentRepositoryShape = Repository<typeof operations>

export class ContentRepository extends Context.Service<ContentRepository, ContentRepositoryShape>()("portal/ContentRepository") {}

export const layerContentRepository = Layer.effect(ContentRepository, overSql(operations))
