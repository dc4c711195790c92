import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { SdcSortColumn } from "../../../api/sdc/schemas"
import { allOf, inPlace } from "../shared/filterClauses"
import type { ReportScope } from "../shared/reportScope"
import { pageWindow, type SearchPage } from "../shared/searchPage"
import { allRows, firstRow } from "../shared/statements"

/** A file as the SDC report reads it. */
export interface SdcFileRecord {
  readonly id: number
  readonly fileName: string
  readonly organizationId: number
  readonly reportingCompanyId: number
  readonly statusId: number
  readonly fileTypeId: number
  readonly organizationEn: string
  readonly organizationFr: string
  readonly companyEn: string
  readonly companyFr: string
  readonly receivedDate: string
  readonly completedDate: string | null
  readonly rowCount: number
  readonly bytesReceived: number
  readonly errorCount: number
  readonly uploadedByName: string
  readonly machineClientId?: string | null
}

/** The unpaged report stops at this many rows; the count stays the true count. */
export const maxSdcExport = 100_000

const isoInstant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The columns of a file as the SDC report lists it (src/server/domain/sdc/fileRows.ts shapes them). */
const fileColumns = `f.id, f.file_name, f.reporting_company_id, f.organization_id, f.status_id, f.file_type_id,
  o.name_en AS organization_en, o.name_fr AS organization_fr, rc.name_en AS company_en, rc.name_fr AS company_fr,
  ${isoInstant("f.received_at")} AS received_date, ${isoInstant("f.completed_at")} AS completed_date,
  f.row_count, f.bytes_received::float8 AS bytes_received, f.error_count, f.uploaded_by_name,
  f.machine_client_id`

const fileJoins = `FROM sdc_file f
  JOIN organization o ON o.id = f.organization_id
  JOIN reporting_company rc ON rc.id = f.reporting_company_id`

export interface SdcSearchFilter {
  readonly scope: ReportScope
  readonly organizationId: number | null
  readonly reportingCompanyId: number | null
  readonly statusId: number | null
  readonly fileTypeId: number | null
  /** Instants: received from `from` (inclusive) to `until` (exclusive); null for no bound. */
  readonly from: string | null
  readonly until: string | null
  readonly sortColumn: SdcSortColumn
  readonly sortDirection: "asc" | "desc"
  readonly language: "en" | "fr"
  readonly page: SearchPage
}

/** The files of the scope that the filter keeps, one page of them, each row with the count of all. */
export const searchSdcFiles = (filter: SdcSearchFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sides = [
      filter.scope.companyIds.size > 0 && sql`f.reporting_company_id = ANY(${[...filter.scope.companyIds]}::int[])`,
      filter.scope.organizationIds.size > 0 && sql`f.organization_id = ANY(${[...filter.scope.organizationIds]}::int[])`
    ].filter((side) => side !== false)
    const where = allOf(sql, [
      sides.length === 0 ? sql`false` : sql.or(sides),
      ...inPlace(sql, "f", filter),
      filter.statusId !== null && sql`f.status_id = ${filter.statusId}`,
      filter.fileTypeId !== null && sql`f.file_type_id = ${filter.fileTypeId}`,
      filter.from !== null && sql`f.received_at >= ${filter.from}::timestamptz`,
      filter.until !== null && sql`f.received_at < ${filter.until}::timestamptz`
    ])
    const name = filter.language === "fr" ? "name_fr" : "name_en"
    const orderBy: Record<SdcSortColumn, string> = {
      receivedDate: "f.received_at",
      fileName: "lower(f.file_name)",
      organization: `o.${name}`,
      company: `rc.${name}`,
      fileType: `t.${name}`,
      status: `s.${name}`
    }
    const direction = filter.sortDirection === "desc" ? "DESC" : "ASC"
    const order = sql.unsafe(`${orderBy[filter.sortColumn]} ${direction}, f.received_at DESC, f.id DESC`)
    const { limit, offset } = pageWindow(filter.page, maxSdcExport)
    return yield* sql<SdcFileRecord & { readonly total: number }>`
      SELECT ${sql.unsafe(fileColumns)}, count(*) OVER ()::int AS total
      ${sql.unsafe(fileJoins)}
      JOIN sdc_file_type t ON t.id = f.file_type_id
      JOIN sdc_file_status s ON s.id = f.status_id
      WHERE ${where}
      ORDER BY ${order}
      LIMIT ${limit} OFFSET ${offset}`
  })

/** The count of the filter when the page asked for is past the last row. */
export const countSdcFiles = (filter: SdcSearchFilter) =>
  Effect.map(searchSdcFiles({ ...filter, page: { number: 1, size: 1 } }), (rows) => rows[0]?.total ?? 0)

/** One file, by its id. */
export const findSdcFile = (id: number) =>
  firstRow((sql) => sql<SdcFileRecord>`SELECT ${sql.unsafe(fileColumns)} ${sql.unsafe(fileJoins)} WHERE f.id = ${id}`)

/** The file of an upload, by the id its caller chose. */
export const findSdcUpload = (uploadId: string) =>
  firstRow(
    (sql) => sql<SdcFileRecord>`
      SELECT ${sql.unsafe(fileColumns)} ${sql.unsafe(fileJoins)} WHERE f.upload_id = ${uploadId}::uuid`
  )

export interface StoredSdcError {
  readonly line: number
  readonly columnName: string
  readonly value: string
  readonly reason: string
}

/** The errors kept for a file, in line order. */
export const readSdcErrors = (fileId: number, limit: number) =>
  allRows(
    (sql) =>
      sql<StoredSdcError>`
      SELECT line, column_name, value, reason FROM sdc_error WHERE file_id = ${fileId} ORDER BY line, id LIMIT ${limit}`
  )
