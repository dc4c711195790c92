import { createActor, fromPromise, type ActorRefFrom } from "xstate"
import type { ClientConfig } from "../../api/platform/schemas"
import { sessionMachine } from "../../machines/session/sessionMachine"
import { notificationFor } from "../../services/api/notifications"
import { createPortalClient } from "../../services/api/portalClient"
import { createAuth } from "../../services/session/auth"
import { acceptTerms, loadClientConfig, loadSession } from "../../services/session/sessionApi"

export type SessionActor = ActorRefFrom<typeof sessionMachine>
export type Auth = ReturnType<typeof createAuth>
export type PortalClient = ReturnType<typeof createPortalClient>

/** Everything the screens share: configuration, sign-in, the typed api client and the session. */
export interface Portal {
  readonly config: ClientConfig
  readonly auth: Auth
  readonly client: PortalClient
  readonly session: SessionActor
}

export const createPortal = async (): Promise<Portal> => {
  const config = await loadClientConfig()
  const auth = createAuth(config)
  const client = createPortalClient(() => auth.accessToken(), {
    onFailure: (failure) => {
      if (notificationFor(failure).kind === "accountDisabled") session.send({ type: "ACCOUNT_DISABLED" })
    }
  })
  const session: SessionActor = createActor(
    sessionMachine.provide({
      actors: {
        restoreUser: fromPromise(() => auth.restoreUser()),
        loadProfile: fromPromise(() => loadSession(client)),
        acceptTerms: fromPromise(({ input }: { input: { version: number } }) => acceptTerms(client, input.version)),
        signOut: fromPromise(() => auth.signOut())
      },
      actions: { clearLocalState: () => void auth.clearLocalState() }
    })
  )
  auth.onTokenRenewed((accessToken) => session.send({ type: "TOKEN_RENEWED", accessToken }))
  session.start()
  return { config, auth, client, session }
}
