import { Effect } from "effect"
import { FunctionId } from "../../../api/functions"
import { CurrentUser } from "../../../api/security"
import type { SdcReportQuery, SdcReportResult } from "../../../api/sdc/schemas"
import { countSdcFiles, searchSdcFiles, type SdcSearchFilter } from "../../db/sdc/sdcFiles"
import { readReportScope } from "../../db/shared/reportScope"
import { invalidFields } from "../../domain/invalidRequest"
import { isFileStatus, isFileType, toSdcFileRow } from "../../domain/sdc/fileRows"
import { addDays, startOfDay } from "../../domain/shared/dates"
import { requestedPage, requireFilterInScope, requireSearchPeriod } from "../shared/searchFilters"

/** GET /Sdc/GetSdcReports: the files of the companies held for sdcReport, newest first unless sorted otherwise. */
export const sdcReportsHandler = (query: SdcReportQuery) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const zone = yield* requireSearchPeriod(query)
    const unknown = [
      ...(query.statusId !== undefined && !isFileStatus(query.statusId) ? ["statusId"] : []),
      ...(query.fileTypeId !== undefined && !isFileType(query.fileTypeId) ? ["fileTypeId"] : [])
    ].map((field) => ({ field, code: "unknownValue" as const }))
    if (unknown.length > 0) return yield* invalidFields(unknown, "Unknown file status or type")

    const scope = yield* readReportScope(user, [FunctionId.sdcReport])
    const organizationId = query.organizationId ?? null
    const reportingCompanyId = query.reportingCompanyId ?? null
    yield* requireFilterInScope(user, FunctionId.sdcReport, scope, { organizationId, reportingCompanyId })
    const sortColumn = query.sortColumn ?? "receivedDate"
    const filter: SdcSearchFilter = {
      scope,
      organizationId,
      reportingCompanyId,
      statusId: query.statusId ?? null,
      fileTypeId: query.fileTypeId ?? null,
      from: query.fromDate === undefined ? null : startOfDay(query.fromDate, zone),
      until: query.toDate === undefined ? null : startOfDay(addDays(query.toDate, 1), zone),
      sortColumn,
      sortDirection: query.sortDirection ?? (sortColumn === "receivedDate" ? "desc" : "asc"),
      language: query.language ?? "en",
      page: requestedPage(query.pageNumber, query.pageSize)
    }
    const rows = yield* searchSdcFiles(filter)
    const count = rows[0]?.total ?? (filter.page !== null && filter.page.number > 1 ? yield* countSdcFiles(filter) : 0)
    const result: SdcReportResult = { count, data: rows.map(toSdcFileRow) }
    return result
  })
