import { Effect } from "effect"
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"

/**
 * The answering thread's heap while SDC files are ingested (docs/performance.md, "What the answering
 * thread's collections are"). With V8's default growth (a tenth of the live heap, about 101 MB, plus
 * the young generation) its next marking starts as soon as the last ends: a full collection every
 * 0.3 s while a file is read, each a pause for the requests being answered. While any file is
 * ingested the heap may grow by half before its next one; a second after the last ends, the default
 * again, and the collection V8 makes under memory pressure gives the ingestion's pages back to the
 * system (an ordinary one keeps them for later).
 */
const ingestingGrowthPercent = 50
const giveBackAfterMs = 1_000

// The collection on demand V8 gives a context of its own when asked; the portal's own context gets none.
setFlagsFromString("--expose-gc")
const collectGarbage = runInNewContext("gc") as (options: {
  readonly type: "major"
  readonly execution: "sync"
  readonly flavor: "last-resort"
}) => void
setFlagsFromString("--no-expose-gc")

let ingesting = 0
let giveBackLater: ReturnType<typeof setTimeout> | undefined

const giveBack = () => {
  setFlagsFromString("--heap-growing-percent=0")
  collectGarbage({ type: "major", execution: "sync", flavor: "last-resort" })
}

/** `effect` with the heap's growth for an ingestion while it runs. */
export const withIngestionHeap = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.acquireUseRelease(
    Effect.sync(() => {
      // A file that starts within the second keeps the growth, and the pages for later.
      clearTimeout(giveBackLater)
      if (ingesting++ === 0) setFlagsFromString(`--heap-growing-percent=${ingestingGrowthPercent}`)
    }),
    () => effect,
    () =>
      Effect.sync(() => {
        // Once the file's answer is on its way.
        if (--ingesting === 0) giveBackLater = setTimeout(giveBack, giveBackAfterMs).unref()
      })
  )
