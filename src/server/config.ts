import { Context, Effect, Layer, Redacted, Result } from "effect"
import { IpNetwork, NetAddress } from "effect/net"
import { availableParallelism } from "node:os"
import en from "../i18n/en"
import fr from "../i18n/fr"
import { readHarvestLimits, type HarvestLimitSettings } from "./harvestLimitSettings"
import { readFederatedIssuers, type FederatedIssuer } from "./shared/issuerRegistry"
import { developmentPasswordPepper, usePasswordPepper } from "./shared/passwords"

/**
 * How long the portal keeps what it needs for a while only (docs/data-classification.md, "Kept";
 * docs/operations.md, "Retention"). Everything else it keeps as the bureau's records.
 */
export interface RetentionSettings {
  /** Days a sent mail stays in the outbox (RETENTION_MAIL_DAYS); an invitation no longer usable goes with it. */
  readonly mailDays: number
  /** Days an SDC error row keeps the value it quotes (RETENTION_SDC_ERROR_VALUES_DAYS); its line, column and reason stay. */
  readonly sdcErrorValueDays: number
}

export interface PortalConfigShape {
  readonly port: number
  readonly publicUrl: string
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed; nobody else's forwarded headers count. */
  readonly trustedProxies: ReadonlyArray<IpNetwork.IpNetwork>
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  readonly databaseUrl: string | undefined
  /**
   * A PostgreSQL streaming replica of DATABASE_URL that serves searches and stored report reads; the
   * primary serves them while it does not answer (docs/operations.md).
   */
  readonly readDatabaseUrl: string | undefined
  readonly dataDir: string
  readonly production: boolean
  /** External OpenID issuer; when absent the embedded provider at {publicUrl}/oidc is used. */
  readonly oidcIssuer: string
  readonly embeddedProvider: boolean
  readonly oidcClientId: string
  readonly oidcAudience: string
  /** JSON Web Key Set (private keys) signing the embedded provider's tokens. */
  readonly oidcJwks: string | undefined
  /** Carriers' own OpenID issuers, by sign-in domain (FEDERATED_ISSUERS_FILE); the embedded provider sends their people there. */
  readonly federatedIssuers: ReadonlyArray<FederatedIssuer>
  readonly cookieKeys: ReadonlyArray<string>
  readonly idleTimeoutSeconds: number
  readonly accessTokenTtlSeconds: number
  readonly demoData: boolean
  readonly passwordResetUrl: string
  readonly learnMoreUrl: string
  /** Worker threads rendering PDFs, off the event loop that answers requests. */
  readonly pdfWorkers: number
  /**
   * PDF requests that may wait for a worker beyond those rendering; past them the server answers 503
   * with Retry-After at once (docs/decisions.md, "PDFs under load and past capacity").
   */
  readonly pdfQueue: number
  /**
   * Driver reports whose PDF may wait to be rendered ahead, in the language of the one who pulled the
   * report, by a worker of its own at the lowest priority; 0 renders only what is asked for
   * (docs/decisions.md, "PDFs rendered ahead").
   */
  readonly pdfAhead: number
  /**
   * The nice value (0 to 19) of the PDF worker threads rendering PDFs asked for; the one rendering ahead
   * runs at 19 (src/server/pdf/pdfWorkerPriority.ts).
   */
  readonly pdfWorkerNice: number
  readonly signInThrottle: SignInThrottleSettings
  /** Browser events (POST /api/clientEvents) accepted per minute from one client address. */
  readonly clientEventsPerMinute: number
  /** Reports and searches one user may make per minute and per day, and each company's own (HARVEST_LIMITS_FILE). */
  readonly harvestLimits: HarvestLimitSettings
  /** OpenTelemetry collector receiving traces, metrics and logs (OTLP over HTTP, JSON); none when unset. */
  readonly otlpEndpoint: string | undefined
  readonly otlpServiceName: string
  readonly otlpExportIntervalMs: number
  /** Bearer token guarding GET /metrics. */
  readonly metricsToken: Redacted.Redacted<string> | undefined
  /** Mail server (smtp:// or smtps://, credentials in the URL); unset keeps mail in the outbox table and the log. */
  readonly smtpUrl: Redacted.Redacted<string> | undefined
  /** The From address of the portal's mail; by default the portal's name in English and French. */
  readonly mailFrom: string
  /** How often the outbox is read for mail to send or log. */
  readonly mailPollSeconds: number
  /** Days an invitation link stays usable (INVITATION_VALID_DAYS). */
  readonly invitationValidDays: number
  /** The secret mixed into every password hash (PASSWORD_PEPPER, ASVS 2.4.5); a development one outside production. */
  readonly passwordPepper: Redacted.Redacted<string>
  /** How long mail, spent links and quoted SDC values are kept (docs/operations.md, "Retention"). */
  readonly retention: RetentionSettings
  /** SDC files one user (or carrier's system) may send in 24 hours (SDC_FILES_PER_USER_PER_DAY, ASVS 12.1.3). */
  readonly sdcFilesPerUserPerDay: number
  /** Who gives a TOTP code after the password (SECOND_FACTOR): administrators (the default), or nobody ("off", refused in production). */
  readonly secondFactor: SecondFactorSetting
  /** AES-256-GCM key (SECOND_FACTOR_KEY, 32 bytes in base64) encrypting the TOTP secrets; required in production. */
  readonly secondFactorKey: Redacted.Redacted<Uint8Array>
  /** Events pushed to carriers' endpoints (docs/operations.md, "Events to carriers' endpoints"). */
  readonly webhooks: WebhookSettings
}

