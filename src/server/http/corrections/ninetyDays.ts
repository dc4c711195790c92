import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { correctionFieldKeyById } from "../../../api/corrections/correctionFields"
import type { ChangedField, NinetyDaysRow, NinetyDaysSearchPayload, PagingQuery } from "../../../api/corrections/schemas"
import { FunctionId } from "../../../api/functions"
import { PortalApi } from "../../../api/portalApi"
import { CurrentUser } from "../../../api/security"
import { fieldNames } from "../../domain/corrections/changes"
import { addDays, startOfDay } from "../../domain/shared/dates"
import { countUnreviewed, searchNinetyDays, type NinetyDaysRecord } from "../../db/corrections/ninetyDaysSearch"
import { onDatabase } from "../../db/shared/onDatabase"
import { requestedPage, requireFilterInScope, requireSearchPeriod, text } from "../shared/searchFilters"
import { readNinetyDaysScope } from "../shared/storedReport"

/** A corrected field's names, as the correction screens name it (i18n `correction.fields`). */
const namedField = (id: number): ChangedField => {
  const key = correctionFieldKeyById(id)
  if (key === undefined) return { id, nameEn: String(id), nameFr: String(id) }
  const names = fieldNames(key)
  return { id, nameEn: names.en, nameFr: names.fr }
}

/** The names of the few correction fields, made once each rather than for every field of every row. */
const namedFields = new Map<number, ChangedField>()
const changedField = (id: number): ChangedField => {
  const known = namedFields.get(id)
  if (known !== undefined) return known
  const named = namedField(id)
  if (namedFields.size < 1000) namedFields.set(id, named)
  return named
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

/** POST /DriverReports/NinetyDaysReportSearch: the caller's 90-day rows, newest change first. */
const ninetyDaysSearchHandler = (payload: NinetyDaysSearchPayload, paging: typeof PagingQuery.Type) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    // Dates after today are taken here, unlike the other searches: they find no row.
    const zone = yield* requireSearchPeriod(payload, "allowed")
    const fromDate = payload.fromDate ?? null
    const toDate = payload.toDate ?? null

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
    return { count: result.count, ...(result.capped ? { countCapped: true as const } : {}), data: result.data.map(toRow) }
  })

/** GET /DriverReports/NinetyDaysReportUnreadCount: rows of the caller's companies nobody has reviewed. */
const unreadCountHandler = Effect.gen(function* () {
  const user = yield* CurrentUser
  const scope = yield* readNinetyDaysScope(user)
  return { unreadCount: yield* countUnreviewed(scope) }
})

/** The 90-day report (document 3 sections 2 and 7). */
export const layerNinetyDays = HttpApiBuilder.group(PortalApi, "ninetyDays", (handlers) =>
  Effect.gen(function* () {
    const run = yield* onDatabase
    return handlers
      .handle("search", ({ payload, query }) => run(ninetyDaysSearchHandler(payload, query)))
      .handle("unreadCount", () => run(unreadCountHandler))
  })
)
