import { createActor, type ActorRefFrom } from "xstate"
import type { ClientConfig } from "../../api/platform/schemas"
import { loadPortalConfig, sessionEntry, sessionLive } from "../../machines/session/sessionLive"

export type SessionActor = ActorRefFrom<typeof sessionLive>

/** Everything the screens share: the configuration and the session. */
export interface Portal {
  readonly config: ClientConfig
  readonly session: SessionActor
}

/** The configuration, requested as the page starts so that it comes while the words load. */
export const requestPortalConfig = (): Promise<ClientConfig> => loadPortalConfig()

/** Waits for the configuration, then starts the session where the page was opened (a sign-in callback, say). */
export const createPortal = async (configRequest: Promise<ClientConfig> = requestPortalConfig()): Promise<Portal> => {
  const config = await configRequest
  const session: SessionActor = createActor(sessionLive, {
    input: { entry: sessionEntry(window.location.pathname), idleSeconds: config.idleTimeoutSeconds }
  })
  session.start()
  return { config, session }
}
