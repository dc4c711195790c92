import type { DriverReport } from "../../api/reports/schemas"
import type { PortalFailure } from "../../services/api/portalFailure"

/**
 * How a correction dialog ends, for correction mode to act on: the report the server returned
 * (document 3 section 4: it replaces the one on screen), someone else's change found first (409),
 * or the dialog cancelled.
 */
export type DialogOutcome =
  | { readonly outcome: "corrected"; readonly report: DriverReport }
  | { readonly outcome: "conflict" }
  | { readonly outcome: "cancelled" }

/** What a failed save becomes (document 3 section 8); a 400 naming the dialog's fields is shown at them first. */
export type SaveFailure =
  /** 409: the item changed since the report; correction mode says so and pulls the report again. */
  | { readonly kind: "conflict" }
  /** A 400 with no field the dialog shows: a notice with the generic error400 message. */
  | { readonly kind: "badRequest" }
  /** Anything else: the generic handler of document 1 section 8. */
  | { readonly kind: "other"; readonly failure: PortalFailure }

export const saveFailure = (failure: PortalFailure): SaveFailure => {
  if (failure._tag === "Conflict") return { kind: "conflict" }
  if (failure._tag === "BadRequest") return { kind: "badRequest" }
  return { kind: "other", failure }
}

export const corrected = (report: DriverReport): DialogOutcome => ({ outcome: "corrected", report })
