import { Path, Rect, StyleSheet, Svg, Text, View } from "@react-pdf/renderer"
import { Temporal } from "temporal-polyfill"
import type { Locales, TranslationFunctions } from "../../i18n/i18n-types"
import { formatReportDateTime } from "../../i18n/reportFormat"
import { margin } from "./pdfParts"

/*
 * What every page of a report PDF carries, as on a document a company files: the bureau's mark and
 * name, the report and its id at the top; "Confidential", when and in which time zone it was
 * generated, and the page number at the bottom.
 */

const blue = "#0b3d6e"
const grey = "#505a66"

const frame = StyleSheet.create({
  header: {
    position: "absolute",
    top: 24,
    left: margin.side,
    right: margin.side,
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "center",
    paddingBottom: 6,
    borderBottomWidth: 1,
    borderBottomColor: blue
  },
  brand: { flexDirection: "row", alignItems: "center" },
  bureau: { fontFamily: "Helvetica-Bold", fontSize: 10, color: blue, marginLeft: 6 },
  report: { alignItems: "flex-end", fontSize: 8, color: grey },
  reportTitle: { fontFamily: "Helvetica-Bold", fontSize: 9, color: blue },
  footer: {
    position: "absolute",
    bottom: 22,
    left: margin.side,
    right: margin.side,
    flexDirection: "row",
    justifyContent: "space-between",
    paddingTop: 4,
    borderTopWidth: 0.5,
    borderTopColor: "#b0b8c4",
    fontSize: 8,
    color: grey
  },
  confidential: { fontFamily: "Helvetica-Bold", color: "#8a1c1c" }
})

/** The bureau's mark, as in the portal's top bar. */
const BureauMark = () => (
  <Svg width={20} height={20} viewBox="0 0 36 36">
    <Rect x={2} y={2} width={32} height={32} rx={6} fill="none" stroke={blue} strokeWidth={3} />
    <Path d="M9 24 L15 12 L21 20 L27 10" fill="none" stroke="#00736b" strokeWidth={3} />
  </Svg>
)

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
}) => (
  <>
    <View style={frame.header} fixed>
      <View style={frame.brand}>
        <BureauMark />
        <Text style={frame.bureau}>{texts.bureau}</Text>
      </View>
      <View style={frame.report}>
        <Text style={frame.reportTitle}>{texts.title}</Text>
        <Text>{texts.reportId}</Text>
      </View>
    </View>
    <View style={frame.footer} fixed>
      <Text>
        <Text style={frame.confidential}>{texts.confidential}</Text>
        {`  ·  ${texts.generatedOn}`}
      </Text>
      {page !== undefined && pages !== undefined ? (
        <Text>{texts.pageNumber(page, pages)}</Text>
      ) : (
        <Text render={({ pageNumber, totalPages }) => texts.pageNumber(pageNumber, totalPages ?? pageNumber)} />
      )}
    </View>
  </>
)
