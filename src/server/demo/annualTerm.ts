import type { PlannedTerm } from "../db/demo/driverPlan"
import { addYears } from "../domain/shared/dates"

/** The year's term from `effective`, not cancelled: expired once it has ended by `today`, active until then. */
export const annualTerm = (effective: string, today: string): PlannedTerm => {
  const expiry = addYears(effective, 1)
  return { effective, expiry, cancelled: false, cancellation: null, status: expiry <= today ? "EXP" : "ACT" }
}
