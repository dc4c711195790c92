/*
 * Glyph widths of the PDF's standard fonts (Helvetica and Helvetica-Bold, from their Adobe font
 * metrics), in thousandths of the font size, for the printable ASCII characters from the space on.
 * An accented letter is as wide as its base letter in these fonts.
 */
// prettier-ignore
const regular = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584
]
// prettier-ignore
const bold = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
  611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584
]

export type Weight = "regular" | "bold"

/** Characters outside the table: dashes, quotes and the like; as wide as the widest common glyphs, to err on the wide side. */
const otherWidth = 1000

/** Characters outside the table with widths of their own, alike in both weights. */
const others: Readonly<Record<string, number>> = { "\u2013": 556, "\u00b0": 400, "\u00b7": 278 }

const glyphWidth = (table: ReadonlyArray<number>, char: string): number => {
  const code = char.charCodeAt(0)
  if (code >= 32 && code <= 126) return table[code - 32]!
  if (char === "\u00a0" || char === "\u202f") return table[0]!
  const other = others[char]
  if (other !== undefined) return other
  const base = char.normalize("NFD").charCodeAt(0)
  return base >= 32 && base <= 126 ? table[base - 32]! : otherWidth
}

/** The width in points of a text set in Helvetica (or Helvetica-Bold) at the given size. */
export const textWidth = (text: string, size: number, weight: Weight = "regular"): number => {
  const table = weight === "bold" ? bold : regular
  let width = 0
  for (const char of text) width += glyphWidth(table, char)
  return (width * size) / 1000
}

/** The width of the widest word of a text: the least width it can be set in, words never being split. */
export const widestWord = (text: string, size: number, weight: Weight = "regular"): number =>
  Math.max(0, ...text.split(/[ \n]+/).map((word) => textWidth(word, size, weight)))

/**
 * The lines a text takes in a width, breaking between words as a line breaker would (greedily);
 * explicit line breaks kept. At least one line.
 */
export const wrappedLines = (text: string, width: number, size: number, weight: Weight = "regular"): number => {
  const space = textWidth(" ", size, weight)
  let lines = 0
  for (const paragraph of text.split("\n")) {
    let used = 0
    lines += 1
    for (const word of paragraph.split(" ")) {
      const wordWidth = textWidth(word, size, weight)
      if (used > 0 && used + space + wordWidth > width) {
        lines += 1
        used = wordWidth
      } else used += (used > 0 ? space : 0) + wordWidth
    }
  }
  return lines
}
