import { demoMachineClient } from "../../../src/server/demo/demoMachineClient"

/** An access token for the demo world's machine client (northwind-underwriting), by the client-credentials grant. */
export const machineToken = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/oidc/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${demoMachineClient.clientId}:${demoMachineClient.clientSecret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded"
    },
    body: new URLSearchParams({ grant_type: "client_credentials", resource: `${baseUrl}/api` })
  })
  const body = (await response.json()) as { access_token?: string }
  if (response.status !== 200 || body.access_token === undefined)
    throw new Error(`No token for ${demoMachineClient.clientId}: ${response.status} ${JSON.stringify(body)}`)
  return body.access_token
}

/** A call with a bearer token, answering its status, headers and JSON body (or text). */
export const call = async (
  baseUrl: string,
  path: string,
  options: { readonly method?: string; readonly token?: string; readonly body?: unknown } = {}
) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? "GET",
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.body !== undefined && { "content-type": "application/json" })
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body)
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}