/** The delivery of events to carriers' endpoints: retries, polling and the key sealing their secrets. */
export interface WebhookSettings {
  /** Waits between tries, in seconds (WEBHOOK_RETRY_SECONDS, comma separated); the last repeats. */
  readonly retrySeconds: ReadonlyArray<number>
  /** No try is made later than this after the event (WEBHOOK_RETRY_WINDOW_SECONDS, 24 hours). */
  readonly retryWindowSeconds: number
  /** How often due retries are looked for (WEBHOOK_POLL_SECONDS); a new event wakes the worker at once. */
  readonly pollSeconds: number
  /** How long a try waits for the receiver (WEBHOOK_TIMEOUT_SECONDS, 10). */
  readonly timeoutSeconds: number
  /** http and this machine's or private addresses accepted (WEBHOOK_ALLOW_LOCAL_URLS): outside production only. */
  readonly allowLocalUrls: boolean
  /** AES-256-GCM key (WEBHOOK_SECRET_KEY, 32 bytes in base64) sealing the endpoints' signing secrets; required in production. */
  readonly secretKey: Redacted.Redacted<Uint8Array>
}

export type SecondFactorSetting = "administrators" | "off"

/** Password guessing on the embedded provider's sign-in page, and the sign-in look-up (docs/operations.md). */
export interface SignInThrottleSettings {
  /** Wrong passwords in a row for one User ID before it is locked. */
  readonly accountMaxFailures: number
  /** Wrong passwords from one client address, within the window, before it is locked. */
  readonly addressMaxFailures: number
  readonly failureWindowSeconds: number
  readonly lockoutSeconds: number
  /** Failures of a User ID after which each further attempt waits slowdownMs more, up to 10 s (an address: past half its limit). */
  readonly slowdownAfter: number
  readonly slowdownMs: number
  /** Sign-in look-ups per minute from one client address. */
  readonly lookupsPerMinute: number
}

export class PortalConfig extends Context.Service<PortalConfig, PortalConfigShape>()("portal/PortalConfig") {}

const developmentCookieKey = "development-cookie-key-not-for-production"

/** PASSWORD_PEPPER: at least 32 characters (openssl rand -base64 32). */
const passwordPepper = (value: string | undefined): Redacted.Redacted<string> => {
  if (!value) return Redacted.make(developmentPasswordPepper)
  if (value.length < 32) throw new Error("PASSWORD_PEPPER must be at least 32 characters (openssl rand -base64 32)")
  return Redacted.make(value)
}

/** The password of every demo account, the demo world's and the demo carrier's (DEMO_DATA is refused in production). */
export const demoPassword = "Portal-demo-1"

/** The TOTP secrets' key outside production when SECOND_FACTOR_KEY is unset (the demo world's secrets are sealed with it). */
export const developmentSecondFactorKey = "ZGV2ZWxvcG1lbnQtc2Vjb25kLWZhY3Rvci1rZXktMzI="

const secondFactorSetting = (value: string | undefined): SecondFactorSetting => {
  if (value === undefined || value === "" || value === "administrators") return "administrators"
  if (value === "off") return "off"
  throw new Error(`SECOND_FACTOR must be "administrators" or "off", got "${value}"`)
}

