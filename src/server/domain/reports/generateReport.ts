import { Effect } from "effect"
import type { DriverReport } from "../../../api/reports/schemas"
import { ReportsRepository, withReportsOnItsClient, type DriverKey } from "../../db/reports/reportsRepository"
import { filedUnder, requestorName, type Requestor } from "../../shared/requestor"
import { assembleDriverReport } from "./assembleReport"

/** The repository a generation runs on, for the areas built on this module (a correction answers its new report). */
export { layerReportsRepository, ReportsRepository, withReportsOnItsClient } from "../../db/reports/reportsRepository"

export interface ReportRequest {
  readonly driver: DriverKey
  readonly requestor: Requestor
  readonly ianaTimezone: string
  readonly yearsOfData: number | null
  readonly referenceNumber: string | null
  /** Defaults to now; the demo world files reports in the past. */
  readonly reportDate?: string
  readonly regeneratedFrom?: number | null
  /** The stored report a correction is made on: the pull it corrects is not a previous inquiry of the new report. */
  readonly correctionOf?: number
  readonly ninetyDaysDataCorrectionId?: number | null
}

/** A stored report, with the JSON text it was stored as (answered without encoding it again). */
export interface GeneratedReport {
  readonly report: DriverReport
  readonly json: string
}

export type GenerationResult =
  | { readonly _tag: "Generated"; readonly generated: GeneratedReport }
  | { readonly _tag: "UnknownJurisdiction" }
  | { readonly _tag: "UnknownDriver" }

/**
 * Reads the driver's current data (with the new report's id, in the same statement), builds the
 * report and stores it as a snapshot, which counts towards the usage report.
 */
export const generateReport = (request: ReportRequest) =>
  Effect.gen(function* () {
    const { requestor } = request
    const db = yield* ReportsRepository
    const inputs = yield* db.readReportInputs(
      request.driver,
      { organizationId: requestor.organizationId, reportingCompanyId: requestor.reportingCompanyId },
      request.correctionOf
    )
    if (!inputs.jurisdictionExists) return { _tag: "UnknownJurisdiction" } as GenerationResult
    if (!inputs.data || !inputs.header) return { _tag: "UnknownDriver" } as GenerationResult
    const { data, header } = inputs
    const reportDate = request.reportDate ?? new Date().toISOString()
    const name = requestorName(requestor)
    const report = assembleDriverReport(data, {
      id: header.id,
      reportDate,
      ianaTimezone: request.ianaTimezone,
      yearsOfData: request.yearsOfData,
      requestorName: name,
      companyNameEn: header.companyNameEn,
      companyNameFr: header.companyNameFr,
      referenceNumber: request.referenceNumber
    })
    const json = JSON.stringify(report)
    yield* db.insertReport({
      id: header.id,
      driverId: data.driver.id,
      ...filedUnder(requestor),
      referenceNumber: request.referenceNumber,
      reportDate,
      ianaTimezone: request.ianaTimezone,
      yearsOfData: request.yearsOfData,
      regeneratedFrom: request.regeneratedFrom ?? null,
      ninetyDaysDataCorrectionId: request.ninetyDaysDataCorrectionId ?? null,
      driverLicenceNumber: report.dln,
      driverJurisdictionCode: report.dlnJurisdiction.code,
      driverName: report.fullName,
      snapshotJson: json
    })
    return { _tag: "Generated", generated: { report, json } } as GenerationResult
  })

/** generateReport on the SQL client the caller runs with, for callers outside the handlers' layers (the demo world). */
export const generateDriverReport = (request: ReportRequest) => withReportsOnItsClient(generateReport(request))
