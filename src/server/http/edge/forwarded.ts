import { Effect, Layer } from "effect"
import { Headers, HttpMiddleware, HttpRouter, HttpServerRequest, type HttpServerResponse } from "effect/http"
import type { IpNetwork } from "effect/net"
import type { IncomingMessage } from "node:http"
import type { PortalConfigShape } from "../../config"

/**
 * The client's address and protocol come from X-Forwarded-For and X-Forwarded-Proto only when the
 * connection is from a proxy named in TRUSTED_PROXIES. X-Forwarded-Host never counts: every address
 * the server writes comes from PUBLIC_URL.
 */
export const forwardedHeaders = (trustedProxies: ReadonlyArray<IpNetwork.IpNetwork>) => {
  const forwarded = HttpMiddleware.xForwardedHeaders({ trustedProxies })
  return <E, R>(httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
    Effect.updateService(forwarded(httpEffect), HttpServerRequest.HttpServerRequest, (request) =>
      request.modify({ headers: Headers.removeMany(request.headers, ["x-forwarded-host", "forwarded"]) })
    )
}

export const layerForwardedHeaders = (config: PortalConfigShape): Layer.Layer<never, never, HttpRouter.HttpRouter> =>
  HttpRouter.middleware(forwardedHeaders(config.trustedProxies), { global: true })

/**
 * The embedded provider builds its issuer-relative addresses from the request it is handed: it is shown
 * PUBLIC_URL's host and protocol, and the client address the edge settled, whatever the caller sent.
 */
export const pinToPublicUrl = (req: IncomingMessage, publicUrl: string, clientAddress: string | undefined) => {
  const url = new URL(publicUrl)
  const headers = req.headers
  delete headers["x-forwarded-host"]
  delete headers.forwarded
  headers.host = url.host
  headers["x-forwarded-proto"] = url.protocol.slice(0, -1)
  if (clientAddress === undefined) delete headers["x-forwarded-for"]
  else headers["x-forwarded-for"] = clientAddress
}
