import { Effect } from "effect"

/**
 * How many requests this process is answering now (the request log's middleware counts them in and
 * out), SDC files being ingested left out. Long background work of the same thread, an SDC file's
 * reading, checks and apply, lets them go first: the thread's time is the users' before it is the file's.
 */
let answering = 0

export const requestsAnswering = {
  begin: () => {
    answering += 1
  },
  end: () => {
    answering -= 1
  },
  get count() {
    return answering
  }
}

/**
 * `effect`, a request's work that is the file's rather than the user's (an SDC upload), not counted
 * while it runs: other work does not wait for it, nor it for another file.
 */
export const asBackgroundWork = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.acquireUseRelease(
    Effect.sync(requestsAnswering.end),
    () => effect,
    () => Effect.sync(requestsAnswering.begin)
  )

/** Waits while requests are being answered, `longestMs` at most: the file still goes on while they keep coming. */
export const requestsFirst = (longestMs: number) =>
  Effect.gen(function* () {
    for (let waited = 0; answering > 0 && waited < longestMs; waited += 1) yield* Effect.sleep("1 millis")
  })
