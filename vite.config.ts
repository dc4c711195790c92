import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
import { buildSummary } from "./scripts/buildSummary.ts"
import { firstPaintBuild } from "./scripts/firstPaintBuild.ts"
import { precompress } from "./scripts/precompress.ts"
import { preloadFirstScreen } from "./scripts/preloadFirstScreen.ts"

const backend = "http://localhost:8080"

const alias = { "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url)) }

export default defineConfig({
  root: ".",
  // Warnings and errors only: the build's summary is buildSummary's one line, not a line per chunk.
  logLevel: "warn",
  plugins: [react(), preloadFirstScreen(), precompress(), firstPaintBuild(alias), buildSummary()],
  resolve: { alias },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    // The password check's dictionaries (about 2.3 MB) are one chunk of their own, loaded by Change password only.
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      // The time is spent on purpose: precompress writes brotli and gzip at their highest levels, about
      // half the build. The summary line gives the build's time; a block of plugin timings adds nothing.
      checks: { bundlerTimings: false }
    }
  },
  server: {
    port: 5173,
    proxy: {
      "/api": backend,
      "/oidc": backend,
      "/docs": backend
    }
  }
})
