import { Link } from "@tanstack/react-router"
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table"
import type { ReactNode } from "react"
import type { Locales } from "../../i18n/i18n-types"
import {
  headerOf,
  screenColumns,
  screenText,
  type CellContext,
  type SearchTable,
  type TableNamespace
} from "../../machines/shared/searchTable"
import type { NavigationState } from "../../services/navigation"
import { DateTime } from "./DateTime"
import { link } from "./styles"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types, as @tanstack/react-table types them
export type SearchColumn<Row> = ColumnDef<Row, any>

type Header = () => string

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
 * The columns of a search's results: the search's own, in the language of their context, and the link to
 * a row's report. Display columns all: react-table caches accessor values per row, and names follow the language.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the screen still passes the language; each cell reads it from its table's context
export const searchColumns = <Row,>(locale: Locales) => {
  const column = createColumnHelper<Row>()
  const cell = (id: string, header: Header, show: (row: Row) => ReactNode): SearchColumn<Row> =>
    // The header is called here: react-table renders a function it is given as a component.
    column.display({ id, header: () => header(), cell: (info) => show(info.row.original) })
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
