import { createActor, type ActorRefFrom } from "xstate"
import type { ClientConfig } from "../../api/platform/schemas"
import { requestPortalConfig, sessionInput, sessionLive } from "../../machines/session/sessionLive"

export type SessionActor = ActorRefFrom<typeof sessionLive>

/** Everything the screens share: the configuration and the session. */
export interface Portal {
  readonly config: ClientConfig
  readonly session: SessionActor
}

/** Waits for the configuration, then starts the session where the page was opened (a sign-in callback, say). */
export const createPortal = async (): Promise<Portal> => {
  const config = await requestPortalConfig()
  const session: SessionActor = createActor(sessionLive, { input: sessionInput(config) })
  session.start()
  return { config, session }
}
