import { Font, StyleSheet, Text, View, renderToBuffer, type DocumentProps } from "@react-pdf/renderer"
import type { ReactElement } from "react"
import { widestWord, wrappedLines, type Weight } from "./pdfFont"

// Words are never split: licence numbers, VINs and labels stay whole (and whole words extract cleanly).
Font.registerHyphenationCallback((word) => [word])

/*
 * The PDF is laid out in blocks (the summary, a policy, a gap, a claim...) whose height is estimated
 * here, so that the document can be cut into react-pdf pages of about one sheet each: react-pdf lays
 * out the rest of a wrapping page again for every sheet it breaks, which made a long report take
 * seconds as one page. A block taller than a sheet still breaks across sheets inside its own page.
 */

export const fontSize = 9
const lineHeightRatio = 1.25
export const line = fontSize * lineHeightRatio
export const pageWidth = 612
export const pageHeight = 792
/** The top margin holds the bureau's header, the bottom one the footer (pdfFrame.tsx). */
export const margin = { top: 70, bottom: 54, side: 36 }
export const contentWidth = pageWidth - 2 * margin.side
/** The height a page's blocks may fill. */
export const sheetHeight = pageHeight - margin.top - margin.bottom
/** Estimates measure lines a little narrower than they are, to err on the tall side. */
const measureSlack = 0.95
const cellPadding = 3
const ruleWidth = 0.75

export const styles = StyleSheet.create({
  page: {
    paddingTop: margin.top,
    paddingBottom: margin.bottom,
    paddingHorizontal: margin.side,
    fontFamily: "Helvetica",
    fontSize,
    color: "#1a1a1a"
  },
  // On the page's content, not the page: a line height reaching the footer's page number hides it (react-pdf 4).
  body: { fontSize, lineHeight: lineHeightRatio },
  /**
   * The body of a page that does not wrap. Such a page is as tall as its content: the body fills at
   * least the sheet, so that the page is a whole sheet with everything where a wrapping page puts it,
   * and grows past it when the content does (a fixed height would squeeze the content instead).
   */
  sheetBody: { fontSize, lineHeight: lineHeightRatio, minHeight: sheetHeight },
  title: { lineHeight: lineHeightRatio, fontSize: 18, fontFamily: "Helvetica-Bold", color: "#0b3d6e", marginBottom: 2 },
  subtitle: { lineHeight: lineHeightRatio, fontSize: 11, marginBottom: 4 },
  sectionTitle: {
    lineHeight: lineHeightRatio,
    fontSize: 13,
    fontFamily: "Helvetica-Bold",
    color: "#0b3d6e",
    borderBottomWidth: 1,
    borderBottomColor: "#0b3d6e",
    paddingBottom: 2,
    marginTop: 10,
    marginBottom: 6
  },
  subTitle: { lineHeight: lineHeightRatio, fontSize: 10, fontFamily: "Helvetica-Bold", marginTop: 5, marginBottom: 3 },
  grid: { flexDirection: "row", flexWrap: "wrap" },
  field: { width: "50%", paddingVertical: 1, paddingRight: 8 },
  fieldWide: { width: "100%", paddingVertical: 1 },
  label: { fontFamily: "Helvetica-Bold", color: "#404040" },
  item: { borderWidth: 0.75, borderColor: "#b0b8c4", borderRadius: 3, padding: 6, marginBottom: 6 },
  /** A piece of an item too long for one sheet. */
  itemPart: { borderWidth: 0.75, borderColor: "#b0b8c4", paddingHorizontal: 6, paddingVertical: 3, marginBottom: 2 },
  itemHeader: {
    flexDirection: "row",
    flexWrap: "wrap",
    alignItems: "center",
    marginBottom: 4,
    backgroundColor: "#e8eef5",
    padding: 4
  },
  itemHeaderText: { fontFamily: "Helvetica-Bold", marginRight: 8 },
  tag: {
    lineHeight: lineHeightRatio,
    fontSize: 8,
    color: "#ffffff",
    backgroundColor: "#00736b",
    paddingHorizontal: 4,
    marginRight: 6
  },
  gap: { backgroundColor: "#fff4e0", borderLeftWidth: 3, borderLeftColor: "#b35c00", padding: 5, marginBottom: 6 },
  bold: { fontFamily: "Helvetica-Bold" },
  table: { marginBottom: 4 },
  // Rules on the cells rather than the table: a table running onto the next page has no stray rule below its last row.
  headRow: { flexDirection: "row", borderTopWidth: ruleWidth, borderLeftWidth: ruleWidth, borderColor: "#b0b8c4" },
  bodyRow: { flexDirection: "row", borderLeftWidth: ruleWidth, borderColor: "#b0b8c4" },
  row: { flexDirection: "row" },
  cell: { borderRightWidth: ruleWidth, borderBottomWidth: ruleWidth, borderColor: "#b0b8c4", padding: cellPadding },
  headCell: {
    borderRightWidth: ruleWidth,
    borderBottomWidth: ruleWidth,
    borderColor: "#b0b8c4",
    padding: cellPadding,
    fontFamily: "Helvetica-Bold",
    backgroundColor: "#f2f4f7"
  },
  vehicle: { marginBottom: 4, paddingLeft: 4, borderLeftWidth: 2, borderLeftColor: "#c5d4e5" },
  note: { lineHeight: lineHeightRatio, fontSize: 8, color: "#404040", marginTop: 2 },
  disclaimer: {
    lineHeight: lineHeightRatio,
    fontSize: 8,
    color: "#404040",
    borderTopWidth: 0.5,
    borderTopColor: "#b0b8c4",
    paddingTop: 4,
    marginBottom: 6
  },
  none: { fontStyle: "italic", color: "#404040" }
})

