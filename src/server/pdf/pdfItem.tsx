import { Text, View } from "@react-pdf/renderer"
import { Fragment, type ReactNode } from "react"
import {
  FieldGrid,
  Table,
  Tag,
  fieldGridHeight,
  itemWidth,
  line,
  sheetHeight,
  splitTable,
  styles,
  subTitleHeight,
  tableHeight,
  textLines,
  type Block,
  type FieldItem,
  type TableProps
} from "./pdfParts"

/*
 * An item of a report (a policy, a claim) is a bordered box of sections: its head, then titled tables
 * and lists. An item taller than a sheet is laid out in parts instead, each section giving its own.
 */

const partChrome = 10

/** What an item's border and padding add to its height. */
const itemChrome = 14 + 6

/** A piece of a long item, in its own box. */
export const part = (key: string, height: number, children: ReactNode): Block => ({
  key,
  height: height + partChrome,
  element: (
    <View key={key} style={styles.itemPart}>
      {children}
    </View>
  )
})

/** A section of an item: whole, with its height, and in the parts that each fit a sheet. */
export interface ItemSection {
  readonly height: number
  readonly element: ReactNode
  readonly parts: ReadonlyArray<Block>
}

/** An item in its box, from its sections in order. */
export const itemBlock = (key: string, sections: ReadonlyArray<ItemSection>): Block => ({
  key,
  height: itemChrome + sections.reduce((sum, section) => sum + section.height, 0),
  element: (
    <View key={key} style={styles.item}>
      {sections.map((section, i) => (
        <Fragment key={i}>{section.element}</Fragment>
      ))}
    </View>
  ),
  parts: sections.flatMap((section) => section.parts)
})

/** A section kept whole: it is its own one part. */
export const wholeSection = (key: string, height: number, element: ReactNode): ItemSection => ({
  height,
  element,
  parts: [part(key, height, element)]
})

/** An item's header line: its two bold names, the tags that apply, then a closing text (none when empty). */
export interface ItemHeader {
  readonly names: readonly [string, string]
  readonly tags: ReadonlyArray<string | false>
  readonly end: string
}

/** An item's head: its header line over its field grid. */
export const itemHead = (key: string, header: ItemHeader, fields: ReadonlyArray<FieldItem>): ItemSection => {
  const text = [...header.names, ...header.tags.map((tag) => tag || ""), header.end].join("   ")
  return wholeSection(
    `${key}-head`,
    textLines(text, itemWidth - 8, "bold") * line + 12 + fieldGridHeight(fields, itemWidth),
    <Fragment key="head">
      <View style={styles.itemHeader} wrap={false}>
        {header.names.map((name, i) => (
          <Text key={`name-${i}`} style={styles.itemHeaderText}>
            {name}
          </Text>
        ))}
        {header.tags.map((tag, i) => tag && <Tag key={`tag-${i}`}>{tag}</Tag>)}
        {header.end !== "" && <Text>{header.end}</Text>}
      </View>
      <FieldGrid fields={fields} />
    </Fragment>
  )
}

/** A titled field grid inside an item (a claim's party), kept whole. */
export const itemFieldsSection = (key: string, title: string, fields: ReadonlyArray<FieldItem>): ItemSection =>
  wholeSection(
    key,
    subTitleHeight + fieldGridHeight(fields, itemWidth),
    <View key={title} wrap={false}>
      <Text style={styles.subTitle}>{title}</Text>
      <FieldGrid fields={fields} />
    </View>
  )

/** A section's title inside an item. */
export const subTitle = (title: string) => (
  <Text key="title" style={styles.subTitle}>
    {title}
  </Text>
)

/** A titled table inside an item, cut into parts that each fit a sheet; its title goes with the first. */
export const itemTableSection = (key: string, title: string, table: TableProps): ItemSection => ({
  height: subTitleHeight + tableHeight(table, itemWidth),
  element: (
    <>
      {subTitle(title)}
      <Table {...table} />
    </>
  ),
  parts: splitTable(table, itemWidth, sheetHeight - subTitleHeight - partChrome).map((piece, i) =>
    part(`${key}-${i}`, (i === 0 ? subTitleHeight : 0) + tableHeight(piece, itemWidth), [
      i === 0 ? subTitle(title) : null,
      <Table key="table" {...piece} />
    ])
  )
})

/** A titled section saying the item has nothing to list under it (no operators, no vehicles). */
export const itemNoneSection = (key: string, title: string, message: string): ItemSection => {
  const content = [
    subTitle(title),
    <Text key="none" style={styles.none}>
      {message}
    </Text>
  ]
  return { height: subTitleHeight + line, element: content, parts: [part(key, subTitleHeight + line, content)] }
}
