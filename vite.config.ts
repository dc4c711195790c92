import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
import { firstPaintBuild } from "./scripts/firstPaintBuild"
import { precompress } from "./scripts/precompress"
import { preloadFirstScreen } from "./scripts/preloadFirstScreen"

const backend = "http://localhost:8080"

const alias = { "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url)) }

export default defineConfig({
  root: ".",
  plugins: [react(), preloadFirstScreen(), precompress(), firstPaintBuild(alias)],
  resolve: { alias },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    // The password check's dictionaries (about 2.3 MB) are one chunk of their own, loaded by Change password only.
    chunkSizeWarningLimit: 2500
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
