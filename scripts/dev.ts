import { spawn } from "node:child_process"
import { createServer } from "vite"

// The portal for development: vite's dev server on 5173 in front of the portal server, which
// answers /api, /oidc and /docs through vite's proxy and writes its addresses for 5173.
const devPort = 5173
const serverPort = Number(process.env.PORT ?? 8080)
const publicUrl = `http://localhost:${devPort}`

const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, PORT: String(serverPort), PUBLIC_URL: publicUrl }
})
const backend = `http://localhost:${serverPort}`
const vite = await createServer({
  server: { port: devPort, strictPort: true, proxy: { "/api": backend, "/oidc": backend, "/docs": backend } }
})
await vite.listen()
console.log(`Development portal: ${publicUrl} (add ?inspect to an address for the Stately inspector)`)

const stop = () => {
  server.kill()
  void vite.close().then(() => process.exit(0))
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
server.on("exit", (code) => {
  if (code !== null && code !== 0) void vite.close().then(() => process.exit(code))
})
