import { Effect } from "effect"
import type {
  ApplicationFunction,
  ClientConfig,
  ContactUs,
  Language,
  Organization,
  SignInLookup,
  SystemMessage,
  TermsOfService,
  UserProfile
} from "../../api/platform/schemas"
import { createPortalClient, type PortalClient } from "../api/portalClient"

/** What the portal loads at sign-in (document 1 section 7): the current user, functions, organizations, and the terms. */
export interface SessionData {
  readonly profile: UserProfile
  readonly functions: ReadonlyArray<ApplicationFunction>
  readonly organizations: ReadonlyArray<Organization>
  readonly terms: TermsOfService
}

let anonymousClient: PortalClient | undefined
/** Public calls (configuration, sign-in lookup, public pages) go without a token. */
const publicClient = (): PortalClient => (anonymousClient ??= createPortalClient(() => undefined))

export const loadClientConfig = (client: PortalClient = publicClient()): Promise<ClientConfig> =>
  client.run((api) => api.publicContent.clientConfig())

/** Resolves the identity provider domain for a User ID; rejects with an ApiFailure (404 not authorized, 401 disabled). */
export const signInLookup = (userId: string, client: PortalClient = publicClient()): Promise<SignInLookup> =>
  client.run((api) => api.publicContent.signInLookup({ query: { userId } }))

export const getSystemMessage = (client: PortalClient = publicClient()): Promise<SystemMessage> =>
  client.run((api) => api.publicContent.getSystemMessage())

export const getTermsOfService = (client: PortalClient = publicClient()): Promise<TermsOfService> =>
  client.run((api) => api.publicContent.getTermsOfService())

export const getContactUs = (lang: Language, client: PortalClient = publicClient()): Promise<ContactUs> =>
  client.run((api) => api.publicContent.getContactUs({ query: { lang } }))

export const loadSession = (client: PortalClient): Promise<SessionData> =>
  client.run((api) =>
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

export const acceptTerms = (client: PortalClient, version: number): Promise<UserProfile> =>
  client.run((api) => api.users.markTermsOfUseAsAccepted({ payload: { version } }))
