import { Cause, Exit, Option, type Effect } from "effect"
import { Cancelled, toPortalFailure } from "./api/portalFailure"
import { portalRuntime, type PortalRuntime, type PortalServices } from "./portalRuntime"

/**
 * Runs a machine's service call on the portal's runtime: resolves with the Effect's value, rejects
 * with its tagged error, with Cancelled when it was interrupted, else with an unexpected answer.
 */
export const runForActor = async <Output, E>(
  effect: Effect.Effect<Output, E, PortalServices>,
  signal: AbortSignal,
  runtime: PortalRuntime = portalRuntime
): Promise<Output> => {
  const exit = await runtime.runPromiseExit(effect, { signal })
  if (Exit.isSuccess(exit)) return exit.value
  const error = Cause.findErrorOption(exit.cause)
  if (Option.isSome(error)) throw error.value
  throw Cause.hasInterruptsOnly(exit.cause) ? new Cancelled() : toPortalFailure(Cause.squash(exit.cause))
}
