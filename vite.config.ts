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
    manifest: true
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
