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

/** One of the provider's own pages, never cached. */
export const sendHtml = (res: ServerResponse, status: number, html: string) => {
  res.statusCode = status
  res.setHeader("content-type", "text/html; charset=utf-8")
  res.setHeader("cache-control", "no-store")
  res.end(html)
}
