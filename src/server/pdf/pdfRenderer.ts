import { NodeWorker } from "@effect/platform-node"
import { Context, Duration, Effect, Layer, Metric, Queue, Semaphore } from "effect"
import { RpcClient } from "effect/rpc"
import { Worker } from "node:worker_threads"
import { InternalError, ServiceUnavailable } from "../../api/errors"
import type { VehicleReport } from "../../api/reports/vehicleSchemas"
import type { Locales } from "../../i18n/i18n-types"
import { PortalConfig } from "../config"
import { observePdfRender, pdfRendersInProgress } from "../monitoring/metrics"
import { makePdfAdmission } from "./pdfAdmission"
import { makeAheadRenders } from "./pdfAhead"
import type { AheadPdf } from "../db/shared/reportPdfs"
import { makeAnsweringLoad } from "./answeringLoad"
import { PdfRpcs } from "./pdfRpcs"
import { tsxLoader } from "../shared/tsxWorker"

/** What a PDF is rendered from: a driver report's stored JSON, or a vehicle report. */
export type AheadReport =
  { readonly kind: "driver"; readonly json: string } | { readonly kind: "vehicle"; readonly snapshot: VehicleReport }

/** A report's PDF to render ahead (pdfAhead.ts): which, in what language, and where it is claimed and kept. */
export interface AheadRequest {
  /** The report and language (aheadKey). */
  readonly key: string
  readonly report: AheadReport
  readonly language: Locales
  readonly pdf: AheadPdf
}

export interface PdfRendererShape {
  /** A driver report from its stored snapshot's JSON text. */
  readonly driverReport: (reportJson: string, language: Locales) => Effect.Effect<Uint8Array, InternalError | ServiceUnavailable>
  readonly vehicleReport: (
    report: VehicleReport,
    language: Locales
  ) => Effect.Effect<Uint8Array, InternalError | ServiceUnavailable>
  /**
   * A report's PDF rendered before it is asked for, while a worker would otherwise be idle, once this
   * instance holds its claim, and handed to `keep`. Answers at once and never fails: a PDF not rendered
   * ahead is rendered when asked.
   */
  readonly reportAhead: (ahead: AheadRequest) => Effect.Effect<void>
  /** Before `key` is rendered as asked: its render ahead, still waiting, is dropped; already running, waited for. */
  readonly settleAhead: (key: string) => Effect.Effect<void>
}

/**
 * Renders report PDFs in worker threads, so that a long render never holds up other requests. At most
 * PDF_WORKERS renders and PDF_QUEUE waiting requests at once, and no more waiting than are expected
 * to be rendered in time (pdfAdmission.ts); past them, ServiceUnavailable at once. The PDFs of new
 * reports and of driver reports opened again are rendered ahead by a worker of their own at the lowest
 * priority (pdfAhead.ts).
 */
export class PdfRenderer extends Context.Service<PdfRenderer, PdfRendererShape>()("portal/PdfRenderer") {}

/** A render running longer than this is abandoned. */
const renderTimeout = "60 seconds"

/** How long a PDF asked for waits for its render ahead, already running, before rendering it itself. */
const aheadWait = "250 millis"

/** How often the worker rendering ahead looks again for spare capacity while there is none. */
const aheadPause = "50 millis"

/** The answering thread's busy share at and above which nothing is rendered ahead. */
const aheadBusyAnswering = 0.3
/**
 * The machine's busy share (work at normal priority, on every core) at and above which nothing is
 * rendered ahead: instances side by side, each answering below its own threshold, can still fill the
 * cores. At half busy the requests themselves are often waiting (bench:reports at concurrency 8 left
 * 40 % idle), and renders at nice 19 filling that idle still cost them a fifth of their throughput.
 */
const aheadBusyMachine = 0.5
/**
 * The longest a render ahead waits for the machine's cores alone: on a machine kept busy by others, one
 * report every few seconds is still rendered ahead, a few per cent of one core.
 */
const aheadMachineWaitMs = 2_000

/**
 * A PDF worker thread at the given nice value: those rendering PDFs asked for take the CPU left over by
 * the threads answering requests and by the database; the one rendering ahead, only what nothing else wants.
 */
const spawner = (nice: number) => () =>
  new Worker(new URL("./pdfWorker.tsx", import.meta.url), {
    execArgv: ["--import", tsxLoader, "--import", new URL("./pdfWorkerPriority.ts", import.meta.url).href],
    // React's production build: the workers only render PDFs, and the development build's checks cost time.
    env: { ...process.env, NODE_ENV: "production", PDF_WORKER_NICE: String(nice) },
    // A runaway render ends its worker, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 512 }
  })

/** A client of PDF workers (RpcClient over worker threads): `size` of them, one render each at a time. */
const workerPool = (size: number, nice: number) =>
  RpcClient.layerProtocolWorker({ size, concurrency: 1 }).pipe(Layer.provide(NodeWorker.layer(spawner(nice))))

/** The busy answer, in both languages: the browser shows its own words and waits, other clients read these. */
export const pdfBusy = (retryAfterSeconds: number) =>
  new ServiceUnavailable({
    reason: "PDF_BUSY",
    retryAfterSeconds,
    message: `Many reports are being printed; send the request again in ${retryAfterSeconds} seconds.`,
    messageFr: `Beaucoup de rapports sont en cours d'impression; renvoyez la demande dans ${retryAfterSeconds} secondes.`
  })

