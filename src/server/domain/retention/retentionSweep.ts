import { Duration, Effect, Layer, Schedule } from "effect"
import { PortalConfig, type RetentionSettings } from "../../config"
import { layerRetentionRepository, RetentionRepository } from "../../db/retention/retentionRepository"
import { onDatabase } from "../../db/shared/onDatabase"

/** What one sweep removed, by kind. */
export interface RetentionSweepResult {
  readonly sentMail: number
  readonly spentInvitations: number
  readonly expiredProviderRecords: number
  readonly endedSessions: number
  readonly federatedSignIns: number
  readonly oneTimeSignInRecords: number
  readonly sdcErrorValues: number
}

/**
 * How long each kind of record stays once it is spent (docs/data-classification.md): mail sent, and
 * mail never sent whose body is a secret (an invitation's link, expired by then), for the configured
 * days, and the invitations used, revoked or expired with it; the embedded provider's records once
 * expired, and the session list's rows a day after their grant went; carriers' sign-in states and the
 * account a password verified for a second factor's step an hour (the interaction they finish has
 * expired); password reset links a day after they were used or expired; the values SDC error rows
 * quote (a driver's data) for the configured days. A session's re-authentication goes with its grant;
 * the sign-in throttle's counters are cleared by the throttle itself.
 */
export const retentionAges = (settings: RetentionSettings) => ({
  mail: Duration.days(settings.mailDays),
  providerRecords: Duration.zero,
  endedSessions: Duration.days(1),
  signInSteps: Duration.hours(1),
  resetLinks: Duration.days(1),
  sdcErrorValues: Duration.days(settings.sdcErrorValueDays)
})

/** One sweep: each kind past its age, in this order (a session's row goes once the provider's grant went). */
export const sweepRetention = (settings: RetentionSettings) =>
  Effect.gen(function* () {
    const db = yield* RetentionRepository
    const ages = retentionAges(settings)
    const removed: RetentionSweepResult = {
      sentMail: yield* db.removeSentMail(ages.mail),
      spentInvitations: yield* db.removeSpentInvitations(ages.mail),
      expiredProviderRecords: yield* db.removeExpiredProviderRecords(ages.providerRecords),
      endedSessions: yield* db.removeEndedSessions(ages.endedSessions),
      federatedSignIns: yield* db.removeFederatedSignIns(ages.signInSteps),
      oneTimeSignInRecords:
        (yield* db.removeResetLinks(ages.resetLinks)) +
        (yield* db.removeSecondFactorSteps(ages.signInSteps)) +
        (yield* db.removeReauthentications),
      sdcErrorValues: yield* db.clearSdcErrorValues(ages.sdcErrorValues)
    }
    return removed
  })

/** The sweep runs a minute after start, then every hour, on every instance (each delete is idempotent). */
const firstSweepAfter = Duration.minutes(1)
const sweepEvery = Duration.hours(1)

export const layerRetentionSweep = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* PortalConfig
    const run = yield* onDatabase
    const repository = yield* RetentionRepository
    yield* run(Effect.provideService(sweepRetention(config.retention), RetentionRepository, repository)).pipe(
      Effect.tap((removed) =>
        Object.values(removed).some((count) => count > 0) ? Effect.logInfo("Retention sweep", removed) : Effect.void
      ),
      Effect.catchCause((cause) => Effect.logWarning("Retention sweep failed", cause)),
      Effect.repeat(Schedule.spaced(sweepEvery)),
      Effect.delay(firstSweepAfter),
      Effect.forkScoped
    )
  })
).pipe(Layer.provide(layerRetentionRepository))
