import { Context, Effect } from "effect"
import type {
  ApplicationFunction,
  ClientConfig as ClientConfigData,
  Organization,
  TermsOfService,
  UserProfile
} from "../../api/platform/schemas"
import { callApi } from "../api/portalClient"

/** The portal's configuration (issuer, client id, idle timeout, links), loaded once at start. */
export class ClientConfig extends Context.Service<ClientConfig, ClientConfigData>()("portal/ClientConfig") {}

/** What the portal loads at sign-in (document 1 section 7): the current user, functions, organizations, and the terms. */
export interface SessionData {
  readonly profile: UserProfile
  readonly functions: ReadonlyArray<ApplicationFunction>
  readonly organizations: ReadonlyArray<Organization>
  readonly terms: TermsOfService
}

/** Resolves the identity provider domain for a User ID: NotFound (not authorized) or Unauthorized (disabled) otherwise. */
export const signInLookup = (userId: string) => callApi((api) => api.publicContent.signInLookup({ query: { userId } }))

export const loadSession = callApi((api) =>
  Effect.all(
    {
      profile: api.users.getUserConnected(),
      functions: api.functions.list(),
      organizations: api.organizations.list(),
      terms: api.publicContent.getTermsOfService()
    },
    { concurrency: "unbounded" }
  )
)

export const acceptTerms = (version: number) => callApi((api) => api.users.markTermsOfUseAsAccepted({ payload: { version } }))
