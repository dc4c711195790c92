import { createActor, type ActorRefFrom } from "xstate"
import type { ClientConfig } from "../../api/platform/schemas"
import { loadPortalConfig, sessionEntry, sessionLive } from "../../machines/session/sessionLive"

export type SessionActor = ActorRefFrom<typeof sessionLive>

/** Everything the screens share: the configuration and the session. */
export interface Portal {
  readonly config: ClientConfig
  readonly session: SessionActor
}

/** Loads the configuration, then starts the session where the page was opened (a sign-in callback, say). */
export const createPortal = async (): Promise<Portal> => {
  const config = await loadPortalConfig()
  const session: SessionActor = createActor(sessionLive, {
    input: { entry: sessionEntry(window.location.pathname), idleSeconds: config.idleTimeoutSeconds }
  })
  session.start()
  return { config, session }
}
