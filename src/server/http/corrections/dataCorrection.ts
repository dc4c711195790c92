import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { CorrectionsRepository, layerCorrectionsRepository } from "../../db/corrections/correctionsRepository"
import { inTransaction, onDatabaseWith } from "../../db/shared/onDatabase"
import { addClaim } from "../../domain/corrections/addClaim"
import { addOperator } from "../../domain/corrections/addOperator"
import { correctReport, type CorrectionContext, type CorrectionError } from "../../domain/corrections/applyCorrection"
import type { FieldChange } from "../../domain/corrections/changes"
import { correctClaim, removeClaim } from "../../domain/corrections/claims"
import { layerReportsRepository, ReportsRepository } from "../../domain/reports/generateReport"
import { correctDriverInfo } from "../../domain/corrections/driverInfo"
import { correctPolicy } from "../../domain/corrections/policyStatus"
import { WebhookWake } from "../../domain/shared/webhookWake"
import { MailDelivery } from "../../mail/mailDelivery"
import { readableReport, reportResponse } from "../shared/storedReport"

/** One correction of the report the caller reads (another company's report answers as missing), in one transaction. */
const correction = <R>(
  reportId: number,
  correct: (context: CorrectionContext) => Effect.Effect<ReadonlyArray<FieldChange>, CorrectionError, R>
) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const stored = yield* readableReport(user, reportId)
    return reportResponse(yield* inTransaction(correctReport(user, stored, correct)))
  })

/** The six corrections of document 3 section 7; each answers the report generated from the corrected data. */
export const layerDataCorrection = HttpApiBuilder.group(PortalApi, "dataCorrection", (handlers) =>
  Effect.gen(function* () {
    const onDb = yield* onDatabaseWith(CorrectionsRepository)
    const mail = yield* MailDelivery
    const webhooks = yield* WebhookWake
    const reports = yield* ReportsRepository
    // A committed correction may have queued notices and events: both outboxes are read at once rather than at their next poll.
    const run = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      onDb(Effect.provideService(effect, ReportsRepository, reports)).pipe(
        Effect.tap(() => Effect.andThen(mail.wake, webhooks.wake))
      )
    return handlers
      .handle("updateDriverInfo", ({ payload }) => run(correction(payload.reportId, correctDriverInfo(payload))))
      .handle("updatePolicy", ({ payload }) => run(correction(payload.reportId, correctPolicy(payload))))
      .handle("updateClaim", ({ payload }) => run(correction(payload.reportId, correctClaim(payload))))
      .handle("removeClaim", ({ payload }) => run(correction(payload.reportId, removeClaim(payload))))
      .handle("addClaim", ({ payload }) => run(correction(payload.reportId, addClaim(payload))))
      .handle("addOperatorInPolicy", ({ payload }) => run(correction(payload.reportId, addOperator(payload))))
  })
).pipe(Layer.provide([layerCorrectionsRepository, layerReportsRepository]))
