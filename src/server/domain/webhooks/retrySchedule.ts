/** When a delivery is tried again (docs/operations.md, "Events to carriers' endpoints"). */
export interface RetrySchedule {
  /** Waits between tries, in seconds; the last repeats. */
  readonly retrySeconds: ReadonlyArray<number>
  /** No try later than this after the event. */
  readonly retryWindowSeconds: number
}

/**
 * After the `tries`-th failed try (1 for the first) of a delivery made at `createdAt`: the wait before
 * the next try, or undefined when that try would fall past the window (the delivery has failed).
 */
export const nextRetryInSeconds = (schedule: RetrySchedule, tries: number, createdAt: Date, now: Date): number | undefined => {
  const waits = schedule.retrySeconds
  const wait = waits[Math.min(Math.max(tries, 1), waits.length) - 1] ?? 60
  const due = now.getTime() + wait * 1000
  return due > createdAt.getTime() + schedule.retryWindowSeconds * 1000 ? undefined : wait
}
