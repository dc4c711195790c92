/** An error answer as another request would give it: each carries the id of its own request. */
export const withoutRequestId = (error: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries(error as Record<string, unknown>).filter(([key]) => key !== "requestId"))
