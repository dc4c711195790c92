import { useCallback } from "react"

/**
 * A ref for the heading of content that arrives after an action (a search's results, the next page):
 * each time `arrival` changes to a new value, the heading takes the focus, so a keyboard or screen-reader
 * user continues from the new content instead of the page body. The heading needs tabIndex -1.
 */
export const useFocusOnArrival = (arrival: unknown) =>
  // A new callback per arrival: React calls it once with the element, which then takes the focus.
  useCallback((element: HTMLElement | null) => element?.focus(), [arrival])
