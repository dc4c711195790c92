import type { UsageReportResult, UsageRow } from "../../../api/usage/schemas"
import type { UsageRecord } from "../../db/usage/usageReport"

/** The default sort of document 2 section 2: organization, ascending. */
export const defaultUsageSort = { sortColumn: "organization", sortDirection: "asc" } as const

const named = (id: number | null, nameEn: string | null, nameFr: string | null) =>
  id === null ? null : { id, nameEn: nameEn ?? "", nameFr: nameFr ?? "" }

/** The rows of the report and their count; a record without an organization only carries the count. */
export const usageResult = (records: ReadonlyArray<UsageRecord>): UsageReportResult => ({
  count: records[0]?.total ?? 0,
  data: records.flatMap((r): ReadonlyArray<UsageRow> =>
    r.organizationId === null
      ? []
      : [
          {
            organization: named(r.organizationId, r.organizationEn, r.organizationFr)!,
            reportingCompany: named(r.reportingCompanyId, r.companyEn, r.companyFr),
            unit: named(r.unitId, r.unitEn, r.unitFr),
            userId: r.userId ?? "",
            userName: r.userName ?? "",
            numberOfRequest: r.numberOfRequest ?? 0,
            ...(typeof r.machineClientId === "string" && { machineClientId: r.machineClientId })
          }
        ]
  )
})
