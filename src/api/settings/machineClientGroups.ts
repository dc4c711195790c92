import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { authorizedGroup } from "../shared/apiGroup"
import { access, operation } from "../access"
import { NotFound } from "../errors"
import { Id } from "../fields"
import { FunctionId } from "../functions"
import { recentAuthenticationRule } from "../users/reauthentication"

/** A client secret, shown once when it is issued. */
export const ClientSecret = Schema.Struct({ clientId: Schema.String, clientSecret: Schema.String })
export type ClientSecret = typeof ClientSecret.Type

/** Settings tab 2: the secret that makes a client identifier mapping a machine client. */
export const MachineClientsGroup = authorizedGroup(
  "machineClients",
  "Settings tab 2 (document 2): client credentials for carriers' systems that call the report api.",
  HttpApiEndpoint.post("issueSecret", "/B2CClientOrganizations/secret/:id", {
    params: { id: Id },
    success: ClientSecret,
    error: NotFound
  }).annotateMerge(
    operation(access.functions(FunctionId.manageSystemFunction), {
      summary: "Issue a client secret for a client identifier mapping",
      description: `Issues a new secret for the enabled mapping: the carrier's system then obtains access tokens from the identity provider's token endpoint (POST /oidc/token, grant_type=client_credentials, HTTP Basic with the client id and this secret) and calls the operations marked x-machine-clients as the mapping's user account. The secret is in this answer only: the portal keeps its SHA-256, and a new secret replaces the previous one at once: the previous secret gets no new token, and the tokens issued with it are refused (401) at their next call, as disabling the mapping refuses its tokens. Ask for tokens naming no resource or the portal's api (its address followed by /api); any other resource is refused with invalid_target (RFC 8707). Errors: 404 for an unknown or disabled mapping; ${recentAuthenticationRule}`
    })
  )
)