/** A part of the document and the height it is expected to take. */
export interface Block {
  readonly key: string
  readonly height: number
  readonly element: ReactElement
  /** The same content in smaller blocks, used when the whole does not fit on one sheet. */
  readonly parts?: ReadonlyArray<Block>
}

/** Lines a text takes in a given width (at least one; explicit line breaks counted). */
export const textLines = (text: string, width: number, weight: Weight = "regular"): number =>
  wrappedLines(text, width * measureSlack, fontSize, weight)

export interface FieldItem {
  readonly label: string
  readonly value: string
  /** Takes the whole line (addresses). */
  readonly wide?: boolean
}

const labelGap = "  "

/** One label and its value as one text block (one layout node: long reports lay out fast). */
const Field = ({ label, value, wide }: FieldItem) => (
  <Text style={wide ? styles.fieldWide : styles.field}>
    <Text style={styles.label}>{label}</Text>
    {`${labelGap}${value}`}
  </Text>
)

/** Fields two per line; a wide field takes its own line. */
export const FieldGrid = ({ fields }: { readonly fields: ReadonlyArray<FieldItem> }) => (
  <View style={styles.grid}>
    {fields.map((field, i) => (
      <Field key={i} {...field} />
    ))}
  </View>
)

const fieldLines = (field: FieldItem, width: number) =>
  textLines(`${field.label}${labelGap}${field.value}`, field.wide ? width : width / 2 - 8, "bold")

export const fieldGridHeight = (fields: ReadonlyArray<FieldItem>, width: number): number => {
  let height = 0
  let pending: number | undefined
  const rowHeight = (lines: number) => lines * line + 2
  for (const field of fields) {
    const lines = fieldLines(field, width)
    if (field.wide) {
      if (pending !== undefined) height += rowHeight(pending)
      pending = undefined
      height += rowHeight(lines)
    } else if (pending === undefined) pending = lines
    else {
      height += rowHeight(Math.max(pending, lines))
      pending = undefined
    }
  }
  return pending === undefined ? height : height + rowHeight(pending)
}

export const Tag = ({ children }: { readonly children: string }) => <Text style={styles.tag}>{children}</Text>

export interface TableProps {
  readonly head: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<string>>
  /** Relative column widths, for the width left once every column holds its widest word. */
  readonly widths: ReadonlyArray<number>
  /** Column widths in points, when fixed already (the pieces of a split table keep the whole table's). */
  readonly columns?: ReadonlyArray<number>
}

/** What a cell adds around its text: padding on both sides and its right rule. */
const cellChrome = 2 * cellPadding + ruleWidth

/**
 * Column widths in points for a table `width` wide (its left rule included). Words are never split,
 * so each column is at least as wide as its widest word, header included; the rest of the width is
 * shared by the relative widths among the columns that need no more than their share.
 */
