import { Document, Page, Text, renderToBuffer } from "@react-pdf/renderer"
import type { DriverReport } from "../../api/reports/schemas"

/** Renders a driver report as a PDF in the chosen language (minimal first version). */
export const renderDriverReportPdf = async (report: DriverReport, language: "en" | "fr"): Promise<Uint8Array> => {
  const title = language === "fr" ? "Rapport de conducteur" : "Driver report"
  const buffer = await renderToBuffer(
    <Document title={title} language={language === "fr" ? "fr-CA" : "en-CA"}>
      <Page size="LETTER" style={{ padding: 36, fontSize: 10 }}>
        <Text style={{ fontSize: 16, marginBottom: 12 }}>{title}</Text>
        <Text>{report.fullName}</Text>
        <Text>{`${report.dln} (${report.dlnJurisdiction.code})`}</Text>
      </Page>
    </Document>
  )
  return new Uint8Array(buffer)
}
