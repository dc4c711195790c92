import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState
} from "@tanstack/react-table"
import { useState, type ReactNode } from "react"
import { css } from "styled-system/css"
import { button } from "./styles"

export interface PagerLabels {
  /** Names the pager's navigation landmark. */
  readonly label: string
  readonly previous: string
  readonly next: string
  readonly page: (page: number, pages: number) => string
}

/** Pages fetched one at a time by the screen (page is 1-based), or the whole list paged here. */
export type DataTablePaging =
  | {
      readonly mode: "server"
      readonly page: number
      readonly pageSize: number
      readonly count: number
      readonly onPageChange: (page: number) => void
      /** While a page loads the pager waits. */
      readonly busy?: boolean
      readonly labels: PagerLabels
    }
  | { readonly mode: "client"; readonly pageSize: number; readonly labels: PagerLabels }

/** Columns the server sorts by: the order shown, and a header click asking for another. */
export interface DataTableSorting {
  /** Ids of the columns that sort. */
  readonly columns: ReadonlyArray<string>
  readonly column: string
  readonly direction: "asc" | "desc"
  /** The column clicked; the screen decides the direction. */
  readonly onSort: (column: string) => void
  /** While a page loads the headers wait. */
  readonly busy?: boolean
}

export interface DataTableProps<Row> {
  /** Read by screen readers as the table's name. */
  readonly caption: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types, as @tanstack/react-table types them
  readonly columns: ReadonlyArray<ColumnDef<Row, any>>
  readonly data: ReadonlyArray<Row>
  readonly getRowId?: (row: Row, index: number) => string
  readonly paging?: DataTablePaging
  /** Bold rows, e.g. unread ones. */
  readonly emphasizeRow?: (row: Row) => boolean
  readonly testId?: string
  /** Sortable headers (a table without it does not sort). */
  readonly sorting?: DataTableSorting
}

const wrapper = css({
  overflowX: "auto",
  maxWidth: "100%",
  border: "1px solid",
  borderColor: "border",
  borderRadius: "6px",
  bg: "white",
  _focusVisible: { outline: "3px solid", outlineColor: "accent" }
})
// Separate borders: collapsed ones do not move with a sticky cell.
const table = css({ width: "100%", borderCollapse: "separate", borderSpacing: 0, fontSize: "0.95rem" })
const headerStyle = css.raw({
  textAlign: "left",
  bg: "primary.subtle",
  color: "primary",
  fontWeight: "700",
  px: { base: "10px", xl: "12px" },
  py: "10px",
  borderBottom: "2px solid",
  borderColor: "navy.100",
  // Headings wrap between words rather than widen the table past its frame.
  overflowWrap: "normal",
  hyphens: "manual"
})
const cellStyle = css.raw({
  px: { base: "10px", xl: "12px" },
  py: "10px",
  borderBottom: "1px solid",
  borderColor: "border",
  verticalAlign: "top",
  bg: "white",
  // On a phone a column keeps a readable width; the table scrolls in its frame instead.
  minWidth: { base: "7rem", md: 0 }
})
/** The first column stays in view while the rest of a wide table scrolls beneath it. */
const stickyFirst = css({
  "& > :first-child": {
    position: "sticky",
    left: 0,
    zIndex: 1,
    boxShadow: "1px 0 0 var(--colors-border)"
  }
})
/**
 * The column of a row's actions (View, Edit, Delete: id "actions") stays at the frame's right edge,
 * as narrow as its buttons, so that on a phone a row's buttons are on the screen without scrolling
 * the table sideways. There the first column, kept at the left edge, wraps within 40% of the screen,
 * so that the columns between the two still show as they scroll.
 */
export const actionsColumnId = "actions"
const stickyActionsStyle = css.raw({
  position: "sticky",
  right: 0,
  zIndex: 1,
  minWidth: 0,
  boxShadow: "-1px 0 0 var(--colors-border)"
})
const headerCell = css(headerStyle)
const cell = css(cellStyle)
const actionsHeaderCell = css(headerStyle, stickyActionsStyle)
const actionsCell = css(cellStyle, stickyActionsStyle)
// A cell's width follows its content (max-width on a cell does nothing), so the content is what is narrowed.
const narrowFirst = css({ maxWidth: { base: "40vw", md: "none" }, overflowWrap: { base: "anywhere", md: "normal" } })
const emphasized = css({ fontWeight: "700" })
const sortButton = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  font: "inherit",
  color: "inherit",
  bg: "transparent",
  border: "none",
  p: 0,
  textAlign: "left",
  cursor: "pointer",
  _disabled: { cursor: "wait" },
  _focusVisible: { outline: "3px solid", outlineColor: "accent", outlineOffset: "2px" }
})
const pager = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: { base: "space-between", sm: "flex-end" },
  gap: "12px",
  mt: "12px"
})

