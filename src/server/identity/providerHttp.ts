import type { IncomingMessage, ServerResponse } from "node:http"

/** The body of a form posted to one of the provider's pages; a body over 10,000 characters ends the request. */
export const readForm = (req: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve, reject) => {
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => {
      body += chunk
      if (body.length > 10_000) req.destroy()
    })
    req.on("end", () => resolve(new URLSearchParams(body)))
    req.on("error", reject)
  })

/** A response of the provider's own (a page, its styles), never cached. */
export const send = (res: ServerResponse, status: number, type: string, body: string) => {
  res.statusCode = status
  res.setHeader("content-type", type)
  res.setHeader("cache-control", "no-store")
  res.end(body)
}

/** One of the provider's own pages, never cached. */
export const sendHtml = (res: ServerResponse, status: number, html: string) => send(res, status, "text/html; charset=utf-8", html)

/**
 * Hands a request to an OpenID provider mounted at `mountPath` (its callback sees the path without
 * the mount) and waits until the response is finished or the connection closed.
 */
export const handToProvider = (
  req: IncomingMessage,
  res: ServerResponse,
  mountPath: string,
  callback: (req: IncomingMessage, res: ServerResponse) => unknown
) => {
  const originalUrl = req.url ?? "/"
  Object.assign(req, { originalUrl, url: originalUrl.slice(mountPath.length) || "/" })
  return new Promise<void>((resolve) => {
    res.once("finish", resolve)
    res.once("close", resolve)
    void callback(req, res)
  })
}
