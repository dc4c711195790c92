import { Canvas, View } from "@react-pdf/renderer"
import { Temporal } from "temporal-polyfill"
import type { Locales, TranslationFunctions } from "../../i18n/i18n-types"
import { formatReportDateTime } from "../../i18n/reportFormat"
import { textWidth } from "./pdfFont"
import { margin, pageHeight, pageWidth } from "./pdfParts"

/*
 * What every page of a report PDF carries, as on a document a company files: the bureau's mark and
 * name, the report and its id at the top; "Confidential", when and in which time zone it was
 * generated, and the page number at the bottom.
 *
 * The frame is painted straight onto the page (a react-pdf Canvas) at places fixed here, rather than
 * laid out as views and texts: laid out, its five texts per page were a tenth of a long report's
 * render (docs/decisions.md, "Report PDFs").
 */

type Rgb = readonly [number, number, number]
const blue: Rgb = [11, 61, 110]
const green: Rgb = [0, 115, 107]
const grey: Rgb = [80, 90, 102]
const red: Rgb = [138, 28, 28]
const ruleGrey: Rgb = [176, 184, 196]

/** The width between the page's side margins, where the frame is drawn. */
const width = pageWidth - 2 * margin.side
const headerTop = 24
/** The mark is 20 points square; the header's rule runs 6 points below it. */
const markSize = 20
const headerRule = headerTop + markSize + 6
/** The footer's text sits 22 points above the page's foot, its rule 4 points above the text. */
const footerText = pageHeight - 22 - 9.25
const footerRule = footerText - 4

export interface FrameTexts {
  readonly bureau: string
  readonly title: string
  readonly reportId: string
  readonly confidential: string
  readonly generatedOn: string
  readonly pageNumber: (page: number, pages: number) => string
}

/** "2025-02-28 19:45" with the zone's name and offset: "America/Edmonton, UTC-07:00". */
const zoneOf = (instant: string, ianaTimezone: string) =>
  `${ianaTimezone}, UTC${Temporal.Instant.from(instant).toZonedDateTimeISO(ianaTimezone).offset}`

export const frameTexts = (
  LL: TranslationFunctions,
  language: Locales,
  report: { readonly id: number; readonly ianaTimezone: string },
  title: string,
  generatedAt: string
): FrameTexts => ({
  bureau: language === "fr" ? LL.login.logoFr() : LL.login.logoEn(),
  title,
  reportId: LL.report.pdf.reportId({ id: report.id }),
  confidential: LL.report.pdf.confidential(),
  generatedOn: LL.report.pdf.generatedOn({
    date: formatReportDateTime(generatedAt, report.ianaTimezone),
    zone: zoneOf(generatedAt, report.ianaTimezone)
  }),
  pageNumber: (page, pages) => LL.report.pdf.pageNumber({ page, pages })
})

/** The calls of pdfkit that react-pdf hands a Canvas and the frame uses. */
interface Painter {
  save(): Painter
  restore(): Painter
  translate(x: number, y: number): Painter
  scale(factor: number): Painter
  font(name: string): Painter
  fontSize(size: number): Painter
  fillColor(color: Rgb): Painter
  strokeColor(color: Rgb): Painter
  lineWidth(width: number): Painter
  moveTo(x: number, y: number): Painter
  lineTo(x: number, y: number): Painter
  roundedRect(x: number, y: number, width: number, height: number, radius: number): Painter
  stroke(): Painter
  text(text: string, x: number, y: number, options: { readonly lineBreak: false }): Painter
}

type Font = "Helvetica" | "Helvetica-Bold"

/** One line of text, its top at y; widths come from the font's metrics, so no line breaking is asked of pdfkit. */
const write = (painter: Painter, text: string, x: number, y: number, font: Font, size: number, color: Rgb) =>
  painter.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false })

const writeRight = (painter: Painter, text: string, y: number, font: Font, size: number, color: Rgb) =>
  write(painter, text, width - textWidth(text, size, font === "Helvetica" ? "regular" : "bold"), y, font, size, color)

const rule = (painter: Painter, y: number, lineWidth: number, color: Rgb) =>
  painter.lineWidth(lineWidth).strokeColor(color).moveTo(0, y).lineTo(width, y).stroke()

/** The bureau's mark, as in the portal's top bar: a 36-unit drawing at 20 points. */
const mark = (painter: Painter) => {
  painter
    .save()
    .translate(0, headerTop)
    .scale(markSize / 36)
  painter.lineWidth(3).strokeColor(blue).roundedRect(2, 2, 32, 32, 6).stroke()
  painter.strokeColor(green).moveTo(9, 24).lineTo(15, 12).lineTo(21, 20).lineTo(27, 10).stroke()
  painter.restore()
}

const paintFrame = (texts: FrameTexts, page: number, pages: number) => (painter: Painter) => {
  mark(painter)
  write(painter, texts.bureau, markSize + 6, headerTop + 4, "Helvetica-Bold", 10, blue)
  writeRight(painter, texts.title, headerTop, "Helvetica-Bold", 9, blue)
  writeRight(painter, texts.reportId, headerTop + 10.5, "Helvetica", 8, grey)
  rule(painter, headerRule, 1, blue)
  rule(painter, footerRule, 0.5, ruleGrey)
  write(painter, texts.confidential, 0, footerText, "Helvetica-Bold", 8, red)
  write(painter, `  ·  ${texts.generatedOn}`, textWidth(texts.confidential, 8, "bold"), footerText, "Helvetica", 8, grey)
  writeRight(painter, texts.pageNumber(page, pages), footerText, "Helvetica", 8, grey)
  return null
}

/** The whole page between the side margins, out of the flow of its content. */
const area = { position: "absolute", top: 0, left: margin.side, width, height: pageHeight } as const

/**
 * The header and footer of a page; with `page` and `pages` the number is written out, without them
 * react-pdf numbers the pages of a wrapping document.
 */
export const PageFrame = ({
  texts,
  page,
  pages
}: {
  readonly texts: FrameTexts
  readonly page?: number
  readonly pages?: number
}) =>
  page !== undefined && pages !== undefined ? (
    <Canvas style={area} paint={paintFrame(texts, page, pages)} />
  ) : (
    <View
      style={area}
      fixed
      render={(props) => {
        // react-pdf hands a view's render the page count too, once it is known; its types leave it out.
        const { pageNumber, totalPages } = props as { readonly pageNumber: number; readonly totalPages?: number }
        return <Canvas style={{ width, height: pageHeight }} paint={paintFrame(texts, pageNumber, totalPages ?? pageNumber)} />
      }}
    />
  )
