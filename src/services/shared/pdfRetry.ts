import { Duration, Effect } from "effect"
import type { PortalFailure } from "../api/portalFailure"

/** How many times a PDF request refused as busy is sent again by itself before the user is told. */
export const maxPdfRetries = 3

export interface PdfRetryOptions {
  /** Told each time the server asks to wait: the seconds before the request is sent again. */
  readonly onWait: (seconds: number) => void
  /** The wait itself; a test passes one that does not take time. */
  readonly sleep?: (seconds: number) => Effect.Effect<void>
}

/**
 * A PDF request the server refuses as busy (503 with Retry-After, when its PDF workers and their queue
 * are full) is sent again after the seconds it asks for, up to maxPdfRetries times, so that the user
 * gets the PDF without pressing again. Past that, or on any other failure, the failure stands.
 */
export const retryWhileBusy = <A, R>(
  request: Effect.Effect<A, PortalFailure, R>,
  { onWait, sleep = (seconds) => Effect.sleep(Duration.seconds(seconds)) }: PdfRetryOptions
): Effect.Effect<A, PortalFailure, R> => {
  const attempt = (retriesLeft: number): Effect.Effect<A, PortalFailure, R> =>
    Effect.catchIf(
      request,
      (failure) => failure._tag === "ServiceUnavailable" && retriesLeft > 0,
      (failure) => {
        const seconds = failure._tag === "ServiceUnavailable" ? Math.max(1, failure.retryAfterSeconds) : 1
        return Effect.sync(() => onWait(seconds)).pipe(Effect.andThen(sleep(seconds)), Effect.andThen(attempt(retriesLeft - 1)))
      }
    )
  return attempt(maxPdfRetries)
}