export const columnWidths = ({ head, rows, widths, columns }: TableProps, width: number): ReadonlyArray<number> => {
  if (columns) return columns
  const available = width - ruleWidth
  const least = widths.map(
    (_, i) =>
      Math.max(widestWord(head[i] ?? "", fontSize, "bold"), ...rows.map((row) => widestWord(row[i] ?? "", fontSize))) +
      cellChrome +
      1
  )
  const atLeast = new Set<number>()
  for (;;) {
    const left = available - [...atLeast].reduce((sum, i) => sum + least[i]!, 0)
    const weight = widths.reduce((sum, w, i) => (atLeast.has(i) ? sum : sum + w), 0)
    const share = widths.map((w, i) => (atLeast.has(i) ? least[i]! : (left * w) / weight))
    const short = share.findIndex((w, i) => !atLeast.has(i) && w < least[i]!)
    if (short < 0 && left >= 0) return share
    if (short < 0 || atLeast.size === widths.length - 1) {
      // Even the widest words do not fit side by side: every column narrowed alike.
      const total = least.reduce((sum, w) => sum + w, 0)
      return least.map((w) => (w * available) / total)
    }
    atLeast.add(short)
  }
}

/** A plain table: a header row, then one row per entry; `width` is the width it is laid out in. */
export const Table = ({ width = itemWidth, ...table }: TableProps & { readonly width?: number }) => {
  const columns = columnWidths(table, width)
  return (
    <View style={styles.table}>
      {/* Fixed: on a page that wraps, a table continued on the next page repeats its header row there. */}
      <View style={styles.headRow} wrap={false} fixed>
        {table.head.map((text, i) => (
          <Text key={i} style={[styles.headCell, { width: columns[i] }]}>
            {text}
          </Text>
        ))}
      </View>
      {table.rows.map((row, r) => (
        <View key={r} style={styles.bodyRow} wrap={false}>
          {row.map((text, i) => (
            <Text key={i} style={[styles.cell, { width: columns[i] }]}>
              {text}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}

const tableRowHeight = (columns: ReadonlyArray<number>, cells: ReadonlyArray<string>, weight: Weight) =>
  Math.max(...cells.map((text, i) => textLines(text, columns[i]! - cellChrome, weight))) * line + 2 * cellPadding + ruleWidth

export const tableHeight = (table: TableProps, width: number): number => {
  const columns = columnWidths(table, width)
  return (
    5 +
    tableRowHeight(columns, table.head, "bold") +
    table.rows.reduce((sum, row) => sum + tableRowHeight(columns, row, "regular"), 0)
  )
}

/** A long table in pieces of at most `height`, each with its header row. */
export const splitTable = (table: TableProps, width: number, height: number): ReadonlyArray<TableProps> => {
  const columns = columnWidths(table, width)
  const head = 5 + tableRowHeight(columns, table.head, "bold")
  const pieces: Array<Array<ReadonlyArray<string>>> = [[]]
  let used = head
  for (const row of table.rows) {
    const rowHeight = tableRowHeight(columns, row, "regular")
    if (pieces.at(-1)!.length > 0 && used + rowHeight > height) {
      pieces.push([])
      used = head
    }
    pieces.at(-1)!.push(row)
    used += rowHeight
  }
  return pieces.map((rows) => ({ ...table, rows, columns }))
}

export const sectionTitleHeight = 13 * lineHeightRatio + 20
export const subTitleHeight = 10 * lineHeightRatio + 8

/** A section's title kept on the same sheet as its first block (or its first part). */
const titled = (title: string, block: Block): Block => {
  const [firstPart, ...otherParts] = block.parts ?? []
  return {
    key: `${block.key}-titled`,
    height: sectionTitleHeight + block.height,
    element: (
      <View key={`${block.key}-titled`}>
        <Text style={styles.sectionTitle}>{title}</Text>
        {block.element}
      </View>
    ),
    ...(firstPart ? { parts: [titled(title, firstPart), ...otherParts] } : {})
  }
}

/** Width inside a bordered, padded item (a policy, a claim). */
export const itemWidth = contentWidth - 14

/** A section with nothing to list: its message alone. */
const emptySectionBlock = (key: string, message: string): Block => ({
  key,
  height: line,
  element: (
    <Text key={key} style={styles.none}>
      {message}
    </Text>
  )
})

/** A report's section: its title kept on the sheet of its first block, or of the message that it has none. */
export const reportSection = (key: string, title: string, blocks: ReadonlyArray<Block>, none: string): ReadonlyArray<Block> => {
  const [first, ...rest] = blocks.length ? blocks : [emptySectionBlock(`${key}-none`, none)]
  return [titled(title, first!), ...rest]
}

/**
 * A document's bytes, as the renderer and its workers hand them on: in a buffer of their own, which a
 * worker can hand over whole (a small Node buffer may share its memory with others).
 */
export const renderPdf = async (element: ReactElement<DocumentProps>): Promise<Uint8Array<ArrayBuffer>> => {
  const buffer = await renderToBuffer(element)
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : bytes.slice()
}
