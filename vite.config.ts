import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
import { precompress } from "./scripts/precompress"
import { preloadFirstScreen } from "./scripts/preloadFirstScreen"

const backend = "http://localhost:8080"

export default defineConfig({
  root: ".",
  plugins: [react(), preloadFirstScreen(), precompress()],
  resolve: {
    alias: {
      "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url))
    }
  },
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
