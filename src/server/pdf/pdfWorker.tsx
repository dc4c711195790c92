/**
 * A PDF worker thread (started by pdfRenderer.ts): renders one report at a time as its tasks arrive
 * and answers the bytes, their buffer transferred rather than copied.
 */
import { Document, Page, Text, View, renderToBuffer } from "@react-pdf/renderer"
import { parentPort } from "node:worker_threads"
import type { DriverReport } from "../../api/reports/schemas"
import { renderDriverReportPdf } from "./driverReportPdf"
import { FieldGrid, Table, styles } from "./pdfParts"
import type { PdfTask } from "./pdfRenderer"
import type { WorkerAnswer } from "./workerPool"
import { renderVehicleReportPdf } from "./vehicle/vehicleReportPdf"

const render = (task: PdfTask): Promise<Uint8Array> =>
  task.kind === "driver"
    ? renderDriverReportPdf(JSON.parse(task.reportJson) as DriverReport, task.language)
    : renderVehicleReportPdf(task.report, task.language)

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
          <View style={styles.footer} fixed>
            <Text>Footer</Text>
          </View>
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

/** The bytes alone in their buffer, so that the buffer can be handed over whole. */
const detachable = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : bytes.slice()

const port = parentPort
if (port) {
  const ready = warmUp().catch(() => undefined)
  port.on("message", (task: PdfTask) => {
    ready
      .then(() => render(task))
      .then(
        (bytes) => {
          const value = detachable(bytes)
          port.postMessage({ ok: true, value } satisfies WorkerAnswer<Uint8Array>, [value.buffer])
        },
        (error: unknown) => {
          port.postMessage({
            ok: false,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error)
          } satisfies WorkerAnswer<Uint8Array>)
        }
      )
  })
}
