import { Context, Layer } from "effect"
import { availableParallelism } from "node:os"

export interface PortalConfigShape {
  readonly port: number
  readonly publicUrl: string
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  readonly databaseUrl: string | undefined
  readonly dataDir: string
  readonly production: boolean
  /** External OpenID issuer; when absent the embedded provider at {publicUrl}/oidc is used. */
  readonly oidcIssuer: string
  readonly embeddedProvider: boolean
  readonly oidcClientId: string
  readonly oidcAudience: string
  /** JSON Web Key Set (private keys) signing the embedded provider's tokens. */
  readonly oidcJwks: string | undefined
  readonly cookieKeys: ReadonlyArray<string>
  readonly idleTimeoutSeconds: number
  readonly accessTokenTtlSeconds: number
  readonly demoData: boolean
  readonly passwordResetUrl: string
  readonly learnMoreUrl: string
  /** Worker threads rendering PDFs, off the event loop that answers requests. */
  readonly pdfWorkers: number
}

export class PortalConfig extends Context.Service<PortalConfig, PortalConfigShape>()("portal/PortalConfig") {}

export const developmentCookieKey = "development-cookie-key-not-for-production"

const positiveInt = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`)
  return parsed
}

/** One PDF worker per core left over by the event loop, at least one and at most two. */
const defaultPdfWorkers = () => Math.min(2, Math.max(1, availableParallelism() - 1))

/** Reads the environment once at start-up; production mode refuses development secrets and demo accounts. */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): PortalConfigShape => {
  const port = positiveInt("PORT", env.PORT, 8080)
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "")
  const production = env.NODE_ENV === "production"
  const embeddedProvider = !env.OIDC_ISSUER
  const cookieKeys = env.OIDC_COOKIE_KEYS ? env.OIDC_COOKIE_KEYS.split(",") : [developmentCookieKey]
  const demoData = env.DEMO_DATA ? env.DEMO_DATA === "true" : !production
  const config: PortalConfigShape = {
    port,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? "./data",
    production,
    oidcIssuer: (env.OIDC_ISSUER ?? `${publicUrl}/oidc`).replace(/\/$/, ""),
    embeddedProvider,
    oidcClientId: env.OIDC_CLIENT_ID ?? "portal-spa",
    oidcAudience: env.OIDC_AUDIENCE ?? "portal-api",
    oidcJwks: env.OIDC_JWKS || undefined,
    cookieKeys,
    idleTimeoutSeconds: positiveInt("IDLE_TIMEOUT_SECONDS", env.IDLE_TIMEOUT_SECONDS, 15 * 60),
    accessTokenTtlSeconds: positiveInt("ACCESS_TOKEN_TTL_SECONDS", env.ACCESS_TOKEN_TTL_SECONDS, 3600),
    demoData,
    passwordResetUrl: env.PASSWORD_RESET_URL ?? `${publicUrl}/oidc/password-reset`,
    learnMoreUrl: env.LEARN_MORE_URL ?? `${publicUrl}/about`,
    pdfWorkers: positiveInt("PDF_WORKERS", env.PDF_WORKERS, defaultPdfWorkers())
  }
  if (production) {
    const problems = [
      config.demoData && "DEMO_DATA must not be true in production",
      config.embeddedProvider && !config.oidcJwks && "OIDC_JWKS is required for the embedded provider in production",
      config.embeddedProvider && cookieKeys.includes(developmentCookieKey) && "OIDC_COOKIE_KEYS is required in production",
      !config.databaseUrl && "DATABASE_URL is required in production"
    ].filter(Boolean)
    if (problems.length > 0) throw new Error(`Refusing to start in production mode:\n- ${problems.join("\n- ")}`)
  }
  return config
}

export const layerConfig = (config: PortalConfigShape) => Layer.succeed(PortalConfig, config)
