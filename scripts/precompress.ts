import { readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin } from "vite"

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text files worth compressing, and the icon's bitmaps; other images and fonts are compressed already. */
const compressible = /\.(js|css|svg|json|html|txt|ico)$/
/** Below this, the headers outweigh what compression saves. */
const minimumBytes = 1024

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, at the highest
 * levels: the server sends them as they are (src/server/http/edge/staticFiles.ts) instead of
 * compressing on every request.
 */
export const precompress = (): Plugin => {
  let outDir = "dist"
  return {
    name: "portal-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle(_, bundle) {
      const files = Object.keys(bundle).filter((file) => compressible.test(file))
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file)
          const bytes = await readFile(path)
          if (bytes.length < minimumBytes) return
          const [br, gzipped] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length
              }
            }),
            gz(bytes, { level: 9 })
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)])
        })
      )
    }
  }
}
