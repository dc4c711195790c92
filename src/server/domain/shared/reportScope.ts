import type { ReportScope } from "../../db/shared/reportScope"

export type { ReportScope }

export interface ReportOwner {
  readonly requestorUserId: number
  readonly organizationId: number
  readonly reportingCompanyId: number | null
}

/** A report belongs to its requestor's company (or organization); nobody reads another company's reports. */
export const mayReadReport = (scope: ReportScope, report: ReportOwner) =>
  report.requestorUserId === scope.userId ||
  (report.reportingCompanyId !== null
    ? scope.companyIds.has(report.reportingCompanyId)
    : scope.organizationIds.has(report.organizationId))
