import type { DriverReport, GenerateReportPayload } from "../../api/reports/schemas"
import { newReportMachine } from "../shared/newReportMachine"

export interface FreshReportInput {
  /** The generation that was answered with the company's stored report, asked again for a new one. */
  readonly payload: GenerateReportPayload
}

/**
 * A report answered again (docs/api.md, "The same report is not bought twice"): the person may get a
 * fresh one, which is generated (fresh true), counted and opened in its place.
 */
export const freshReportMachine = newReportMachine<FreshReportInput>("freshReport")

/** The generation a stored report answers: its driver, reference number and years of data (0 for the maximum). */
export const generationOf = (report: DriverReport): GenerateReportPayload => ({
  jurisdictionCode: report.dlnJurisdiction.code,
  driverLicenceNumber: report.dln,
  comment: report.referenceNumber,
  driverReportOption: report.yearsOfData ?? 0
})
