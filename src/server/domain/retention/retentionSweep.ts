import { Duration, Effect, Layer, Schedule } from "effect"
import { PortalConfig } from "../../config"
import { sweepRetention } from "../../db/retention/retention"
import { onDatabase } from "../../db/shared/onDatabase"

/** The sweep runs a minute after start, then every hour, on every instance (each delete is idempotent). */
const firstSweepAfter = Duration.minutes(1)
const sweepEvery = Duration.hours(1)

export const layerRetentionSweep = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* PortalConfig
    const run = yield* onDatabase
    yield* run(sweepRetention(config.retention)).pipe(
      Effect.tap((removed) =>
        Object.values(removed).some((count) => count > 0) ? Effect.logInfo("Retention sweep", removed) : Effect.void
      ),
      Effect.catchCause((cause) => Effect.logWarning("Retention sweep failed", cause)),
      Effect.repeat(Schedule.spaced(sweepEvery)),
      Effect.delay(firstSweepAfter),
      Effect.forkScoped
    )
  })
)
