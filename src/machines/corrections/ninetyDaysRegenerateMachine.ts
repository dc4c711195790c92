import { newReportMachine } from "../shared/newReportMachine"

export interface NinetyDaysRegenerateInput {
  /** The report the 90-day row belongs to. */
  readonly reportId: number
  readonly ninetyDaysDataCorrectionId: number
}

/**
 * "Regenerate report" on a report opened from the 90-day list: RegenerateReport with the row's id
 * files a new report from the current data and marks the row reviewed; the new report then opens.
 */
export const ninetyDaysRegenerateMachine = newReportMachine<NinetyDaysRegenerateInput>("ninetyDaysRegenerate")
