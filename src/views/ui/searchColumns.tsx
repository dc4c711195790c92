import { Link } from "@tanstack/react-router"
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table"
import type { ReactNode } from "react"
import type { Locales } from "../../i18n/i18n-types"
import { formatReportDateTime } from "../../i18n/reportFormat"
import {
  headerOf,
  screenColumns,
  screenText,
  type CellContext,
  type SearchTable,
  type TableNamespace
} from "../../machines/shared/searchTable"
import type { NavigationState } from "../../services/navigation"
import { localizedText } from "../shared/localized"
import { DateTime } from "./DateTime"
import { link } from "./styles"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types, as @tanstack/react-table types them
export type SearchColumn<Row> = ColumnDef<Row, any>

type Header = () => string
/** A name kept in both languages: English, French. */
type Names = readonly [string | null, string | null]

export type SearchColumns<Row> = ReturnType<typeof searchColumns<Row>>

/** Where a row's View link goes: the report, with where to come back to. */
export interface ReportLink {
  readonly reportId: number
  readonly state: NavigationState
  /** Names the link for a screen reader: which report of whom. */
  readonly label: string
  readonly testId: string
  /** A line under the link, such as how often the report was opened. */
  readonly note?: string
}

/**
 * The columns of a search's results, each read from the row as it shows. Display columns all:
 * react-table caches accessor values per row, and names follow the language.
 */
export const searchColumns = <Row,>(locale: Locales) => {
  const column = createColumnHelper<Row>()
  const cell = (id: string, header: Header, show: (row: Row) => ReactNode): SearchColumn<Row> =>
    // The header is called here: react-table renders a function it is given as a component.
    column.display({ id, header: () => header(), cell: (info) => show(info.row.original) })
  const inLanguage = ([en, fr]: Names) => localizedText(en ?? "", fr ?? "", locale)
  return {
    /** A search's own columns (machines/shared/searchTable), the ones its CSV is written from, in the words of the screen. */
    table: <N extends TableNamespace>(table: SearchTable<Row, N>, context: CellContext<N>) =>
      screenColumns(table).map((shown) =>
        cell(
          shown.id,
          () => headerOf(shown, context.words),
          (row) => {
            const text = screenText(shown, row, context)
            return shown.dateTime && text !== "" ? <DateTime value={String(text)} /> : text
          }
        )
      ),
    /** A value as it is, empty when there is none. */
    text: (id: string, header: Header, value: (row: Row) => string | number | null) =>
      cell(id, header, (row) => value(row) ?? ""),
    /** A name kept in both languages, in the language in use. */
    named: (id: string, header: Header, names: (row: Row) => Names) => cell(id, header, (row) => inLanguage(names(row))),
    /** An instant, shown yyyy-MM-dd HH:mm in a zone. */
    dateTime: (id: string, header: Header, instant: (row: Row) => readonly [string, string]) =>
      cell(id, header, (row) => <DateTime value={formatReportDateTime(...instant(row))} />),
    /** The View link that opens the row's report. */
    report: (header: Header, text: Header, open: (row: Row) => ReportLink) =>
      cell("actions", header, (row) => {
        const target = open(row)
        const view = (
          <Link
            to="/reports/$id"
            params={{ id: String(target.reportId) }}
            state={target.state}
            className={link}
            aria-label={target.label}
            data-testid={target.testId}
          >
            {text()}
          </Link>
        )
        return target.note === undefined ? (
          view
        ) : (
          <>
            {view}
            <div>{target.note}</div>
          </>
        )
      })
  }
}
