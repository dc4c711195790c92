import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { NotFound } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import type { UserProfile } from "../../../api/platform/schemas"
import { findNinetyDaysRow } from "../../db/shared/ninetyDaysRow"
import { readReportScope } from "../../db/shared/reportScope"
import { findReport } from "../../db/shared/storedReports"
import { mayReadReport, type ReportScope } from "../../domain/shared/reportScope"

/** Functions under which a stored report may be opened: from the search, the history or the 90-day list. */
const readingFunctions = [FunctionId.driverReport, FunctionId.reportHistory, FunctionId.ninetyDaysReport]

/**
 * A report answered as the JSON text it is stored as. It was built to the DriverReport schema
 * (the api tests decode every answer with it); encoding a large report again costs more than the reads.
 */
export const reportResponse = (json: string) => HttpServerResponse.text(json, { contentType: "application/json" })

export const reportNotFound = new NotFound({ message: "No such report" })

/**
 * A stored report the user may read, whether to show it, regenerate it or correct it; another
 * company's report answers exactly as a missing one, so no id is confirmed.
 */
export const readableReport = (user: UserProfile, reportId: number) =>
  Effect.gen(function* () {
    const stored = yield* findReport(reportId)
    if (!stored) return yield* reportNotFound
    const scope = yield* readReportScope(user, readingFunctions)
    if (!mayReadReport(scope, stored)) return yield* reportNotFound
    return stored
  })

/** The companies (and company-less organizations) the user holds ninetyDaysReport for. */
export const readNinetyDaysScope = (user: UserProfile) => readReportScope(user, [FunctionId.ninetyDaysReport])

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
