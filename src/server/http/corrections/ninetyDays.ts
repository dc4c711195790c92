import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { correctionFieldKeyById } from "../../../api/corrections/correctionFields"
import type { ChangedField, NinetyDaysRow, NinetyDaysSearchPayload } from "../../../api/corrections/schemas"
import { NotFound } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import type { UserProfile } from "../../../api/platform/schemas"
import { PortalApi } from "../../../api/portalApi"
import { requireFunction } from "../../domain/authorization"
import { fieldNames } from "../../domain/corrections/changes"
import type { ReportScope } from "../../domain/reports/access"
import { addDays, startOfDay } from "../../domain/reports/dates"
import {
  countUnreviewed,
  findNinetyDaysRow,
  searchNinetyDays,
  type NinetyDaysRecord
} from "../../db/corrections/ninetyDaysSearch"
import { readReportScope } from "../../db/reports/access"
import { defaultHistoryTimeZone, requestedPage, requireFilterInScope, text } from "../reports/reportHistory"
import { onDatabase, requireDates, requireTimeZone } from "../reports/requests"
import { invalidRequest } from "../../domain/invalidRequest"

/** A corrected field's names, as the correction screens name it (i18n `correction.fields`). */
const changedField = (id: number): ChangedField => {
  const key = correctionFieldKeyById(id)
  if (key === undefined) return { id, nameEn: String(id), nameFr: String(id) }
  const names = fieldNames(key)
  return { id, nameEn: names.en, nameFr: names.fr }
}

const toRow = (record: NinetyDaysRecord): NinetyDaysRow => ({
  ninetyDaysDataCorrectionId: record.ninetyDaysDataCorrectionId,
  reportId: record.reportId,
  organizationEn: record.organizationEn,
  organizationFr: record.organizationFr,
  companyEn: record.companyEn,
  companyFr: record.companyFr,
  reportRequestor: record.reportRequestor,
  reportDate: record.reportDate.toISOString(),
  ianaTimezone: record.ianaTimezone,
  changeDate: record.changeDate.toISOString(),
  referenceNumber: record.referenceNumber,
  driverLicenseNumber: record.driverLicenseNumber,
  changes: record.fieldIds.map(changedField),
  reviewedBy: record.reviewedBy
})

/** The companies (and company-less organizations) the user holds ninetyDaysReport for. */
const readNinetyDaysScope = (user: UserProfile) => readReportScope(user, [FunctionId.ninetyDaysReport])

/** A row of the caller's 90-day list: its report's company is one they hold ninetyDaysReport for. */
const inNinetyDaysScope = (scope: ReportScope, row: { organizationId: number; reportingCompanyId: number | null }) =>
  row.reportingCompanyId !== null ? scope.companyIds.has(row.reportingCompanyId) : scope.organizationIds.has(row.organizationId)

const rowNotFound = new NotFound({ message: "No such 90-day row on this report" })

/**
 * The 90-day row a report is opened or regenerated from: it must be a row of that report, in the
 * caller's 90-day list; any other id answers as missing.
 */
export const requireNinetyDaysRow = (user: UserProfile, id: number, reportId: number) =>
  Effect.gen(function* () {
    const row = yield* findNinetyDaysRow(id)
    if (!row || row.reportId !== reportId) return yield* rowNotFound
    const scope = yield* readNinetyDaysScope(user)
    if (!inNinetyDaysScope(scope, row)) return yield* rowNotFound
    return row
  })

/** POST /DriverReports/NinetyDaysReportSearch: the caller's 90-day rows, newest change first. */
const ninetyDaysSearchHandler = (
  payload: NinetyDaysSearchPayload,
  paging: { readonly PageNumber?: number | undefined; readonly PageSize?: number | undefined }
) =>
  Effect.gen(function* () {
    const user = yield* requireFunction(FunctionId.ninetyDaysReport)
    const zone = yield* requireTimeZone(payload.ianaTimezone ?? defaultHistoryTimeZone)
    const fromDate = payload.fromDate ?? null
    const toDate = payload.toDate ?? null
    yield* requireDates([fromDate, toDate])
    if (fromDate !== null && toDate !== null && fromDate > toDate)
      return yield* invalidRequest("The from date is after the to date")

    const scope = yield* readNinetyDaysScope(user)
    const organizationId = payload.organizationId ?? null
    const reportingCompanyId = payload.reportingCompanyId ?? null
    yield* requireFilterInScope(user, FunctionId.ninetyDaysReport, scope, { organizationId, reportingCompanyId })
    const result = yield* searchNinetyDays({
      scope,
      from: fromDate === null ? null : startOfDay(fromDate, zone),
      // The to date runs to the end of its day.
      until: toDate === null ? null : startOfDay(addDays(toDate, 1), zone),
      organizationId,
      reportingCompanyId,
      unitId: payload.unitId ?? null,
      reportRequestor: text(payload.reportRequestor),
      reviewStatus: payload.reviewStatus,
      page: requestedPage(paging.PageNumber, paging.PageSize)
    })
    return { count: result.count, data: result.data.map(toRow) }
  })

/** GET /DriverReports/NinetyDaysReportUnreadCount: rows of the caller's companies nobody has reviewed. */
const unreadCountHandler = Effect.gen(function* () {
  const user = yield* requireFunction(FunctionId.ninetyDaysReport)
  const scope = yield* readNinetyDaysScope(user)
  return { unreadCount: yield* countUnreviewed(scope) }
})

/** The 90-day report (document 3 sections 2 and 7). */
export const layerNinetyDays = HttpApiBuilder.group(PortalApi, "ninetyDays", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const run = onDatabase(sql)
    return handlers
      .handle("search", ({ payload, query }) => run(ninetyDaysSearchHandler(payload, query)))
      .handle("unreadCount", () => run(unreadCountHandler))
  })
)
