import { Effect } from "effect"
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"

// The collection on demand V8 gives a context of its own when asked; the portal's own contexts get none.
setFlagsFromString("--expose-gc")
const collectGarbage = runInNewContext("gc") as (options: {
  readonly type: "major"
  readonly execution: "sync"
  readonly flavor: "last-resort"
}) => void
setFlagsFromString("--no-expose-gc")

/**
 * This thread's heap collected as V8 does under memory pressure, which gives the pages the heap no
 * longer needs back to the system (an ordinary full collection keeps them for later, and V8's own
 * reduction waits until the thread has been idle a while: a minute and more in a busy process).
 */
const giveHeapBack = () => collectGarbage({ type: "major", execution: "sync", flavor: "last-resort" })

/**
 * Gives the heap back once no work has run for `quietMs` (`before` just ahead of it): `around` an
 * effect counts it as work while it runs. Work that starts meanwhile keeps the pages for itself.
 */
export const heapGiveBackWhenQuiet = (quietMs: number, before: () => void = () => {}) => {
  let working = 0
  let later: ReturnType<typeof setTimeout> | undefined
  const begin = () => {
    clearTimeout(later)
    working += 1
  }
  const end = () => {
    working -= 1
    if (working > 0) return
    later = setTimeout(() => {
      before()
      giveHeapBack()
    }, quietMs).unref()
  }
  return {
    around: <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      Effect.acquireUseRelease(
        Effect.sync(begin),
        () => effect,
        () => Effect.sync(end)
      )
  }
}
