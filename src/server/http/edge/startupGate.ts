import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { commonSecurityHeaders, resourcePolicy } from "./responseHeaders"
import type { PortalConfigShape } from "../../config"

export const livePath = "/api/health/live"

/** Seconds a client waits before it asks again while the routes are being put in place. */
export const startingRetryAfterSeconds = 1

const answer = (res: ServerResponse, status: number, body: object, extra: Record<string, string>) => {
  res.writeHead(status, {
    ...extra,
    "content-type": "application/json",
    "cache-control": "no-store",
    "content-disposition": 'attachment; filename="api.json"',
    connection: "close"
  })
  res.end(JSON.stringify(body))
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
    const path = new URL(req.url ?? "/", "http://portal").pathname
    if (path === livePath) return answer(res, 200, { status: "live" }, headers)
    answer(
      res,
      503,
      { status: "starting" },
      {
        ...headers,
        "retry-after": String(startingRetryAfterSeconds)
      }
    )
  })
  return server
}
