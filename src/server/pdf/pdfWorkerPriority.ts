import { setPriority } from "node:os"

/**
 * Loaded first in each PDF worker thread: renders take the CPU left over by the threads answering
 * requests and by the database, so that searches, reports and the busy answer stay quick while the
 * workers are full (docs/decisions.md, "PDFs under load"): nice 10, and 19 for the worker rendering
 * PDFs ahead (PDF_WORKER_NICE, set by the renderer). On Linux a thread's nice value is its own: only
 * this worker thread is lowered.
 */
try {
  setPriority(0, Number(process.env.PDF_WORKER_NICE ?? 10))
} catch {
  // Not permitted here: the worker keeps the server's priority.
}
