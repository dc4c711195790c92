import { Document, Page, Text, View, renderToBuffer, type DocumentProps } from "@react-pdf/renderer"
import type { ReactElement } from "react"
import type { DriverReport } from "../../api/reports/schemas"
import type { Locales, TranslationFunctions } from "../../i18n/i18n-types"
import { pdfTexts } from "./pdfTexts"
import { claimBlocks } from "./PdfClaims"
import { policyBlocks } from "./PdfPolicies"
import { inquiryBlocks, summaryBlock } from "./PdfSummary"
import { formatReportDateTime, nameIn } from "../../i18n/reportFormat"
import { sheetHeight, styles, type Block } from "./pdfParts"

export type PdfLanguage = Locales

export interface PdfOptions {
  /** The instant printed in the footer; now by default (tests fix it). */
  readonly generatedAt?: string
}



/**
 * Groups blocks into sheets by their estimated height: a block that does not fit in what is left of
 * a sheet starts the next one (policies and claims are kept together); one taller than a sheet is
 * laid out from its parts.
 */
export const packSheets = (blocks: ReadonlyArray<Block>, height = sheetHeight): ReadonlyArray<ReadonlyArray<Block>> => {
  const sheets: Array<Array<Block>> = []
  let current: Array<Block> = []
  let used = 0
  const place = (block: Block) => {
    if (block.height > height && block.parts) {
      block.parts.forEach(place)
      return
    }
    if (current.length > 0 && used + block.height > height) {
      sheets.push(current)
      current = []
      used = 0
    }
    current.push(block)
    used += block.height
  }
  blocks.forEach(place)
  if (current.length > 0) sheets.push(current)
  return sheets
}

/** Every block of the report in reading order: summary, policies with gaps and disclaimer, claims, previous inquiries. */
export const reportBlocks = (report: DriverReport, LL: TranslationFunctions, locale: PdfLanguage): ReadonlyArray<Block> => {
  const context = { report, LL, locale }
  return [summaryBlock(context), ...policyBlocks(context), ...claimBlocks(context), ...inquiryBlocks(context)]
}

/**
 * "Page x of y": written out when every sheet is one page (the fast way), otherwise asked of
 * react-pdf, which lays each page out again to fill it in.
 */
type Numbering = "static" | "dynamic"

export const DriverReportDocument = ({
  report,
  language,
  generatedAt,
  numbering = "static",
  sheets = packSheets(reportBlocks(report, pdfTexts(language), language))
}: {
  readonly report: DriverReport
  readonly language: PdfLanguage
  readonly generatedAt: string
  readonly numbering?: Numbering
  /** The blocks of each sheet, when the caller has packed them already. */
  readonly sheets?: ReadonlyArray<ReadonlyArray<Block>>
}) => {
  const LL = pdfTexts(language)
  const generatedOn = LL.report.pdf.generatedOn({ date: formatReportDateTime(generatedAt, report.ianaTimezone) })
  return (
    <Document
      title={`${LL.report.title()} - ${report.fullName}`}
      author={nameIn(report.companyNameEn, report.companyNameFr, language)}
      language={language === "fr" ? "fr-CA" : "en-CA"}
    >
      {sheets.map((blocks, i) => (
        <Page key={i} size="LETTER" style={styles.page}>
          <View style={styles.body}>{blocks.map((block) => block.element)}</View>
          <View style={styles.footer} fixed>
            <Text>{generatedOn}</Text>
            {numbering === "static" ? (
              <Text>{LL.report.pdf.pageNumber({ page: i + 1, pages: sheets.length })}</Text>
            ) : (
              <Text render={({ pageNumber, totalPages }) => LL.report.pdf.pageNumber({ page: pageNumber, pages: totalPages ?? pageNumber })} />
            )}
          </View>
        </Page>
      ))}
    </Document>
  )
}

/** Page objects in a PDF file (pdfkit writes them uncompressed). */
export const countPdfPages = (bytes: Uint8Array): number =>
  (new TextDecoder("latin1").decode(bytes).match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length

const render = async (element: ReactElement<DocumentProps>): Promise<Uint8Array> => {
  const buffer = await renderToBuffer(element)
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}

/** Renders a driver report as a PDF in the chosen language: the sections of the screen, page numbers in the footer. */
export const renderDriverReportPdf = async (
  report: DriverReport,
  language: PdfLanguage,
  options: PdfOptions = {}
): Promise<Uint8Array> => {
  const generatedAt = options.generatedAt ?? new Date().toISOString()
  const sheets = packSheets(reportBlocks(report, pdfTexts(language), language))
  const document = (numbering: Numbering) => (
    <DriverReportDocument report={report} language={language} generatedAt={generatedAt} numbering={numbering} sheets={sheets} />
  )
  const fast = await render(document("static"))
  // Each sheet is at least one page, so as many pages as sheets means the written-out numbers are right.
  return countPdfPages(fast) === sheets.length ? fast : render(document("dynamic"))
}
