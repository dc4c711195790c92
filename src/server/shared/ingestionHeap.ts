import { Effect } from "effect"
import { setFlagsFromString } from "node:v8"
import { heapGiveBackWhenQuiet } from "./heapGiveBack"

/**
 * The answering thread's heap while SDC files are ingested (docs/performance.md, "What the answering
 * thread's collections are"). With V8's default growth (a tenth of the live heap, about 101 MB, plus
 * the young generation) its next marking starts as soon as the last ends: a full collection every
 * 0.3 s while a file is read, each a pause for the requests being answered. While any file is
 * ingested the heap may grow by half before its next one; a second after the last ends, the default
 * again, and the ingestion's pages given back to the system.
 */
const ingestingGrowthPercent = 50

const ingesting = heapGiveBackWhenQuiet(1_000, () => setFlagsFromString("--heap-growing-percent=0"))

/** `effect` with the heap's growth for an ingestion while it runs; the pages given back once the file's answer is on its way. */
export const withIngestionHeap = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  ingesting.around(
    Effect.andThen(
      Effect.sync(() => setFlagsFromString(`--heap-growing-percent=${ingestingGrowthPercent}`)),
      effect
    )
  )
