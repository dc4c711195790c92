import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { DataTable, type DataTableProps, type PagerLabels } from "./DataTable"
import type { OrganizationCompanyUnitLabels } from "./OrganizationCompanyUnit"
import { useFocusOnArrival } from "./focusOnArrival"
import { PageCard } from "./PageCard"
import { button } from "./styles"

const grid = css({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(min(240px, 100%), 1fr))", gap: "16px 24px" })
const actionRow = css({ display: "flex", flexWrap: "wrap", gap: "12px", mt: "24px" })
const info = css({
  mt: "28px",
  p: "12px 16px",
  bg: "primary.subtle",
  borderLeft: "4px solid",
  borderColor: "primary",
  borderRadius: "4px"
})
const resultsHeading = css({ fontSize: "1.3rem", fontWeight: "700", color: "primary", mb: "4px" })

/** The pager messages of a search namespace, as the table's pager reads them. */
export interface PagerMessages {
  readonly label: () => string
  readonly previous: () => string
  readonly next: () => string
  readonly page: (values: { page: number; pages: number }) => string
}

export const pagerLabels = (pager: PagerMessages): PagerLabels => ({
  label: pager.label(),
  previous: pager.previous(),
  next: pager.next(),
  page: (page, pages) => pager.page({ page, pages })
})

type Message = () => string

/** The scope pickers' words, in a search namespace under these names. */
export interface ScopeWords {
  readonly organization: Message
  readonly company: Message
  readonly unit: Message
  readonly selectOrganization: Message
  readonly selectCompany: Message
  readonly selectUnit: Message
  readonly loadingCompanies: Message
  readonly loadingUnits?: Message
  readonly noUnits?: Message
}

/** The scope pickers' labels, from a search namespace's messages of the same names. */
export const scopeLabels = (t: ScopeWords): OrganizationCompanyUnitLabels => ({
  organization: t.organization(),
  company: t.company(),
  unit: t.unit(),
  selectOrganization: t.selectOrganization(),
  selectCompany: t.selectCompany(),
  selectUnit: t.selectUnit(),
  loadingCompanies: t.loadingCompanies(),
  ...(t.loadingUnits ? { loadingUnits: t.loadingUnits() } : {}),
  ...(t.noUnits ? { noUnits: t.noUnits() } : {})
})

export interface SearchFiltersFormProps {
  readonly label: string
  readonly testId: string
  readonly children: ReactNode
  readonly onSearch: () => void
  readonly onReset: () => void
  readonly onExport: () => void
  /** A search or an export is under way. */
  readonly busy: boolean
  readonly canExport: boolean
  readonly exporting: boolean
  readonly labels: {
    readonly search: string
    readonly reset: string
    readonly exportCsv: string
    readonly exporting: string
  }
  readonly searchTestId?: string
  /** The screen's own buttons after the search's (New User). */
  readonly actions?: ReactNode
}

/** A search form: the filter fields in a grid, then Search, Reset, Export CSV and the screen's own. Enter searches. */
export const SearchFiltersForm = (props: SearchFiltersFormProps) => {
  const { busy, labels } = props
  return (
    <form
      aria-label={props.label}
      noValidate
      data-testid={props.testId}
      onSubmit={(event) => {
        event.preventDefault()
        props.onSearch()
      }}
    >
      <div className={grid}>{props.children}</div>
      <div className={actionRow}>
        <button type="submit" className={button()} disabled={busy} data-testid={props.searchTestId}>
          {labels.search}
        </button>
        <button type="button" className={button({ tone: "secondary" })} disabled={busy} onClick={props.onReset}>
          {labels.reset}
        </button>
        <button
          type="button"
          className={button({ tone: "secondary" })}
          disabled={!props.canExport || busy}
          onClick={props.onExport}
          data-testid="export-csv"
        >
          {props.exporting ? labels.exporting : labels.exportCsv}
        </button>
        {props.actions}
      </div>
    </form>
  )
}

/** What a paged search's state means for its screen, read from its tags (machines/shared/pagedSearch). */
export interface SearchStatus {
  /** A search or an export is under way. */
  readonly busy: boolean
  readonly exporting: boolean
  readonly canExport: boolean
  /** The first search is under way (nothing shown yet). */
  readonly firstSearch: boolean
  readonly noResults: boolean
}

export const searchStatus = (state: {
  readonly hasTag: (tag: string) => boolean
  readonly context: { readonly result: { readonly count: number } | undefined }
}): SearchStatus => ({
  busy: state.hasTag("busy"),
  exporting: state.hasTag("exporting"),
  canExport: state.hasTag("results") && (state.context.result?.count ?? 0) > 0,
  firstSearch: state.hasTag("searching") && state.context.result === undefined,
  noResults: state.hasTag("noResults")
})

export interface SearchOutcomeProps {
  readonly filters: ReactNode
  readonly status: SearchStatus
  readonly searchingText: string
  readonly noResultsText: string
  /** The results, when there are some. */
  readonly results: ReactNode
}

/** Below a search screen's title: the filters, then the searching notice, the no-results notice or the results. */
export const SearchOutcome = ({ filters, status, searchingText, noResultsText, results }: SearchOutcomeProps) => (
  <>
    {filters}
    {status.firstSearch && (
      <p role="status" aria-live="polite" className={css({ mt: "28px" })}>
        {searchingText}
      </p>
    )}
    {status.noResults && (
      <p role="status" className={info} data-testid="no-results">
        {noResultsText}
      </p>
    )}
    {results}
  </>
)

export interface PagedResultsProps<Row> extends Pick<
  DataTableProps<Row>,
  "columns" | "data" | "getRowId" | "emphasizeRow" | "sorting"
> {
  /** Prefix of the section's element ids. */
  readonly idPrefix: string
  readonly title: string
  readonly countText: string
  readonly tableTestId: string
  readonly page: number
  readonly pageSize: number
  readonly count: number
  readonly busy: boolean
  readonly onPageChange: (page: number) => void
  readonly pager: PagerLabels
  /**
   * Each search and page moves the focus to the heading, read with the count (set to the result);
   * without it the count is announced as it changes.
   */
  readonly focusOn?: unknown
}

/** A search's results: the heading, the count and the table paged by the server. */
export const PagedResults = <Row,>(props: PagedResultsProps<Row>) => {
  const focusing = props.focusOn !== undefined
  const headingRef = useFocusOnArrival(props.focusOn)
  const titleId = `${props.idPrefix}-results-title`
  const countId = `${props.idPrefix}-result-count`
  return (
    // Not a landmark of its own: the table's scroll frame is the region, named by the same title.
    <div className={css({ mt: "28px" })}>
      <h2
        id={titleId}
        ref={focusing ? headingRef : undefined}
        tabIndex={focusing ? -1 : undefined}
        aria-describedby={focusing ? countId : undefined}
        className={resultsHeading}
      >
        {props.title}
      </h2>
      <p
        id={focusing ? countId : undefined}
        className={css({ mb: "12px" })}
        data-testid="result-count"
        aria-live={focusing ? undefined : "polite"}
      >
        {props.countText}
      </p>
      <DataTable
        caption={props.title}
        columns={props.columns}
        data={props.data}
        getRowId={props.getRowId}
        emphasizeRow={props.emphasizeRow}
        sorting={props.sorting}
        testId={props.tableTestId}
        paging={{
          mode: "server",
          page: props.page,
          pageSize: props.pageSize,
          count: props.count,
          busy: props.busy,
          onPageChange: props.onPageChange,
          labels: props.pager
        }}
      />
    </div>
  )
}

export interface SearchScreenProps {
  /** Id of the screen's title, which names the screen's region. */
  readonly titleId: string
  readonly title: string
  readonly intro?: string
  readonly children: ReactNode
}

/** A search screen's frame: the card with its title and, when given, an introduction. */
export const SearchScreen = ({ titleId, title, intro, children }: SearchScreenProps) => (
  <PageCard titleId={titleId} title={title}>
    {intro !== undefined && <p className={css({ mb: "20px" })}>{intro}</p>}
    {children}
  </PageCard>
)
