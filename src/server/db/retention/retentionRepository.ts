import { Context, Layer } from "effect"
import { overSql, type Repository } from "../shared/repository"
import * as retention from "./retention"

const operations = {
  removeSentMail: retention.removeSentMail,
  removeSpentInvitations: retention.removeSpentInvitations,
  removeExpiredProviderRecords: retention.removeExpiredProviderRecords,
  removeEndedSessions: retention.removeEndedSessions,
  removeFederatedSignIns: retention.removeFederatedSignIns,
  removeResetLinks: retention.removeResetLinks,
  removeSecondFactorSteps: retention.removeSecondFactorSteps,
  removeReauthentications: retention.removeReauthentications,
  clearSdcErrorValues: retention.clearSdcErrorValues
}

/** The removals of the retention sweep: each kind of record past an age, answering how many went. */
export type RetentionRepositoryShape = Repository<typeof operations>

export class RetentionRepository extends Context.Service<RetentionRepository, RetentionRepositoryShape>()(
  "portal/RetentionRepository"
) {}

export const layerRetentionRepository = Layer.effect(RetentionRepository, overSql(operations))
