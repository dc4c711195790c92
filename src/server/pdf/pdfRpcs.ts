import { Schema } from "effect"
import { Rpc, RpcGroup } from "effect/rpc"
import { Transferable } from "effect/workers"
import { VehicleReport } from "../../api/reports/vehicleSchemas"

const Language = Schema.Literals(["en", "fr"])

/** A report the worker could not render, with what went wrong. */
export class PdfRenderFailed extends Schema.TaggedError<PdfRenderFailed>()("PdfRenderFailed", {
  reason: Schema.String
}) {}

/**
 * What the PDF worker threads answer (pdfWorker.tsx). The PDF's bytes are handed over with their
 * buffer, not copied (nor written out as Base64, as a plain Uint8Array schema would be).
 */
export class PdfRpcs extends RpcGroup.make(
  Rpc.make("RenderDriverReport", {
    // The stored snapshot's JSON text: parsed in the worker, not on the request loop.
    payload: { reportJson: Schema.String, language: Language },
    success: Transferable.Uint8Array,
    error: PdfRenderFailed
  }),
  Rpc.make("RenderVehicleReport", {
    payload: { report: VehicleReport, language: Language },
    success: Transferable.Uint8Array,
    error: PdfRenderFailed
  })
) {}