/** The endpoints' signing secrets' key outside production when WEBHOOK_SECRET_KEY is unset. */
export const developmentWebhookSecretKey = "ZGV2ZWxvcG1lbnQtd2ViaG9vay1zZWNyZXQta2V5LTM="

/** WEBHOOK_RETRY_SECONDS: positive whole seconds, comma separated. */
const retrySeconds = (value: string | undefined): ReadonlyArray<number> => {
  if (!value) return [5, 300, 1800, 7200, 18000, 36000]
  const waits = value.split(",").map((part) => Number(part.trim()))
  if (waits.some((wait) => !Number.isInteger(wait) || wait < 1))
    throw new Error(`WEBHOOK_RETRY_SECONDS must be positive whole seconds separated by commas, got "${value}"`)
  return waits
}

/** SECOND_FACTOR_KEY and WEBHOOK_SECRET_KEY: exactly 32 bytes in base64 (openssl rand -base64 32). */
const secondFactorKey = (value: string, name = "SECOND_FACTOR_KEY"): Redacted.Redacted<Uint8Array> => {
  const bytes = Buffer.from(value, "base64")
  if (bytes.length !== 32 || bytes.toString("base64") !== value.trim()) {
    throw new Error(`${name} must be 32 bytes in base64 (openssl rand -base64 32)`)
  }
  return Redacted.make(new Uint8Array(bytes))
}

const positiveInt = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`)
  return parsed
}

const nonNegativeInt = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, 0 or more, got "${value}"`)
  return parsed
}

/** A thread's nice value, 0 (the server's own priority) to 19 (only what nothing else wants); 10 when unset. */
const niceValue = (value: string | undefined): number => {
  const parsed = nonNegativeInt("PDF_WORKER_NICE", value, 10)
  if (parsed > 19) throw new Error(`PDF_WORKER_NICE must be from 0 to 19, got "${value}"`)
  return parsed
}

