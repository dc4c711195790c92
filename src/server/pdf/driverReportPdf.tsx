import { Document, Page, View } from "@react-pdf/renderer"
import type { DriverReport } from "../../api/reports/schemas"
import type { Locales, TranslationFunctions } from "../../i18n/i18n-types"
import { pdfTexts } from "./pdfTexts"
import { claimBlocks } from "./PdfClaims"
import { policyBlocks } from "./PdfPolicies"
import { inquiryBlocks, summaryBlock } from "./PdfSummary"
import { timelineBlocks } from "./PdfTimeline"
import { nameIn } from "../../i18n/reportFormat"
import { pageHeight, renderPdf, sheetHeight, styles, type Block } from "./pdfParts"
import { PageFrame, frameTexts } from "./pdfFrame"

export type PdfLanguage = Locales

export interface PdfOptions {
  /** The instant printed in the footer; now by default (tests fix it). */
  readonly generatedAt?: string
}

/** Below this much space left on a sheet, a block that does not fit starts the next sheet whole. */
const worthFilling = 0.2

/**
 * Groups blocks into sheets by their estimated height: a block that does not fit in what is left of
 * a sheet starts the next one; one taller than a sheet, or one that would leave much of the sheet
 * empty, is laid out from its parts (a policy's head, its operators, each vehicle...).
 */
export const packSheets = (blocks: ReadonlyArray<Block>, height = sheetHeight): ReadonlyArray<ReadonlyArray<Block>> => {
  const sheets: Array<Array<Block>> = []
  let current: Array<Block> = []
  let used = 0
  const place = (block: Block) => {
    const left = height - used
    if (block.parts && (block.height > height || (block.height > left && left > height * worthFilling))) {
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

/** Every block of the report in reading order: summary, the history at a glance, policies with gaps and disclaimer, claims, previous inquiries. */
export const reportBlocks = (report: DriverReport, LL: TranslationFunctions, locale: PdfLanguage): ReadonlyArray<Block> => {
  const context = { report, LL, locale }
  return [
    summaryBlock(context),
    ...timelineBlocks(context),
    ...policyBlocks(context),
    ...claimBlocks(context),
    ...inquiryBlocks(context)
  ]
}

/**
 * "static": each sheet is a page that does not wrap, laid out once, with "Page x of y" written out
 * (the fast way); "dynamic": pages wrap and react-pdf numbers them, laying each page out again.
 */
type Numbering = "static" | "dynamic"

/** A node of the layout react-pdf hands to the document's onRender (its internal data: read defensively). */
interface LaidOutNode {
  readonly box?: { readonly top: number; readonly height: number; readonly marginBottom?: number }
  readonly children?: ReadonlyArray<LaidOutNode>
}

const tolerance = 0.01

/**
 * Whether a layout of the "static" document put every sheet's content within its page: one page per
 * sheet, each exactly a sheet tall (a page that does not wrap grows with content that runs past it),
 * its body's last block ending inside the body. Anything unexpected in the layout counts as not
 * fitting, so that the document is laid out again the safe way.
 */
export const sheetsFit = (layout: unknown, sheets: number): boolean => {
  const pages = (layout as LaidOutNode | undefined)?.children
  if (!Array.isArray(pages) || pages.length !== sheets) return false
  return pages.every((page: LaidOutNode) => {
    const body = page.children?.[0]
    if (!page.box || !body?.box || Math.abs(page.box.height - pageHeight) > tolerance) return false
    const last = body.children?.at(-1)
    if (!last) return true
    if (!last.box) return false
    return last.box.top + last.box.height + (last.box.marginBottom ?? 0) <= body.box.height + tolerance
  })
}

export const DriverReportDocument = ({
  report,
  language,
  generatedAt,
  numbering = "static",
  sheets = packSheets(reportBlocks(report, pdfTexts(language), language)),
  onLayout
}: {
  readonly report: DriverReport
  readonly language: PdfLanguage
  readonly generatedAt: string
  readonly numbering?: Numbering
  /** The blocks of each sheet, when the caller has packed them already. */
  readonly sheets?: ReadonlyArray<ReadonlyArray<Block>>
  /** Receives react-pdf's layout of the document once it is laid out. */
  readonly onLayout?: (layout: unknown) => void
}) => {
  const LL = pdfTexts(language)
  const texts = frameTexts(LL, language, report, LL.report.title(), generatedAt)
  const wrap = numbering === "dynamic"
  return (
    <Document
      title={`${LL.report.title()} - ${report.fullName}`}
      author={nameIn(report.companyNameEn, report.companyNameFr, language)}
      language={language === "fr" ? "fr-CA" : "en-CA"}
      onRender={
        onLayout && ((props) => onLayout((props as { readonly _INTERNAL__LAYOUT__DATA_?: unknown })._INTERNAL__LAYOUT__DATA_))
      }
    >
      {sheets.map((blocks, i) => (
        <Page key={i} size="LETTER" style={styles.page} wrap={wrap}>
          <View style={wrap ? styles.body : styles.sheetBody}>{blocks.map((block) => block.element)}</View>
          {wrap ? <PageFrame texts={texts} /> : <PageFrame texts={texts} page={i + 1} pages={sheets.length} />}
        </Page>
      ))}
    </Document>
  )
}

/** Page objects in a PDF file (pdfkit writes them uncompressed). */
export const countPdfPages = (bytes: Uint8Array): number =>
  (new TextDecoder("latin1").decode(bytes).match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length

/**
 * Renders a driver report as a PDF in the chosen language: the sections of the screen, page numbers in
 * the footer. Sheets are laid out once as pages of their own; when a sheet's estimate fell short and
 * its content ran past the page, the document is laid out again with wrapping pages.
 */
export const renderDriverReportPdf = async (
  report: DriverReport,
  language: PdfLanguage,
  options: PdfOptions = {}
): Promise<Uint8Array<ArrayBuffer>> => {
  const generatedAt = options.generatedAt ?? new Date().toISOString()
  const sheets = packSheets(reportBlocks(report, pdfTexts(language), language))
  let fits = false
  const fast = await renderPdf(
    <DriverReportDocument
      report={report}
      language={language}
      generatedAt={generatedAt}
      sheets={sheets}
      onLayout={(layout) => {
        fits = sheetsFit(layout, sheets.length)
      }}
    />
  )
  return fits
    ? fast
    : renderPdf(
        <DriverReportDocument report={report} language={language} generatedAt={generatedAt} numbering="dynamic" sheets={sheets} />
      )
}
