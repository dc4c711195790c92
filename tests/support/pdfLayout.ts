import { getDocumentProxy } from "unpdf"

/** A run of text as pdf.js finds it: where it starts on its baseline, how wide and tall it is. */
export interface TextRun {
  readonly page: number
  readonly text: string
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface PlacedPdf {
  readonly pageWidth: number
  readonly pageHeight: number
  readonly runs: ReadonlyArray<TextRun>
}

/** Every non-blank run of text of every page, with its position (PDF units, origin bottom left). */
export const placedRuns = async (bytes: Uint8Array): Promise<PlacedPdf> => {
  // pdf.js takes the buffer over: give it a copy.
  const pdf = await getDocumentProxy(bytes.slice())
  const runs: Array<TextRun> = []
  let pageWidth = 0
  let pageHeight = 0
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const [, , width, height] = page.view as [number, number, number, number]
    pageWidth = width
    pageHeight = height
    const { items } = await page.getTextContent()
    for (const item of items) {
      if (!("str" in item) || item.str.trim() === "") continue
      const [, , , , x, y] = item.transform as [number, number, number, number, number, number]
      runs.push({ page: n, text: item.str, x, y, width: item.width, height: item.height })
    }
  }
  return { pageWidth, pageHeight, runs }
}

/** Runs drawn on the same line (same page, baselines within a point), in reading order. */
const lines = (runs: ReadonlyArray<TextRun>): ReadonlyArray<ReadonlyArray<TextRun>> => {
  const byLine = new Map<string, Array<TextRun>>()
  for (const run of runs) {
    const key = `${run.page}:${Math.round(run.y)}`
    byLine.set(key, [...(byLine.get(key) ?? []), run])
  }
  return [...byLine.values()].map((line) => [...line].sort((a, b) => a.x - b.x))
}

/** The part of a run's width taken by its trailing spaces, which may touch the next run. */
const trimmedWidth = (run: TextRun) => {
  const trailing = run.text.length - run.text.trimEnd().length
  return run.width * ((run.text.length - trailing) / run.text.length)
}

const tolerance = 0.5

/**
 * Where text is drawn over other text or off the page: two runs of one line that overlap (a table
 * cell running into the next), runs of two lines whose glyphs overlap (a wrapped heading over the
 * row below), and runs that reach past the page's edges. Described one per problem, empty when none.
 */
export const layoutProblems = ({ pageWidth, pageHeight, runs }: PlacedPdf): ReadonlyArray<string> => {
  const problems: Array<string> = []
  const where = (run: TextRun) => `page ${run.page} "${run.text}" at (${run.x.toFixed(1)}, ${run.y.toFixed(1)})`
  for (const run of runs) {
    if (run.x < -tolerance || run.x + trimmedWidth(run) > pageWidth + tolerance || run.y < 0 || run.y + run.height > pageHeight) {
      problems.push(`${where(run)} reaches past the page`)
    }
  }
  for (const line of lines(runs)) {
    for (let i = 1; i < line.length; i++) {
      const before = line[i - 1]!
      const after = line[i]!
      if (before.x + trimmedWidth(before) > after.x + tolerance) problems.push(`${where(before)} runs into ${where(after)}`)
    }
  }
  // Glyphs of runs on different lines overlap when both their spans cross (a line below another by less than its height).
  const sorted = [...runs].sort((a, b) => a.page - b.page || b.y - a.y)
  for (let i = 0; i < sorted.length; i++) {
    const upper = sorted[i]!
    for (let j = i + 1; j < sorted.length; j++) {
      const lower = sorted[j]!
      if (lower.page !== upper.page || upper.y - lower.y >= Math.max(upper.height, lower.height) * 0.8) break
      if (Math.abs(upper.y - lower.y) < 1) continue
      const crosses = upper.x < lower.x + trimmedWidth(lower) - tolerance && lower.x < upper.x + trimmedWidth(upper) - tolerance
      if (crosses) problems.push(`${where(upper)} overlaps ${where(lower)}`)
    }
  }
  return problems
}
