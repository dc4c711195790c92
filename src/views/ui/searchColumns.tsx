import { Link } from "@tanstack/react-router"
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table"
import type { ReactNode } from "react"
import type { Locales } from "../../i18n/i18n-types"
import { formatReportDateTime } from "../../i18n/reportFormat"
import type { NavigationState } from "../../services/navigation"
import { localizedText } from "../app/localized"
import { DateTime } from "./DateTime"
import { link } from "./styles"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types, as @tanstack/react-table types them
export type SearchColumn<Row> = ColumnDef<Row, any>

type Header = () => string

/**
 * The columns of a search's results, each read from the row as it shows. Display columns all:
 * react-table caches accessor values per row, and names follow the language.
 */
export const searchColumns = <Row,>(locale: Locales) => {
  const column = createColumnHelper<Row>()
  const cell = (id: string, header: Header, show: (row: Row) => ReactNode): SearchColumn<Row> =>
    column.display({ id, header, cell: (info) => show(info.row.original) })
  return {
    /** A value as it is, empty when there is none. */
    text: (id: string, header: Header, value: (row: Row) => string | number | null) =>
      cell(id, header, (row) => value(row) ?? ""),
    /** A name kept in both languages, in the language in use. */
    named: (id: string, header: Header, en: (row: Row) => string | null, fr: (row: Row) => string | null) =>
      cell(id, header, (row) => localizedText(en(row) ?? "", fr(row) ?? "", locale)),
    /** An instant as yyyy-MM-dd HH:mm in a zone. */
    dateTime: (id: string, header: Header, value: (row: Row) => string, zone: (row: Row) => string) =>
      cell(id, header, (row) => <DateTime value={formatReportDateTime(value(row), zone(row))} />),
    /** The View link that opens the row's report, telling it where to come back to. */
    report: (
      header: Header,
      open: (row: Row) => {
        readonly reportId: number
        readonly state: NavigationState
        readonly text: string
        readonly label: string
        readonly testId: string
      }
    ) =>
      cell("actions", header, (row) => {
        const target = open(row)
        return (
          <Link
            to="/reports/$id"
            params={{ id: String(target.reportId) }}
            state={target.state}
            className={link}
            aria-label={target.label}
            data-testid={target.testId}
          >
            {target.text}
          </Link>
        )
      })
  }
}
