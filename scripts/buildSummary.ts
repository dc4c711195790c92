import { performance } from "node:perf_hooks"
import type { Plugin, Rollup } from "vite"

/** What one build wrote: its folder, how many files, their bytes, and how long it took. */
export interface BuildFigures {
  readonly outDir: string
  readonly files: number
  readonly bytes: number
  readonly seconds: number
}

/** Bytes as vite writes them (1 kB = 1000 bytes), with the unit that keeps them short. */
export const formatBytes = (bytes: number): string =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(2)} MB` : bytes >= 1e3 ? `${(bytes / 1e3).toFixed(1)} kB` : `${bytes} B`

/** The build's one line, e.g. "Built dist/client: 180 files, 4.31 MB in 24.2 s". */
export const summaryLine = ({ outDir, files, bytes, seconds }: BuildFigures): string =>
  `Built ${outDir}: ${files} files, ${formatBytes(bytes)} in ${seconds.toFixed(1)} s`

const sizeOf = (output: Rollup.OutputChunk | Rollup.OutputAsset): number =>
  output.type === "chunk"
    ? Buffer.byteLength(output.code)
    : typeof output.source === "string"
      ? Buffer.byteLength(output.source)
      : output.source.byteLength

/**
 * Writes one line once the build is over, in place of vite's list of every chunk (the config sets
 * logLevel "warn", so warnings still show). It runs after every other plugin has closed the bundle,
 * the first-paint module's build included, so the time is the whole build's.
 */
export const buildSummary = (write: (line: string) => void = (line) => console.log(line)): Plugin => {
  const started = performance.now()
  let outDir = "dist"
  let files = 0
  let bytes = 0
  return {
    name: "portal-build-summary",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir
    },
    writeBundle(_, bundle) {
      const outputs = Object.values(bundle)
      files += outputs.length
      bytes += outputs.reduce((sum, output) => sum + sizeOf(output), 0)
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        write(summaryLine({ outDir, files, bytes, seconds: (performance.now() - started) / 1000 }))
      }
    }
  }
}
