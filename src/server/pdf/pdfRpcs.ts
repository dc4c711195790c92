import { Schema } from "effect"
import { Rpc, RpcGroup } from "effect/rpc"
import { VehicleReport } from "../../api/reports/vehicleSchemas"

const Language = Schema.Literals(["en", "fr"])

/** A report the worker could not render, with what went wrong. */
export class PdfRenderFailed extends Schema.TaggedError<PdfRenderFailed>()("PdfRenderFailed", {
  reason: Schema.String
}) {}

/** What the PDF worker threads answer (pdfWorker.tsx). */
export class PdfRpcs extends RpcGroup.make(
  Rpc.make("RenderDriverReport", {
    // The stored snapshot's JSON text: parsed in the worker, not on the request loop.
    payload: { reportJson: Schema.String, language: Language },
    success: Schema.Uint8Array,
    error: PdfRenderFailed
  }),
  Rpc.make("RenderVehicleReport", {
    payload: { report: VehicleReport, language: Language },
    success: Schema.Uint8Array,
    error: PdfRenderFailed
  })
) {}
