/** How long one render is taken to last before any has finished. */
const firstRenderSeconds = 1

/**
 * The longest stay with the workers (waiting and rendering) a request is admitted to: under the 10 s
 * that no request should wait, leaving room for the request's other work and for the estimate's error.
 */
export const maxPdfStaySeconds = 8

/** The longest Retry-After asked for. */
export const maxPdfRetryAfterSeconds = 10

export type PdfAdmission =
  | {
      readonly _tag: "Admitted"
      /** How long it may wait for a worker: its stay's bound less a render. */
      readonly maxWaitSeconds: number
      /** The request is done (rendered, failed or abandoned); a rendered one says how long it stayed. */
      readonly leave: (staySeconds?: number) => void
    }
  | { readonly _tag: "Full"; readonly retryAfterSeconds: number }

/**
 * Counts the PDF requests rendering or waiting for a worker: at most workers + queue at once, and,
 * while every worker is busy, only as many as are expected to be rendered within maxPdfStaySeconds at
 * the pace of recent renders, so that a slower machine or larger reports shorten the queue instead of
 * lengthening the wait. Past that a request is refused at once, asked to come back once those inside
 * are likely done.
 */
export const makePdfAdmission = (workers: number, queue: number) => {
  let inside = 0
  let renderSeconds = firstRenderSeconds
  /** The renders a request waits for, counted in rounds of all the workers, and its own. */
  const rounds = (ahead: number) => Math.max(0, ahead - workers + 1) / workers + 1
  const expectedStay = (ahead: number) => rounds(ahead) * renderSeconds
  /** After about the time those inside take to be rendered. */
  const retryAfterSeconds = () => Math.min(maxPdfRetryAfterSeconds, Math.max(1, Math.ceil(expectedStay(inside))))
  return {
    enter: (): PdfAdmission => {
      const ahead = inside
      const workerFree = ahead < workers
      if (!workerFree && (ahead >= workers + queue || expectedStay(ahead) > maxPdfStaySeconds)) {
        return { _tag: "Full", retryAfterSeconds: retryAfterSeconds() }
      }
      inside++
      let left = false
      return {
        _tag: "Admitted",
        maxWaitSeconds: Math.max(1, maxPdfStaySeconds - renderSeconds),
        leave: (staySeconds) => {
          if (left) return
          left = true
          inside--
          // Recent renders weigh most: the machine's load changes.
          if (staySeconds !== undefined) renderSeconds = 0.8 * renderSeconds + 0.2 * (staySeconds / rounds(ahead))
        }
      }
    },
    retryAfterSeconds,
    get inside() {
      return inside
    }
  }
}
