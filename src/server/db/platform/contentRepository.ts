import { RepositoryOverSql } from "../shared/repository"
import * as content from "./content"

export type { ContentItem, ContentTexts } from "./content"

/** Where the settings' content is kept: the system message, the versions of the terms of service, the contact-us texts. */
export type ContentRepositoryShape = ContentRepository["Service"]

export class ContentRepository extends RepositoryOverSql<ContentRepository>()("portal/ContentRepository", {
  /** The content module's operations, each a read or a write of one item. */
  ...content
}) {}

export const layerContentRepository = ContentRepository.layer
