import { useActorRef, useSelector } from "@xstate/react"
import { useMemo, useState, type ReactNode } from "react"
import type { AnyStateMachine } from "xstate"
import { useI18nContext } from "../../i18n/i18n-react"
import type { Namespaces, TranslationFunctions } from "../../i18n/i18n-types"
import type { PagedSearchEvent, SearchSort } from "../../machines/shared/pagedSearchTypes"
import type { SearchTable, TableNamespace } from "../../machines/shared/searchTable"
import { usePortal } from "../shared/PortalContext"
import { useNamespace } from "../shared/useNamespace"
import { Waiting } from "../ui/Waiting"
import type { OrganizationScopeRef } from "./OrganizationScopeFields"
import {
  PagedResults,
  pagerLabels,
  scopeLabels,
  SearchFiltersForm,
  SearchOutcome,
  SearchScreen,
  searchStatus
} from "./PagedSearch"
import type { RequestorNameRef } from "./RequestorNameField"
import { searchColumns, type ReportLink, type SearchColumn, type SearchColumns } from "./searchColumns"
import { SearchFilterFields, type FilterField } from "./SearchFilterFields"

type Message = () => string

/** The words a search's own namespace must have. */
interface SearchWords {
  readonly title: Message
  readonly intro?: Message
  readonly noResults: Message
  readonly count: (values: { count: number }) => string
  /** A count the server capped: more rows match than it says (the 90-day list). */
  readonly countCapped?: (values: { count: number }) => string
}

type SharedWords = TranslationFunctions["pagedSearch"]
const sharedKeys = [
  "filters",
  "organization",
  "company",
  "unit",
  "selectOrganization",
  "selectCompany",
  "selectUnit",
  "noUnits",
  "loadingCompanies",
  "loadingUnits",
  "requestor",
  "requestorHint",
  "requestorSuggestions",
  "search",
  "reset",
  "exportCsv",
  "exporting",
  "searching",
  "results",
  "pager"
] as const satisfies ReadonlyArray<keyof SharedWords>

/** A search's words: its own, and the shared pagedSearch words it does not say otherwise (Clear, Reporting company). */
const searchWords = (LL: TranslationFunctions, namespace: SearchNamespace): SearchWords & SharedWords => {
  const own = LL[namespace]
  const shared = Object.fromEntries(
    sharedKeys.map((key) => [key, key in own ? (own as unknown as SharedWords)[key] : LL.pagedSearch[key]])
  ) as unknown as SharedWords
  return {
    ...shared,
    title: own.title,
    intro: "intro" in own ? own.intro : undefined,
    noResults: own.noResults,
    count: own.count,
    countCapped: "countCapped" in own ? own.countCapped : undefined
  }
}

/** The namespaces that hold a search's words. */
type SearchNamespace = {
  [N in Namespaces]: TranslationFunctions[N] extends SearchWords ? N : never
}[Namespaces]

