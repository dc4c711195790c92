/**
 * Where a user may read reports for some functions: the reporting companies they hold for them,
 * and the organizations held directly (bureau, broker and third-party organizations have no companies).
 */
export interface ReportScope {
  readonly userId: number
  readonly companyIds: ReadonlySet<number>
  readonly organizationIds: ReadonlySet<number>
}

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
