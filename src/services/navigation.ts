import type { VehicleReport } from "../api/reports/vehicleSchemas"

/** Navigation state a screen is opened with (where a report was opened from, and with which id). */
export interface NavigationState {
  readonly origin?: "/driver-report" | "/report-history" | "/ninetydays-report"
  readonly reportContextId?: number
  /** A corrected report opens with correction mode still on. */
  readonly correctionMode?: boolean
  /** ...with the accordion items open that were open on the report it replaced... */
  readonly expanded?: { readonly policies: ReadonlyArray<string>; readonly claims: ReadonlyArray<string> }
  /** ...and the focus on the control the correction was opened from (its test id). */
  readonly focusControl?: string
  /** The report opened is the company's stored one, answered again instead of a new one. */
  readonly reused?: boolean
  /** The vehicle report travels from the search to its view. */
  readonly vehicleReport?: VehicleReport
}

export interface NavigateOptions {
  readonly replace?: boolean
  readonly state?: NavigationState
}

type Navigator = (path: string, options: NavigateOptions) => void

let navigator: Navigator | undefined

/** The router registers itself here once, so machines can move the user without knowing the router. */
export const setNavigator = (next: Navigator | undefined): void => {
  navigator = next
}

/** Goes to a path of the portal (with its query), inside the single-page app. */
export const navigate = (path: string, options: NavigateOptions = {}): void => {
  if (navigator) navigator(path, options)
  else window.location.assign(path)
}

/** A window opened while the click still allowed it, for a link that comes later (a PDF after a wait). */
let heldWindow: Window | null = null

/**
 * Opens an empty window now, while the user's click still allows a new window, for a link that will
 * come after a wait: browsers refuse windows opened seconds after the click.
 */
export const holdNewWindow = (): void => {
  if (heldWindow && !heldWindow.closed) return
  heldWindow = window.open("", "_blank")
  if (heldWindow) heldWindow.opener = null
}

/** Closes the window held for a link that did not come. */
export const releaseHeldWindow = (): void => {
  if (heldWindow && !heldWindow.closed) heldWindow.close()
  heldWindow = null
}

/** Opens a link (a PDF) in a new window: the one held for it, if any. */
export const openInNewWindow = (link: string): void => {
  const held = heldWindow
  heldWindow = null
  if (held && !held.closed) held.location.href = link
  else window.open(link, "_blank", "noopener")
}