/** The shared results table: headers, rows and a pager, on @tanstack/react-table. */
export const DataTable = <Row,>(props: DataTableProps<Row>) => {
  const paging = props.paging
  const [clientPage, setClientPage] = useState<PaginationState>({ pageIndex: 0, pageSize: paging?.pageSize ?? 10 })
  const server = paging?.mode === "server" ? paging : undefined
  const instance = useReactTable<Row>({
    data: props.data as Array<Row>,
    columns: props.columns as Array<ColumnDef<Row, unknown>>,
    getCoreRowModel: getCoreRowModel(),
    getRowId: props.getRowId,
    ...(paging?.mode === "client"
      ? {
          getPaginationRowModel: getPaginationRowModel(),
          state: { pagination: clientPage },
          onPaginationChange: setClientPage,
          autoResetPageIndex: true
        }
      : {})
  })

  const pages = server
    ? Math.max(1, Math.ceil(server.count / server.pageSize))
    : paging
      ? Math.max(1, instance.getPageCount())
      : 1
  const page = server ? server.page : clientPage.pageIndex + 1
  const goTo = (target: number) => {
    if (server) server.onPageChange(target)
    else setClientPage((state) => ({ ...state, pageIndex: target - 1 }))
  }
  const rows = paging ? instance.getRowModel().rows : instance.getCoreRowModel().rows
  const hasActions = instance.getAllLeafColumns().some((column) => column.id === actionsColumnId)
  /** In a table with actions, the first column's content within its narrowed width. */
  const firstContent = (index: number, content: ReactNode) =>
    hasActions && index === 0 ? <div className={narrowFirst}>{content}</div> : content

  return (
    <div data-testid={props.testId}>
      {/* A wide table scrolls; the region takes the focus so the keyboard can scroll it too. */}
      <div className={wrapper} role="region" aria-label={props.caption} tabIndex={0}>
        <table className={table}>
          <caption className={css({ srOnly: true })}>{props.caption}</caption>
          <thead>
            {instance.getHeaderGroups().map((group) => (
              <tr key={group.id} className={stickyFirst}>
                {group.headers.map((header, index) => {
                  const content = firstContent(
                    index,
                    header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())
                  )
                  const sorting = props.sorting
                  const headerClass = header.column.id === actionsColumnId ? actionsHeaderCell : headerCell
                  if (!sorting || !sorting.columns.includes(header.column.id))
                    return (
                      <th key={header.id} scope="col" className={headerClass}>
                        {content}
                      </th>
                    )
                  const current = sorting.column === header.column.id
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={headerClass}
                      aria-sort={current ? (sorting.direction === "asc" ? "ascending" : "descending") : "none"}
                    >
                      <button
                        type="button"
                        className={sortButton}
                        disabled={sorting.busy}
                        onClick={() => sorting.onSort(header.column.id)}
                        data-testid={`sort-${header.column.id}`}
                      >
                        {content}
                        <span aria-hidden="true">{current ? (sorting.direction === "asc" ? "▲" : "▼") : "↕"}</span>
                      </button>
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className={props.emphasizeRow?.(row.original) ? `${stickyFirst} ${emphasized}` : stickyFirst}
                data-testid="data-row"
              >
                {row.getVisibleCells().map((visible, index) => (
                  <td key={visible.id} className={visible.column.id === actionsColumnId ? actionsCell : cell}>
                    {firstContent(index, flexRender(visible.column.columnDef.cell, visible.getContext()))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paging && pages > 1 && (
        <nav className={pager} aria-label={paging.labels.label}>
          <button
            type="button"
            className={button({ tone: "secondary" })}
            disabled={page <= 1 || server?.busy}
            onClick={() => goTo(page - 1)}
          >
            {paging.labels.previous}
          </button>
          <span aria-live="polite" data-testid="pager-status">
            {paging.labels.page(page, pages)}
          </span>
          <button
            type="button"
            className={button({ tone: "secondary" })}
            disabled={page >= pages || server?.busy}
            onClick={() => goTo(page + 1)}
          >
            {paging.labels.next}
          </button>
        </nav>
      )}
    </div>
  )
}
