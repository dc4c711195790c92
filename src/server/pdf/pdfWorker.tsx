/**
 * A PDF worker thread (started by pdfRenderer.ts): answers the PdfRpcs one render at a time, after
 * warming up.
 */
import { NodeRuntime, NodeWorkerRunner } from "@effect/platform-node"
import { Document, Page, Text, View, renderToBuffer } from "@react-pdf/renderer"
import { Effect, Layer } from "effect"
import { RpcServer } from "effect/rpc"
import type { DriverReport } from "../../api/reports/schemas"
import { heapGiveBackWhenQuiet } from "../shared/heapGiveBack"
import { renderDriverReportPdf } from "./driverReportPdf"
import { FieldGrid, Table, styles } from "./pdfParts"
import { PageFrame, type FrameTexts } from "./pdfFrame"
import { PdfRenderFailed, PdfRpcs } from "./pdfRpcs"
import { renderVehicleReportPdf } from "./vehicle/vehicleReportPdf"

const warmUpFrame: FrameTexts = {
  bureau: "Bureau",
  title: "Report",
  reportId: "Report ID: 1",
  confidential: "Confidential",
  generatedOn: "Generated on 2025-01-01 00:00 (UTC)",
  pageNumber: (page, pages) => `Page ${page} of ${pages}`
}

/** A few pages of the report's own parts, rendered at start. */
const warmUpDocument = () => {
  const fields = Array.from({ length: 12 }, (_, i) => ({ label: `Label ${i}`, value: `Value ${i}`, wide: i === 11 }))
  const rows = Array.from({ length: 10 }, (_, i) => [`Row ${i}`, "2020-01-01", "Ontario", "$1,234.56"])
  return (
    <Document>
      {[1, 2, 3, 4].map((page) => (
        <Page key={page} size="LETTER" style={styles.page} wrap={false}>
          <View style={styles.sheetBody}>
            <Text style={styles.sectionTitle}>Section</Text>
            {[1, 2].map((item) => (
              <View key={item} style={styles.item}>
                <FieldGrid fields={fields} />
                <Table head={["A", "B", "C", "D"]} widths={[2, 1, 1, 1]} rows={rows} />
              </View>
            ))}
          </View>
          <PageFrame texts={warmUpFrame} page={page} pages={4} />
        </Page>
      ))}
    </Document>
  )
}

/**
 * The first renders load the fonts and the layout engine, and run cold code: done at start, a few
 * times over (about half a second), rather than in the first users' requests.
 */
const warmUp = async () => {
  for (let i = 0; i < 5; i++) await renderToBuffer(warmUpDocument())
}

/**
 * Renders leave a worker's heap at about 200 MB, which V8 keeps until its own reduction runs (a minute
 * and more later in a busy process): a worker with nothing to render for a few seconds gives it back.
 */
const renderingHeap = heapGiveBackWhenQuiet(5_000)

const render = <A,>(draw: () => Promise<A>) =>
  renderingHeap.around(
    Effect.tryPromise({
      try: draw,
      catch: (error) => new PdfRenderFailed({ reason: error instanceof Error ? (error.stack ?? error.message) : String(error) })
    })
  )

const handlers = PdfRpcs.toLayer(
  Effect.gen(function* () {
    yield* render(warmUp).pipe(Effect.ignore)
    return {
      RenderDriverReport: ({ reportJson, language }) =>
        render(() => renderDriverReportPdf(JSON.parse(reportJson) as DriverReport, language)),
      RenderVehicleReport: ({ report, language }) => render(() => renderVehicleReportPdf(report, language))
    }
  })
)

RpcServer.layer(PdfRpcs).pipe(
  Layer.provide(handlers),
  Layer.provide(RpcServer.layerProtocolWorkerRunner),
  Layer.provide(NodeWorkerRunner.layer),
  Layer.launch,
  NodeRuntime.runMain
)
