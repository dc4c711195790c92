import { RepositoryOverSql } from "../shared/repository"
import * as retention from "./retention"

/** The removals of the retention sweep: each kind of record past an age, answering how many went. */
export type RetentionRepositoryShape = RetentionRepository["Service"]

export class RetentionRepository extends RepositoryOverSql<RetentionRepository>()("portal/RetentionRepository", {
  /** Every removal of the module. */
  ...retention
}) {}

export const layerRetentionRepository = RetentionRepository.layer