const make = (workers: number, queue: number, aheadCapacity: number) =>
  Effect.gen(function* () {
    const client = yield* RpcClient.make(PdfRpcs)
    const admission = makePdfAdmission(workers, queue)
    const workersFree = yield* Semaphore.make(workers)
    // The queue is reported from the start, empty, rather than from the first render.
    yield* Metric.update(pdfRendersInProgress, 0)
    const render = (kind: string, call: Effect.Effect<Uint8Array, unknown>) =>
      Effect.suspend((): Effect.Effect<Uint8Array, InternalError | ServiceUnavailable> => {
        const admitted = admission.enter()
        if (admitted._tag === "Full") return Effect.fail(pdfBusy(admitted.retryAfterSeconds))
        const started = performance.now()
        let rendering = false
        const rendered = workersFree.withPermit(
          Effect.suspend(() => {
            rendering = true
            return call.pipe(
              Effect.timeout(renderTimeout),
              Effect.tapCause((cause) => Effect.logError(`A ${kind} report PDF was not rendered`, cause)),
              Effect.catchCause(() => Effect.fail(new InternalError({ message: "The PDF could not be rendered" })))
            )
          })
        )
        // Renders slower than expected: one still waiting for a worker past its time is refused, not kept waiting.
        const waitedTooLong = Effect.sleep(Duration.seconds(admitted.maxWaitSeconds)).pipe(
          Effect.andThen(Effect.suspend(() => (rendering ? Effect.never : Effect.fail(pdfBusy(admission.retryAfterSeconds())))))
        )
        return observePdfRender(kind, Effect.raceFirst(rendered, waitedTooLong)).pipe(
          Effect.onExit((exit) =>
            Effect.sync(() => admitted.leave(exit._tag === "Success" ? (performance.now() - started) / 1000 : undefined))
          )
        )
      })
    const ahead = makeAheadRenders(aheadCapacity)
    /** One signal per render offered ahead. */
    const aheadOffered = yield* Queue.unbounded<void>()
    // The worker rendering ahead, at nice 19: it never holds up a PDF asked for, whose workers are others.
    const aheadClient =
      aheadCapacity === 0
        ? undefined
        : yield* RpcClient.make(PdfRpcs).pipe(Effect.provideContext(yield* Layer.build(workerPool(1, 19))))
    if (aheadClient !== undefined) {
      const load = yield* makeAnsweringLoad
      // Past capacity (every worker busy with PDFs asked for) nothing is rendered ahead: the CPU goes to
      // those asked for, and a report asked for meanwhile would be rendered twice. Nor while the server
      // is busy answering, or the machine's cores are (other instances, the database): at nice 19 the
      // render still slows the requests (the cores' caches, the stored PDF's writes), by a third of the
      // reports a second in bench:reports.
      const spareCapacity = (since: number): Effect.Effect<void> =>
        Effect.suspend(() =>
          admission.inside < workers &&
          load.busy() < aheadBusyAnswering &&
          (load.machineBusy() < aheadBusyMachine || Date.now() - since >= aheadMachineWaitMs)
            ? Effect.void
            : Effect.sleep(aheadPause).pipe(Effect.andThen(spareCapacity(since)))
        )
      const renderNext = Effect.suspend(() => {
        const next = ahead.start(Date.now())
        return next === undefined ? Effect.void : next.render.pipe(Effect.ensuring(ahead.done(next.key)))
      })
      yield* Effect.forkScoped(
        Effect.forever(
          Queue.take(aheadOffered).pipe(
            Effect.andThen(Effect.suspend(() => spareCapacity(Date.now()))),
            Effect.andThen(renderNext)
          )
        )
      )
    }
    return PdfRenderer.of({
      driverReport: (reportJson, language) => render("driver", client.RenderDriverReport({ reportJson, language })),
      vehicleReport: (report, language) => render("vehicle", client.RenderVehicleReport({ report, language })),
      reportAhead: ({ key, report, language, pdf }) =>
        Effect.suspend(() => {
          if (aheadClient === undefined) return Effect.void
          const { kind } = report
          const call =
            report.kind === "driver"
              ? aheadClient.RenderDriverReport({ reportJson: report.json, language })
              : aheadClient.RenderVehicleReport({ report: report.snapshot, language })
          // Claimed just before rendering, so that another instance on the database renders it at most once.
          const rendered = pdf.claim.pipe(
            Effect.flatMap((claimed) =>
              claimed
                ? observePdfRender(`${kind} ahead`, call).pipe(
                    Effect.timeout(renderTimeout),
                    Effect.flatMap(pdf.keep),
                    Effect.ensuring(Effect.ignore(pdf.release))
                  )
                : Effect.void
            ),
            Effect.catchCause((cause) => Effect.logWarning(`A ${kind} report PDF rendered ahead was not kept`, cause))
          )
          return ahead.offer({ key, render: rendered }, Date.now()) ? Queue.offer(aheadOffered, undefined) : Effect.void
        }).pipe(Effect.asVoid),
      // A render ahead about to end is waited for; one that would take longer is rendered again, as asked.
      settleAhead: (key) => ahead.settle(key).pipe(Effect.timeoutOption(aheadWait), Effect.asVoid)
    })
  })

export const layerPdfRenderer = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* PortalConfig
    return Layer.effect(PdfRenderer, make(config.pdfWorkers, config.pdfQueue, config.pdfAhead)).pipe(
      Layer.provide(workerPool(config.pdfWorkers, config.pdfWorkerNice)),
      Layer.orDie
    )
  })
)
