import react from "@vitejs/plugin-react"
import { build, type Plugin } from "vite"

/** The server module that draws the sign-in page before the browser app's scripts run. */
export const firstPaintEntry = "src/views/firstPaint/signInPage.tsx"
export const firstPaintOutDir = "dist/first-paint"

/**
 * After the browser app, builds the sign-in page's first paint as a module for the server
 * (src/server/http/edge/firstPaint.ts), from the same components and styles.
 */
export const firstPaintBuild = (alias: Record<string, string>): Plugin => ({
  name: "portal-first-paint",
  apply: "build",
  async closeBundle() {
    await build({
      configFile: false,
      logLevel: "warn",
      plugins: [react()],
      resolve: { alias },
      build: { ssr: firstPaintEntry, outDir: firstPaintOutDir, emptyOutDir: true, minify: false }
    })
  }
})
