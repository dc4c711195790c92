import type { Locales, Namespaces, TranslationFunctions } from "../../i18n/i18n-types"
import { i18nObject } from "../../i18n/i18n-util"
import { csvText } from "../../services/shared/csv"

/** The namespaces whose words head a table's columns. */
export type TableNamespace = {
  [N in Namespaces]: TranslationFunctions[N] extends { readonly columns: Readonly<Record<string, () => string>> } ? N : never
}[Namespaces]

/** A column's id: the key of its header among the namespace's column words. */
export type ColumnKey<N extends TableNamespace> = keyof TranslationFunctions[N]["columns"] & string

/** What a cell is read with: the language in use, its words, and the zone the search reads dates in. */
export interface CellContext<N extends TableNamespace> {
  readonly language: Locales
  readonly words: TranslationFunctions[N]
  readonly ianaTimezone: string
}

/** A value as a cell holds it: text or a number, nothing, or names one after the other. */
export type CellValue = string | number | null | ReadonlyArray<string>

/** One column of a search's results, for its screen and its CSV alike. */
export interface TableColumn<Row, N extends TableNamespace> {
  /** Its id, and the key of its header among the namespace's column words. */
  readonly id: ColumnKey<N>
  readonly value: (row: Row, cell: CellContext<N>) => CellValue
  /** yyyy-MM-dd HH:mm text, which the screen never breaks inside the date. */
  readonly dateTime?: true
  /** What the screen says in an empty cell, so that it does not rest on the row's weight (the CSV leaves it empty). */
  readonly whenEmpty?: (words: TranslationFunctions[N]) => string
  /** A column of one side only: the screen's narrower table, or the export's fuller record. */
  readonly only?: "screen" | "csv"
}

/**
 * A search's columns, defined once: the screen's table and the CSV's header and cells are both read from
 * them, headed by the same words in the language in use.
 */
export interface SearchTable<Row, N extends TableNamespace> {
  readonly namespace: N
  /** In the screen's order. */
  readonly columns: ReadonlyArray<TableColumn<Row, N>>
  /** The CSV's order by id, where the spec orders the export otherwise than the screen (document 2). */
  readonly csvOrder?: ReadonlyArray<ColumnKey<N>>
}

/** The columns the screen shows, in its order. */
export const screenColumns = <Row, N extends TableNamespace>(table: SearchTable<Row, N>) =>
  table.columns.filter((column) => column.only !== "csv")

/** The columns the CSV writes, in its order. */
export const csvColumns = <Row, N extends TableNamespace>(table: SearchTable<Row, N>) => {
  const written = table.columns.filter((column) => column.only !== "screen")
  return table.csvOrder ? table.csvOrder.map((id) => written.find((column) => column.id === id)!) : written
}

/** A column's header in the words of a language. */
export const headerOf = <Row, N extends TableNamespace>(column: TableColumn<Row, N>, words: TranslationFunctions[N]): string =>
  (words.columns as Readonly<Record<string, () => string>>)[column.id]!()

/** A name kept in both languages, in the language in use; empty when there is none. */
export const named = (en: string | null | undefined, fr: string | null | undefined, language: Locales): string =>
  (language === "fr" ? fr : en) ?? ""

/** A cell as the screen shows it: names after commas, an empty cell in the column's words. */
export const screenText = <Row, N extends TableNamespace>(column: TableColumn<Row, N>, row: Row, cell: CellContext<N>) => {
  const value = column.value(row, cell)
  const text = Array.isArray(value) ? value.join(", ") : ((value as string | number | null) ?? "")
  return text === "" && column.whenEmpty ? column.whenEmpty(cell.words) : text
}

/** A cell as the CSV writes it: names after semicolons, since commas part the cells. */
const csvCell = (value: CellValue): string | number =>
  Array.isArray(value) ? value.join("; ") : ((value as string | number | null) ?? "")

/** The result as CSV in a language: the header row in its words, then a line a row. */
export const searchCsv = <Row, N extends TableNamespace>(
  table: SearchTable<Row, N>,
  rows: ReadonlyArray<Row>,
  language: Locales,
  ianaTimezone: string
): string => {
  // The screen has loaded its namespace's words in the language in use by the time it exports.
  const words = i18nObject(language)[table.namespace]
  const columns = csvColumns(table)
  const cell: CellContext<N> = { language, words, ianaTimezone }
  return csvText(
    columns.map((column) => headerOf(column, words)),
    rows.map((row) => columns.map((column) => csvCell(column.value(row, cell))))
  )
}
