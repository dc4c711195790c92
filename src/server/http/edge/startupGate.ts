import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { commonSecurityHeaders, resourcePolicy } from "./responseHeaders"
import type { PortalConfigShape } from "../../config"

export const livePath = "/api/health/live"

/** Seconds a client waits before it asks again while the routes are being put in place. */
export const startingRetryAfterSeconds = 1

const isApi = (path: string) => path === "/api" || path.startsWith("/api/")

/** JSON for the api (downloaded if opened in a tab, as every api answer), a line of text for a page. */
const answer = (res: ServerResponse, path: string, status: number, body: object, headers: Record<string, string>) => {
  const api = isApi(path)
  res.writeHead(status, {
    ...headers,
    "content-type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "cache-control": "no-store",
    ...(api ? { "content-disposition": 'attachment; filename="api.json"' } : {}),
    connection: "close"
  })
  res.end(api ? JSON.stringify(body) : "The portal is starting. Try again in a moment.\n")
}

/**
 * The portal's Node server. It listens before the api's routes are in place (Effect builds them once
 * the server is bound), and Node drops a request that arrives while no `request` listener is
 * attached: it would never be answered. So this listener is attached before listening and answers
 * every such request (503 with Retry-After, or 200 for liveness); once Effect's own listener is
 * attached (after it, hence a second listener) it stands aside, and stands in again when Effect's
 * listener is removed at shutdown. No request can arrive with no listener to answer it.
 */
export const createGatedServer = (config: PortalConfigShape): Server => {
  const headers = { ...commonSecurityHeaders(config), "x-frame-options": "DENY", "content-security-policy": resourcePolicy }
  const server = createServer()
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (server.listenerCount("request") > 1) return
    const path = URL.parse(req.url ?? "/", "http://portal")?.pathname ?? "/"
    if (path === livePath) return answer(res, path, 200, { status: "live" }, headers)
    answer(res, path, 503, { status: "starting" }, { ...headers, "retry-after": String(startingRetryAfterSeconds) })
  })
  return server
}