/** A paged search's screen, given by its area as configuration: its machine, words, filters and columns. */
export interface PagedSearchScreenProps<Filters, Row, N extends SearchNamespace> {
  /** The search's words; the date messages are report history's for every search (document 3 section 5). */
  readonly namespace: N
  /** Prefix of the screen's element ids and test ids. */
  readonly idPrefix: string
  /**
   * The machine with its live calls, its input for the signed-in user, and the columns its CSV is written
   * from, which the table shows first (machines/shared/pagedSearchLive).
   */
  readonly search: {
    readonly machine: AnyStateMachine
    readonly input: (userId: number) => unknown
    readonly table?: SearchTable<Row, N & TableNamespace> | undefined
  }
  /** The filters, worded from the screen's own words (`t`) or the portal's shared ones (`LL`). */
  readonly filters: (t: TranslationFunctions[N], LL: TranslationFunctions) => ReadonlyArray<FilterField<Filters>>
  /**
   * Columns of the screen alone, after the search's own (a link to open a row); a search whose CSV has no
   * table yet gives all of its columns here.
   */
  readonly columns?: (
    column: SearchColumns<Row>,
    t: TranslationFunctions[N],
    search: { readonly ianaTimezone: string }
  ) => ReadonlyArray<SearchColumn<Row>>
  /** Each row's View link, under the namespace's columns.actions and view words. */
  readonly opens?: (row: Row, t: TranslationFunctions[N]) => ReportLink
  readonly rowId: (row: Row) => string
  /** Rows shown in bold (not reviewed yet). */
  readonly emphasizeRow?: (row: Row) => boolean
  /** Each search and page moves the focus to the results heading, the count saying the page. */
  readonly focusResults?: boolean
  /**
   * The screen's own buttons after Search, Reset and Export CSV, in its words; `refresh` searches again as
   * the filters stand; `search` is the search itself, for a screen that follows it (the SDC report).
   */
  readonly actions?: (
    t: TranslationFunctions[N],
    search: { readonly refresh: () => void; readonly search: FollowedSearch<Row> }
  ) => ReactNode
  /** Ids of the columns whose headers sort the results (a search whose machine sorts). */
  readonly sortable?: ReadonlyArray<string>
  /** What shows between the filters and the results, from the search as it is (a report's header). */
  readonly header?: (t: TranslationFunctions[N], search: { readonly query: unknown; readonly today: string }) => ReactNode
}

/** The words of a search whose rows open a report. */
interface LinkWords {
  readonly view: Message
  readonly columns: { readonly actions: Message }
}

/** What the screen reads of a paged search's snapshot. */
/** A paged search as a screen may follow it: what it shows, and a page asked for again. */
interface FollowedSearch<Row> {
  readonly getSnapshot: () => SearchSnapshot<unknown, Row>
  readonly subscribe: (listener: (snapshot: SearchSnapshot<unknown, Row>) => void) => { readonly unsubscribe: () => void }
  readonly send: (event: PagedSearchEvent) => void
}

interface SearchSnapshot<Filters, Row> {
  readonly hasTag: (tag: string) => boolean
  readonly context: {
    readonly filters: Filters
    readonly errors: Partial<Record<string, string>>
    readonly today: string
    readonly ianaTimezone: string
    readonly page: number
    readonly pageSize: number
    readonly result: { readonly count: number; readonly countCapped?: true; readonly data: ReadonlyArray<Row> } | undefined
    readonly query: unknown
    readonly sort?: SearchSort
  }
}

/** A field's message: the date messages are report history's, for every search (document 3 section 5). */
const fieldMessage = (LL: TranslationFunctions, error: string | undefined, today: string): string | undefined => {
  if (error === "futureDate") return LL.reportHistory.futureDate({ today })
  return error === "invalidDate" || error === "fromAfterTo" ? LL.reportHistory[error]() : undefined
}