/** Addresses and CIDR networks, comma-separated: "10.0.0.1, 10.1.0.0/16, ::1". */
export const parseTrustedProxies = (value: string | undefined): ReadonlyArray<IpNetwork.IpNetwork> =>
  (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      const network = entry.includes("/")
        ? IpNetwork.fromString(entry)
        : Result.flatMap(NetAddress.ipFromString(entry), (address) =>
            IpNetwork.fromAddress(address, NetAddress.isIpv4Address(address) ? 32 : 128)
          )
      if (Result.isFailure(network)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR network`)
      return network.success
    })

/** smtp:// or smtps:// with a host; the URL itself (it may carry a password) is never repeated in the error. */
const parseSmtpUrl = (value: string | undefined): Redacted.Redacted<string> | undefined => {
  if (!value) return undefined
  const url = URL.parse(value)
  if (!url || !["smtp:", "smtps:"].includes(url.protocol) || url.hostname === "") {
    throw new Error("SMTP_URL must be an smtp:// or smtps:// address with a host")
  }
  return Redacted.make(value)
}

/**
 * Whether a PostgreSQL connection string asks for TLS: sslmode require, verify-ca or verify-full (the
 * driver verifies the server's certificate in all three; NODE_EXTRA_CA_CERTS adds a private CA).
 */
export const databaseAsksForTls = (url: string): boolean =>
  ["require", "verify-ca", "verify-full"].includes(URL.parse(url)?.searchParams.get("sslmode") ?? "")

/** One PDF worker per core left over by the event loop, at least one and at most two. */
const defaultPdfWorkers = () => Math.min(2, Math.max(1, availableParallelism() - 1))

/**
 * Waiting PDF requests per worker: the largest reports render in under a second, so ten waiting per
 * worker keep every wait under about 10 s.
 */
const pdfQueuePerWorker = 10

/** Reports waiting to have their PDF rendered ahead: more than a few seconds' renders would be older than the user's wait. */
const pdfAheadLine = 10

/**
 * The sender's name of the portal's mail, in both languages as the mail itself is (docs/decisions.md,
 * "The mail's sender"): "Driver and Vehicle Data Portal / Portail des données sur les conducteurs et
 * les véhicules".
 */
export const mailSenderName = `${en.common.appName} / ${fr.common.appName}`

/** Reads the environment once at start-up; production mode refuses development secrets and demo accounts. */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): PortalConfigShape => {
  const port = positiveInt("PORT", env.PORT, 8080)
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "")
  const production = env.NODE_ENV === "production"
  const embeddedProvider = !env.OIDC_ISSUER
  const cookieKeys = env.OIDC_COOKIE_KEYS ? env.OIDC_COOKIE_KEYS.split(",") : [developmentCookieKey]
  const demoData = env.DEMO_DATA ? env.DEMO_DATA === "true" : !production
  const pdfWorkers = positiveInt("PDF_WORKERS", env.PDF_WORKERS, defaultPdfWorkers())
  const config: PortalConfigShape = {
    port,
    publicUrl,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    databaseUrl: env.DATABASE_URL || undefined,
    readDatabaseUrl: env.READ_DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? "./data",
    production,
    oidcIssuer: (env.OIDC_ISSUER ?? `${publicUrl}/oidc`).replace(/\/$/, ""),
    embeddedProvider,
    oidcClientId: env.OIDC_CLIENT_ID ?? "portal-spa",
    oidcAudience: env.OIDC_AUDIENCE ?? "portal-api",
    oidcJwks: env.OIDC_JWKS || undefined,
    federatedIssuers: readFederatedIssuers(env, { production, publicUrl }),
    cookieKeys,
    idleTimeoutSeconds: positiveInt("IDLE_TIMEOUT_SECONDS", env.IDLE_TIMEOUT_SECONDS, 15 * 60),
    accessTokenTtlSeconds: positiveInt("ACCESS_TOKEN_TTL_SECONDS", env.ACCESS_TOKEN_TTL_SECONDS, 10 * 60),
    demoData,
    passwordResetUrl: env.PASSWORD_RESET_URL ?? `${publicUrl}/oidc/password-reset`,
    learnMoreUrl: env.LEARN_MORE_URL ?? `${publicUrl}/about`,
    pdfWorkers,
    pdfQueue: nonNegativeInt("PDF_QUEUE", env.PDF_QUEUE, pdfWorkers * pdfQueuePerWorker),
    pdfAhead: nonNegativeInt("PDF_AHEAD", env.PDF_AHEAD, pdfAheadLine),
    pdfWorkerNice: niceValue(env.PDF_WORKER_NICE),
    signInThrottle: {
      accountMaxFailures: positiveInt("SIGNIN_ACCOUNT_MAX_FAILURES", env.SIGNIN_ACCOUNT_MAX_FAILURES, 10),
      addressMaxFailures: positiveInt("SIGNIN_ADDRESS_MAX_FAILURES", env.SIGNIN_ADDRESS_MAX_FAILURES, 100),
      failureWindowSeconds: positiveInt("SIGNIN_FAILURE_WINDOW_SECONDS", env.SIGNIN_FAILURE_WINDOW_SECONDS, 3600),
      lockoutSeconds: positiveInt("SIGNIN_LOCKOUT_SECONDS", env.SIGNIN_LOCKOUT_SECONDS, 15 * 60),
      slowdownAfter: positiveInt("SIGNIN_SLOWDOWN_AFTER", env.SIGNIN_SLOWDOWN_AFTER, 3),
      slowdownMs: positiveInt("SIGNIN_SLOWDOWN_MS", env.SIGNIN_SLOWDOWN_MS, 1000),
      lookupsPerMinute: positiveInt("SIGNIN_LOOKUPS_PER_MINUTE", env.SIGNIN_LOOKUPS_PER_MINUTE, 60)
    },
    clientEventsPerMinute: positiveInt("CLIENT_EVENTS_PER_MINUTE", env.CLIENT_EVENTS_PER_MINUTE, 120),
    harvestLimits: readHarvestLimits(env),
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/$/, "") || undefined,
    otlpServiceName: env.OTEL_SERVICE_NAME || "driver-vehicle-data-portal",
    otlpExportIntervalMs: positiveInt("OTEL_EXPORT_INTERVAL_MS", env.OTEL_EXPORT_INTERVAL_MS, 10_000),
    metricsToken: env.METRICS_TOKEN ? Redacted.make(env.METRICS_TOKEN) : undefined,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || `${mailSenderName} <no-reply@${URL.parse(publicUrl)?.hostname || "localhost"}>`,
    mailPollSeconds: positiveInt("MAIL_POLL_SECONDS", env.MAIL_POLL_SECONDS, 5),
    invitationValidDays: positiveInt("INVITATION_VALID_DAYS", env.INVITATION_VALID_DAYS, 7),
    passwordPepper: passwordPepper(env.PASSWORD_PEPPER),
    retention: {
      mailDays: positiveInt("RETENTION_MAIL_DAYS", env.RETENTION_MAIL_DAYS, 30),
      sdcErrorValueDays: positiveInt("RETENTION_SDC_ERROR_VALUES_DAYS", env.RETENTION_SDC_ERROR_VALUES_DAYS, 90)
    },
    sdcFilesPerUserPerDay: positiveInt("SDC_FILES_PER_USER_PER_DAY", env.SDC_FILES_PER_USER_PER_DAY, 100),
    secondFactor: secondFactorSetting(env.SECOND_FACTOR),
    secondFactorKey: secondFactorKey(env.SECOND_FACTOR_KEY || developmentSecondFactorKey),
    webhooks: {
      retrySeconds: retrySeconds(env.WEBHOOK_RETRY_SECONDS),
      retryWindowSeconds: positiveInt("WEBHOOK_RETRY_WINDOW_SECONDS", env.WEBHOOK_RETRY_WINDOW_SECONDS, 24 * 3600),
      pollSeconds: positiveInt("WEBHOOK_POLL_SECONDS", env.WEBHOOK_POLL_SECONDS, 5),
      timeoutSeconds: positiveInt("WEBHOOK_TIMEOUT_SECONDS", env.WEBHOOK_TIMEOUT_SECONDS, 10),
      allowLocalUrls: env.WEBHOOK_ALLOW_LOCAL_URLS ? env.WEBHOOK_ALLOW_LOCAL_URLS === "true" : !production,
      secretKey: secondFactorKey(env.WEBHOOK_SECRET_KEY || developmentWebhookSecretKey, "WEBHOOK_SECRET_KEY")
    }
  }
  if (config.readDatabaseUrl && !config.databaseUrl) {
    throw new Error(
      "READ_DATABASE_URL names a replica of the PostgreSQL database in DATABASE_URL; the embedded database (no DATABASE_URL) has no replicas"
    )
  }
  if (production) {
    const problems = [
      config.demoData && "DEMO_DATA must not be true in production",
      config.embeddedProvider && !config.oidcJwks && "OIDC_JWKS is required for the embedded provider in production",
      config.embeddedProvider && cookieKeys.includes(developmentCookieKey) && "OIDC_COOKIE_KEYS is required in production",
      !config.databaseUrl && "DATABASE_URL is required in production",
      config.databaseUrl &&
        !databaseAsksForTls(config.databaseUrl) &&
        env.DATABASE_NETWORK_PRIVATE !== "true" &&
        "DATABASE_URL must ask for TLS in production (sslmode=require, verify-ca or verify-full), unless DATABASE_NETWORK_PRIVATE=true says the network to PostgreSQL is private",
      config.readDatabaseUrl &&
        !databaseAsksForTls(config.readDatabaseUrl) &&
        env.DATABASE_NETWORK_PRIVATE !== "true" &&
        "READ_DATABASE_URL must ask for TLS in production, as DATABASE_URL must, unless DATABASE_NETWORK_PRIVATE=true",
      !publicUrl.startsWith("https://") && "PUBLIC_URL must be an https address in production",
      config.embeddedProvider && !env.PASSWORD_PEPPER && "PASSWORD_PEPPER is required for the embedded provider in production",
      config.secondFactor === "off" && "SECOND_FACTOR must not be off in production",
      config.embeddedProvider && !env.SECOND_FACTOR_KEY && "SECOND_FACTOR_KEY is required in production",
      config.webhooks.allowLocalUrls && "WEBHOOK_ALLOW_LOCAL_URLS must not be true in production",
      !env.WEBHOOK_SECRET_KEY && "WEBHOOK_SECRET_KEY is required in production"
    ].filter(Boolean)
    if (problems.length > 0) throw new Error(`Refusing to start in production mode:\n- ${problems.join("\n- ")}`)
  }
  return config
}

/** The configuration as a service; password hashing takes its pepper from it here, for the server, the seed and the tests alike. */
export const layerConfig = (config: PortalConfigShape) =>
  Layer.effect(
    PortalConfig,
    Effect.sync(() => {
      usePasswordPepper(config.passwordPepper)
      return config
    })
  )
