import type { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { endpointAccess, type Access } from "../../../src/api/access"
import { PortalApi } from "../../../src/api/portalApi"

/** One operation of the contract, as the tests walk them. */
export interface Operation {
  /** group.endpoint, as the typed client names it. */
  readonly key: string
  readonly endpoint: HttpApiEndpoint.Top
  readonly method: string
  /** With the /api prefix and :param placeholders. */
  readonly path: string
  readonly access: Access | undefined
}

/** Every operation of PortalApi, read from the contract itself, so a new endpoint is walked without being listed. */
export const operations: ReadonlyArray<Operation> = Object.values(
  PortalApi.groups as unknown as Record<string, HttpApiGroup.Top>
).flatMap((group) =>
  Object.values(group.endpoints).map((endpoint) => ({
    key: `${group.identifier}.${endpoint.identifier}`,
    endpoint,
    method: endpoint.method,
    path: endpoint.path,
    access: endpointAccess(endpoint.annotations)
  }))
)

export interface RawRequest {
  readonly params?: Readonly<Record<string, string>>
  /** Pairs, so a name may repeat. */
  readonly query?: ReadonlyArray<readonly [string, string]>
  /** Sent as given when a string (malformed JSON), else as JSON. */
  readonly body?: unknown
  /** The body's content type when it is not JSON (an SDC file is text/csv). */
  readonly contentType?: string
}

const encodeSegment = (value: string) => {
  // encodeURIComponent refuses a lone surrogate; send its UTF-8-like bytes as an attacker would.
  try {
    return encodeURIComponent(value)
  } catch {
    return [...value]
      .map((c) => {
        const code = c.charCodeAt(0)
        if (code >= 0xd800 && code <= 0xdfff) {
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase()
        }
        return encodeURIComponent(c)
      })
      .join("")
  }
}

/** The URL path and query of a request to an operation. */
export const urlOf = (operation: Operation, request: RawRequest) => {
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) => encodeSegment(request.params?.[name] ?? ""))
  const query = (request.query ?? []).map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join("&")
  return query ? `${path}?${query}` : path
}

export interface RawResponse {
  readonly status: number
  readonly text: string
  readonly contentType: string
}

/** Sends one request as any HTTP client could, token optional. */
export const sendRaw = async (
  baseUrl: string,
  operation: Operation,
  request: RawRequest,
  token?: string
): Promise<RawResponse> => {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  const hasBody = request.body !== undefined && operation.method !== "GET"
  if (hasBody) headers["content-type"] = request.contentType ?? "application/json"
  const response = await fetch(`${baseUrl}${urlOf(operation, request)}`, {
    method: operation.method,
    headers,
    body: hasBody ? (typeof request.body === "string" ? request.body : JSON.stringify(request.body)) : undefined
  })
  return { status: response.status, text: await response.text(), contentType: response.headers.get("content-type") ?? "" }
}

/** The 403 token of a refusal, if the body carries one. */
export const forbiddenToken = (response: RawResponse): string | undefined => {
  try {
    const body = JSON.parse(response.text) as { token?: unknown }
    return typeof body.token === "string" ? body.token : undefined
  } catch {
    return undefined
  }
}
