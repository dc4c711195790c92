import type { ColumnDef } from "@tanstack/react-table"
import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { Waiting } from "../ui/Waiting"
import { DataTable } from "../ui/DataTable"
import { button, buttonRow } from "../ui/styles"
import { sectionTitle, tabIntro } from "./settingsStyles"

const head = css({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems: "center", gap: "8px" })
const rowButtons = css({ display: "flex", flexWrap: "wrap", gap: "8px" })
const muted = css({ color: "fg.muted" })

/** What a list tab is while its list loads, or when it could not: the waiting line, or the failure with Retry. */
export const ListTabStatus = ({
  testId,
  failed,
  onRetry
}: {
  readonly testId: string
  readonly failed: boolean
  readonly onRetry: () => void
}) => {
  const { LL } = useI18nContext()
  if (!failed) return <Waiting label={LL.settings.loading()} />
  return (
    <div data-testid={`${testId}-failed`}>
      <p role="alert">{LL.settings.loadFailed()}</p>
      <div className={buttonRow}>
        <button type="button" className={button()} onClick={onRetry}>
          {LL.settings.retry()}
        </button>
      </div>
    </div>
  )
}

/** A row's action button, named after the row for screen readers. */
export const RowButton = (props: {
  readonly label: string
  readonly ariaLabel: string
  readonly testId: string
  readonly onClick: () => void
}) => (
  <button
    type="button"
    className={button({ tone: "secondary" })}
    onClick={props.onClick}
    aria-label={props.ariaLabel}
    data-testid={props.testId}
  >
    {props.label}
  </button>
)

export const RowButtons = ({ children }: { readonly children: ReactNode }) => <div className={rowButtons}>{children}</div>

export interface ListTabTexts {
  readonly intro: () => string
  readonly add: () => string
  readonly empty: () => string
  readonly caption: () => string
}

/**
 * A settings tab that keeps a list (claims providers, client identifier mappings): its title with
 * the add button, its introduction, the table or the empty line, and its dialogs as children.
 */
export const SettingsListTab = <Row,>(props: {
  readonly testId: string
  readonly title: string
  /** The tab's own words: its introduction, Add, the empty line and the table's caption. */
  readonly texts: ListTabTexts
  readonly addTestId: string
  readonly onAdd: () => void
  readonly columns: ReadonlyArray<ColumnDef<Row, unknown>>
  readonly rows: ReadonlyArray<Row>
  readonly rowId: (row: Row) => string
  readonly busy: boolean
  readonly children: ReactNode
}) => (
  <div data-testid={props.testId} aria-busy={props.busy || undefined}>
    <div className={head}>
      <h2 className={sectionTitle}>{props.title}</h2>
      <button type="button" className={button({ tone: "secondary" })} onClick={props.onAdd} data-testid={props.addTestId}>
        {props.texts.add()}
      </button>
    </div>
    <p className={tabIntro}>{props.texts.intro()}</p>
    {props.rows.length === 0 ? (
      <p className={muted} data-testid={`${props.testId}-empty`}>
        {props.texts.empty()}
      </p>
    ) : (
      <DataTable
        caption={props.texts.caption()}
        columns={props.columns}
        data={props.rows}
        getRowId={props.rowId}
        testId={`${props.testId}-table`}
      />
    )}
    {props.children}
  </div>
)
