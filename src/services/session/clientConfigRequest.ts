import type { ClientConfig } from "../../api/platform/schemas"

/** GET /api/clientConfig of the contract (a unit test holds the two equal). */
export const clientConfigPath = "/api/clientConfig"

let request: Promise<unknown> | undefined

/**
 * The configuration's answer, requested once as the page starts, with plain fetch so the first paint
 * does not wait for the api client. The runtime decodes this same answer with the contract's schema
 * before any session step uses it (src/services/portalRuntime.ts).
 */
export const requestClientConfig = (): Promise<unknown> =>
  (request ??= fetch(clientConfigPath).then((response) =>
    response.ok ? response.json() : Promise.reject(new Error(`${clientConfigPath} answered ${response.status}`))
  ))

/** What the first paint reads (the links and the idle period): the server encodes it with the contract's schema. */
export const requestShellConfig = (): Promise<ClientConfig> => requestClientConfig() as Promise<ClientConfig>
