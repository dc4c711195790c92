/** How long a PDF request is taken to spend with the workers (waiting and rendering) before any has finished. */
const firstStaySeconds = 1

/** The longest Retry-After asked for: the queue is bounded so that no request waits longer. */
export const maxPdfRetryAfterSeconds = 10

export type PdfAdmission = { readonly _tag: "Admitted" } | { readonly _tag: "Full"; readonly retryAfterSeconds: number }

/**
 * Counts the PDF requests rendering or waiting for a worker: at most workers + queue at once. Past
 * that a request is refused at once, asked to come back once those inside are likely done: after the
 * time recent requests spent with the workers, waiting and rendering.
 */
export const makePdfAdmission = (workers: number, queue: number) => {
  let inside = 0
  let averageSeconds = firstStaySeconds
  return {
    enter: (): PdfAdmission => {
      if (inside >= workers + queue) {
        const seconds = Math.ceil(averageSeconds)
        return { _tag: "Full", retryAfterSeconds: Math.min(maxPdfRetryAfterSeconds, Math.max(1, seconds)) }
      }
      inside++
      return { _tag: "Admitted" }
    },
    /** A request admitted is done (rendered, failed or abandoned); rendered ones say how long they stayed. */
    leave: (staySeconds?: number) => {
      inside--
      // Recent requests weigh most: the machine's load changes.
      if (staySeconds !== undefined) averageSeconds = 0.8 * averageSeconds + 0.2 * staySeconds
    },
    get inside() {
      return inside
    }
  }
}
