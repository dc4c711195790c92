import { Context, Effect, Layer } from "effect"
import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"
import { InternalError } from "../../api/errors"
import type { VehicleReport } from "../../api/reports/vehicleSchemas"
import type { Locales } from "../../i18n/i18n-types"
import { PortalConfig } from "../config"
import { makeWorkerPool } from "./workerPool"

/** What a PDF worker is asked to render (pdfWorker.ts). */
export type PdfTask =
  | { readonly kind: "driver"; readonly reportJson: string; readonly language: Locales }
  | { readonly kind: "vehicle"; readonly report: VehicleReport; readonly language: Locales }

export interface PdfRendererShape {
  /** A driver report from its stored snapshot's JSON text. */
  readonly driverReport: (reportJson: string, language: Locales) => Effect.Effect<Uint8Array, InternalError>
  readonly vehicleReport: (report: VehicleReport, language: Locales) => Effect.Effect<Uint8Array, InternalError>
}

/** Renders report PDFs in worker threads, so that a long render never holds up other requests. */
export class PdfRenderer extends Context.Service<PdfRenderer, PdfRendererShape>()("portal/PdfRenderer") {}

/** The server runs its TypeScript through tsx, and so do the workers, however the server was started. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href

/** A render running longer than this is abandoned and its worker replaced. */
const renderTimeout = "60 seconds"

export const layerPdfRenderer = Layer.effect(
  PdfRenderer,
  Effect.gen(function* () {
    const config = yield* PortalConfig
    const pool = yield* makeWorkerPool<PdfTask, Uint8Array>({
      url: new URL("./pdfWorker.tsx", import.meta.url),
      size: config.pdfWorkers,
      timeout: renderTimeout,
      workerOptions: {
        execArgv: ["--import", tsxLoader],
        // React's production build: the workers only render PDFs, and the development build's checks cost time.
        env: { ...process.env, NODE_ENV: "production" },
        // A runaway render ends its worker, not the server.
        resourceLimits: { maxOldGenerationSizeMb: 512 }
      }
    })
    const render = (task: PdfTask) =>
      pool.run(task).pipe(
        Effect.tapError((error) => Effect.logError(`A ${task.kind} report PDF was not rendered: ${error.reason}`)),
        Effect.mapError(() => new InternalError({ message: "The PDF could not be rendered" }))
      )
    return {
      driverReport: (reportJson, language) => render({ kind: "driver", reportJson, language }),
      vehicleReport: (report, language) => render({ kind: "vehicle", report, language })
    }
  })
)
