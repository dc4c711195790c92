import { textWidth, type Weight } from "./pdfFont"

/*
 * Where the PDF's history picture (PdfTimeline.tsx) puts what the layout of src/api/reports/historyTimeline.ts
 * does not place: which years are written on the axis, where a legend's items go, the diagonal lines that
 * shade a span, which texts of a row find room, and a name cut to its column. Points throughout.
 */

const ellipsis = "\u2026"

/** The text as it fits in `width` at `size`: whole, or cut at a character and ended by an ellipsis. */
export const fitText = (text: string, width: number, size: number, weight: Weight = "regular"): string => {
  if (textWidth(text, size, weight) <= width) return text
  const chars = [...text]
  for (let n = chars.length - 1; n > 0; n--) {
    const cut = `${chars.slice(0, n).join("").trimEnd()}${ellipsis}`
    if (textWidth(cut, size, weight) <= width) return cut
  }
  return ""
}

const yearSteps = [1, 2, 5, 10, 20, 50]

/**
 * The years written on the axis, each at the right of its tick: every year when they have room, else every
 * second, fifth or tenth year (the multiples of the step), so that no two labels meet; a label that would
 * run past the axis's end is left out (its tick stays).
 */
export const yearLabels = (
  years: ReadonlyArray<{ readonly year: number; readonly at: number }>,
  width: number,
  size: number
): ReadonlyArray<{ readonly year: number; readonly x: number }> => {
  const room = (year: number) => textWidth(String(year), size) + 3
  const spacing = years.length > 1 ? ((years.at(-1)!.at - years[0]!.at) / (years.length - 1)) * width : width
  const step = yearSteps.find((s) => spacing * s >= Math.max(...years.map((y) => room(y.year)), 0)) ?? yearSteps.at(-1)!
  return years
    .filter((y) => y.year % step === 0 && y.at * width + 1 + room(y.year) <= width)
    .map((y) => ({ year: y.year, x: y.at * width + 1 }))
}

export interface LegendItem {
  /** The width of what is drawn before the label (its sample). */
  readonly sample: number
  readonly label: string
  readonly weight?: Weight
}

export interface PlacedLegendItem {
  readonly x: number
  readonly line: number
  /** Where its label starts. */
  readonly labelX: number
}

/** A legend's items left to right, on as many lines of `width` as they need; an item is never split. */
export const flowLegend = (
  items: ReadonlyArray<LegendItem>,
  width: number,
  size: number,
  { sampleGap = 3, itemGap = 10 } = {}
): { readonly items: ReadonlyArray<PlacedLegendItem>; readonly lines: number } => {
  const placed: Array<PlacedLegendItem> = []
  let line = 0
  let x = 0
  for (const item of items) {
    const before = item.sample > 0 ? item.sample + sampleGap : 0
    const itemWidth = before + textWidth(item.label, size, item.weight)
    if (x > 0 && x + itemWidth > width) {
      line += 1
      x = 0
    }
    placed.push({ x, line, labelX: x + before })
    x += itemWidth + itemGap
  }
  return { items: placed, lines: items.length ? line + 1 : 0 }
}

/** Segments of parallel lines at 45 degrees, `spacing` apart, that shade a rectangle without leaving it. */
export const hatchLines = (
  x: number,
  y: number,
  width: number,
  height: number,
  spacing: number
): ReadonlyArray<{ readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number }> => {
  if (width <= 0 || height <= 0) return []
  const lines: Array<{ x1: number; y1: number; x2: number; y2: number }> = []
  // Each line is x + (bottom - y) = c: from the rectangle's left or bottom edge to its top or right edge.
  // A span narrower than the spacing still gets its line.
  for (let c = Math.min(spacing / 2, (width + height) / 2); c < width + height; c += spacing) {
    const x1 = Math.max(0, c - height)
    const x2 = Math.min(width, c)
    lines.push({ x1: x + x1, y1: y + height - (c - x1), x2: x + x2, y2: y + height - (c - x2) })
  }
  return lines
}

/** A text wished for in a row: where it would start, how wide it is. */
export interface RowText {
  readonly x: number
  readonly width: number
}

/**
 * Which of a row's texts are drawn: each in turn (in the order of importance given), when it stays
 * within `from`..`to` of its own and clear of those kept before it by `gap`. The indexes of those kept.
 */
export const roomyTexts = (
  texts: ReadonlyArray<RowText & { readonly from: number; readonly to: number }>,
  gap = 1
): ReadonlyArray<number> => {
  const kept: Array<number> = []
  texts.forEach((text, i) => {
    const end = text.x + text.width
    if (text.x < text.from || end > text.to) return
    const clear = kept.every((k) => end + gap <= texts[k]!.x || texts[k]!.x + texts[k]!.width + gap <= text.x)
    if (clear) kept.push(i)
  })
  return kept
}

/** Consecutive pieces of at most `size` items, for a picture too tall for one sheet. */
export const chunks = <A>(items: ReadonlyArray<A>, size: number): ReadonlyArray<ReadonlyArray<A>> => {
  const pieces: Array<ReadonlyArray<A>> = []
  for (let i = 0; i < items.length; i += size) pieces.push(items.slice(i, i + size))
  return pieces
}
