import { Context, Effect, Layer } from "effect"
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose"
import { Unauthorized } from "../../api/errors"
import { PortalConfig } from "../config"
import { loadSigningKeys, publicJwks } from "./signingKeys"

export interface TokenVerifierShape {
  /** Checks signature, issuer, audience and expiry; yields the subject. */
  readonly verify: (token: string) => Effect.Effect<{ readonly sub: string }, Unauthorized>
}

export class TokenVerifier extends Context.Service<TokenVerifier, TokenVerifierShape>()("portal/TokenVerifier") {}

const make = (keys: JWTVerifyGetKey, issuer: string, audience: string): TokenVerifierShape => ({
  verify: (token) =>
    Effect.tryPromise({
      try: () => jwtVerify(token, keys, { issuer, audience, clockTolerance: 5 }),
      catch: () => new Unauthorized({ message: "Invalid or expired token" })
    }).pipe(
      Effect.flatMap(({ payload }) =>
        payload.sub ? Effect.succeed({ sub: payload.sub }) : Effect.fail(new Unauthorized({ message: "Token has no subject" }))
      )
    )
})

/** The embedded provider's keys are read in-process; an external issuer's keys come from its JWKS endpoint. */
export const layerTokenVerifier = Layer.effect(
  TokenVerifier,
  Effect.gen(function* () {
    const config = yield* PortalConfig
    if (config.embeddedProvider) {
      const keys = yield* loadSigningKeys
      return make(createLocalJWKSet(publicJwks(keys) as never), config.oidcIssuer, config.oidcAudience)
    }
    const discovery = yield* Effect.tryPromise(() =>
      fetch(`${config.oidcIssuer}/.well-known/openid-configuration`).then((r) => r.json() as Promise<{ jwks_uri: string }>)
    ).pipe(Effect.orDie)
    return make(createRemoteJWKSet(new URL(discovery.jwks_uri)), config.oidcIssuer, config.oidcAudience)
  })
)
