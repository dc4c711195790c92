import { Deferred, Effect } from "effect"

/** What names a report's PDF rendered ahead: the kind of report, the report and the language. */
export const aheadKey = (reportId: number, language: "en" | "fr", kind: "driver" | "vehicle" = "driver") =>
  `${kind}:${reportId}:${language}`

/** A PDF to render before it is asked for: `render` renders and keeps it, and never fails. */
export interface AheadRender {
  /** The report and language (aheadKey). */
  readonly key: string
  readonly render: Effect.Effect<void>
}

/** How long a report waits to have its PDF rendered ahead: one not rendered by then is left to be rendered when asked for. */
export const aheadMaxWaitMs = 30_000

interface Waiting extends AheadRender {
  readonly since: number
}

/**
 * The reports waiting to have their PDF rendered ahead, oldest first, and those rendering. At most
 * `capacity` wait: a new one pushes out the oldest, as the newest report is the likeliest to be printed
 * next. A PDF asked for while its report waits here is rendered by the request itself (the report
 * leaves the line); asked for while it renders ahead, the request may wait for that render.
 */
export const makeAheadRenders = (capacity: number) => {
  const waiting = new Map<string, Waiting>()
  const rendering = new Map<string, Deferred.Deferred<void>>()
  return {
    /** Whether the render joined the line: not when rendering ahead is off, nor twice for one key. */
    offer: (render: AheadRender, now: number): boolean => {
      if (capacity === 0 || waiting.has(render.key) || rendering.has(render.key)) return false
      if (waiting.size >= capacity) waiting.delete(waiting.keys().next().value!)
      waiting.set(render.key, { ...render, since: now })
      return true
    },
    /** The oldest waiting render not past its wait, now counted as rendering; `done` must follow. */
    start: (now: number): AheadRender | undefined => {
      for (const [key, next] of waiting) {
        waiting.delete(key)
        if (now - next.since > aheadMaxWaitMs) continue
        rendering.set(key, Deferred.makeUnsafe<void>())
        return next
      }
      return undefined
    },
    /** The render of `key` ended, kept or not: those waiting for it go on. */
    done: (key: string) =>
      Effect.suspend(() => {
        const finished = rendering.get(key)
        rendering.delete(key)
        return finished === undefined ? Effect.void : Deferred.succeed(finished, undefined)
      }),
    /** Before a request renders `key` itself: a waiting render is dropped, a running one waited for. */
    settle: (key: string): Effect.Effect<void> =>
      Effect.suspend(() => {
        waiting.delete(key)
        const running = rendering.get(key)
        return running === undefined ? Effect.void : Deferred.await(running)
      }),
    get waiting() {
      return waiting.size
    }
  }
}