const SearchView = <Filters, Row, N extends SearchNamespace>({
  userId,
  config
}: {
  readonly userId: number
  readonly config: PagedSearchScreenProps<Filters, Row, N>
}) => {
  const { LL, locale } = useI18nContext()
  const [input] = useState(() => config.search.input(userId))
  const actor = useActorRef(config.search.machine, { input })
  const scope = useSelector(actor, (s) => s.children.scope as OrganizationScopeRef | undefined)
  const requestor = useSelector(actor, (s) => s.children.requestor as RequestorNameRef | undefined)
  const scopeLoading = useSelector(scope, (s) => s?.hasTag("loadingOrganizations") ?? true)
  const state = useSelector(actor, (s) => s) as unknown as SearchSnapshot<Filters, Row>
  const t = searchWords(LL, config.namespace)
  const { ianaTimezone } = state.context
  const columns = useMemo(() => {
    const words = LL[config.namespace]
    const column = searchColumns<Row>(locale)
    const { table } = config.search
    const listed = [
      ...(table
        ? column.table(table, { language: locale, words: words as TranslationFunctions[N & TableNamespace], ianaTimezone })
        : []),
      ...(config.columns?.(column, words, { ianaTimezone }) ?? [])
    ]
    const { opens } = config
    if (!opens) return listed
    const linkWords = words as unknown as LinkWords
    return [...listed, column.report(linkWords.columns.actions, linkWords.view, (row) => opens(row, words))]
  }, [config, LL, locale, ianaTimezone])
  if (scopeLoading) return <Waiting label={LL.common.loading()} />
  const send = (event: PagedSearchEvent) => actor.send(event)
  const status = searchStatus(state)
  const { result, page, pageSize, errors, today, sort } = state.context
  // The column sorted turns the other way; another column sorts ascending.
  const sortBy = (column: string) =>
    send({
      type: "SORT_CHANGED",
      sort: { column, direction: sort?.column === column && sort.direction === "asc" ? "desc" : "asc" }
    })
  const messages = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, fieldMessage(LL, error, today)]))
  const pages = result && result.count > pageSize ? ` — ${t.pager.page({ page, pages: Math.ceil(result.count / pageSize) })}` : ""
  return (
    <SearchOutcome
      filters={
        <SearchFiltersForm
          label={t.filters()}
          testId={`${config.idPrefix}-filters`}
          searchTestId={`${config.idPrefix}-search`}
          onSearch={() => send({ type: "SUBMIT" })}
          onReset={() => send({ type: "RESET" })}
          onExport={() => send({ type: "EXPORT", language: locale })}
          busy={status.busy}
          canExport={status.canExport}
          exporting={status.exporting}
          labels={{ search: t.search(), reset: t.reset(), exportCsv: t.exportCsv(), exporting: t.exporting() }}
          actions={config.actions?.(LL[config.namespace], {
            refresh: () => send({ type: "SUBMIT" }),
            search: actor as unknown as FollowedSearch<Row>
          })}
        >
          <SearchFilterFields
            fields={config.filters(LL[config.namespace], LL)}
            idPrefix={config.idPrefix}
            filters={state.context.filters}
            messages={messages}
            today={today}
            scope={scope}
            scopeLabels={scopeLabels(t)}
            requestorLabels={{ label: t.requestor(), hint: t.requestorHint(), suggestions: t.requestorSuggestions() }}
            requestor={requestor}
            send={send}
          />
        </SearchFiltersForm>
      }
      status={status}
      searchingText={t.searching()}
      noResultsText={t.noResults()}
      results={
        result &&
        result.count > 0 && (
          <>
            {config.header?.(LL[config.namespace], { query: state.context.query, today })}
            <PagedResults
              idPrefix={config.idPrefix}
              title={t.results()}
              countText={
                (result.countCapped && t.countCapped ? t.countCapped : t.count)({ count: result.count }) +
                (config.focusResults ? pages : "")
              }
              columns={columns}
              data={result.data}
              getRowId={config.rowId}
              emphasizeRow={config.emphasizeRow}
              tableTestId={`${config.idPrefix}-table`}
              page={page}
              pageSize={pageSize}
              count={result.count}
              busy={status.busy}
              onPageChange={(next) => send({ type: "PAGE_CHANGED", page: next })}
              pager={pagerLabels(t.pager)}
              focusOn={config.focusResults ? result : undefined}
              sorting={
                config.sortable && sort
                  ? {
                      columns: config.sortable,
                      column: sort.column,
                      direction: sort.direction,
                      onSort: sortBy,
                      busy: status.busy
                    }
                  : undefined
              }
            />
          </>
        )
      }
    />
  )
}

/** The route component of every paged search: the screen's frame once its words and the user are there. */
export const PagedSearchScreen = <Filters, Row, N extends SearchNamespace>(config: PagedSearchScreenProps<Filters, Row, N>) => {
  const ready = useNamespace(config.namespace)
  const sharedWords = useNamespace("pagedSearch")
  const dateWords = useNamespace("reportHistory")
  const { LL } = useI18nContext()
  const { session } = usePortal()
  const profile = useSelector(session, (s) => s.context.profile)
  if (!ready || !sharedWords || !dateWords || !profile) return <Waiting label={LL.common.loading()} />
  const t = searchWords(LL, config.namespace)
  return (
    <SearchScreen titleId={`${config.idPrefix}-title`} title={t.title()} intro={t.intro?.()}>
      <SearchView userId={profile.id} config={config} />
    </SearchScreen>
  )
}
