import { describe, expect, it } from "vitest"
import { readConfig } from "../../src/server/config"

const productionSettings = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://portal.example",
  DATABASE_URL: "postgres://portal@db.internal:5432/portal?sslmode=verify-full",
  OIDC_JWKS: JSON.stringify({ keys: [] }),
  OIDC_COOKIE_KEYS: "a-long-random-cookie-key",
  SECOND_FACTOR_KEY: Buffer.alloc(32, 7).toString("base64"),
  WEBHOOK_SECRET_KEY: Buffer.alloc(32, 9).toString("base64"),
  PASSWORD_PEPPER: "a-long-random-password-pepper-0123456789"
}

describe("production mode", () => {
  it("refuses to start without its settings, naming each one missing", () => {
    expect(() => readConfig({ NODE_ENV: "production" })).toThrow(/Refusing to start in production mode/)
    let message = ""
    try {
      readConfig({ NODE_ENV: "production" })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain("DATABASE_URL")
    expect(message).toContain("OIDC_JWKS")
    expect(message).toContain("OIDC_COOKIE_KEYS")
    expect(message).toContain("PUBLIC_URL")
    expect(message).toContain("PASSWORD_PEPPER")
  })

  it("refuses a password pepper that is missing in production or too short anywhere", () => {
    const withoutPepper: Record<string, string | undefined> = { ...productionSettings, PASSWORD_PEPPER: undefined }
    expect(() => readConfig(withoutPepper)).toThrow(/PASSWORD_PEPPER is required/)
    expect(() => readConfig({ PASSWORD_PEPPER: "short" })).toThrow(/PASSWORD_PEPPER must be at least 32 characters/)
    expect(() => readConfig({ ...productionSettings, PASSWORD_PEPPER: "short" })).toThrow(/at least 32 characters/)
    // An external issuer signs people in with its own passwords: the portal hashes none.
    expect(readConfig({ ...withoutPepper, OIDC_ISSUER: "https://login.example" }).production).toBe(true)
  })

  it("refuses a public address that is not https", () => {
    expect(() => readConfig({ ...productionSettings, PUBLIC_URL: "http://portal.example" })).toThrow(
      /PUBLIC_URL must be an https address in production/
    )
  })

  it("refuses a database connection without TLS, unless the network to it is said to be private", () => {
    const plain = { ...productionSettings, DATABASE_URL: "postgres://portal@db.internal:5432/portal" }
    expect(() => readConfig(plain)).toThrow(/DATABASE_URL must ask for TLS in production/)
    for (const sslmode of ["disable", "prefer", "allow"]) {
      expect(() => readConfig({ ...plain, DATABASE_URL: `${plain.DATABASE_URL}?sslmode=${sslmode}` }), sslmode).toThrow(
        /DATABASE_URL must ask for TLS/
      )
    }
    expect(() => readConfig({ ...plain, DATABASE_NETWORK_PRIVATE: "yes" })).toThrow(/DATABASE_URL must ask for TLS/)
    for (const sslmode of ["require", "verify-ca", "verify-full"]) {
      expect(readConfig({ ...plain, DATABASE_URL: `${plain.DATABASE_URL}?sslmode=${sslmode}` }).production).toBe(true)
    }
    expect(readConfig({ ...plain, DATABASE_NETWORK_PRIVATE: "true" }).databaseUrl).toBe(plain.DATABASE_URL)
    // Outside production the embedded and local databases need no TLS.
    expect(readConfig({ DATABASE_URL: plain.DATABASE_URL }).databaseUrl).toBe(plain.DATABASE_URL)
  })

  it("refuses a read replica connection without TLS, as it refuses the primary's", () => {
    const replica = "postgres://portal@replica.internal:5432/portal"
    expect(() => readConfig({ ...productionSettings, READ_DATABASE_URL: replica })).toThrow(/READ_DATABASE_URL must ask for TLS/)
    expect(readConfig({ ...productionSettings, READ_DATABASE_URL: `${replica}?sslmode=verify-full` }).readDatabaseUrl).toBe(
      `${replica}?sslmode=verify-full`
    )
    expect(
      readConfig({ ...productionSettings, READ_DATABASE_URL: replica, DATABASE_NETWORK_PRIVATE: "true" }).readDatabaseUrl
    ).toBe(replica)
  })

  it("refuses demo data", () => {
    expect(() => readConfig({ ...productionSettings, DEMO_DATA: "true" })).toThrow(/DEMO_DATA must not be true in production/)
  })

  it("starts with its settings given, without demo data", () => {
    const config = readConfig(productionSettings)
    expect(config).toMatchObject({ production: true, demoData: false, embeddedProvider: true })
  })

  it("refuses the second factor off, and starts only with a key of its own for the TOTP secrets", () => {
    expect(() => readConfig({ ...productionSettings, SECOND_FACTOR: "off" })).toThrow(
      /SECOND_FACTOR must not be off in production/
    )
    expect(() => readConfig({ ...productionSettings, SECOND_FACTOR_KEY: "" })).toThrow(
      /SECOND_FACTOR_KEY is required in production/
    )
    expect(() => readConfig({ ...productionSettings, SECOND_FACTOR_KEY: "c2hvcnQ=" })).toThrow(
      /SECOND_FACTOR_KEY must be 32 bytes/
    )
    expect(readConfig(productionSettings).secondFactor).toBe("administrators")
  })

  it("starts only with a key of its own for the endpoints' signing secrets, and no local endpoints", () => {
    expect(() => readConfig({ ...productionSettings, WEBHOOK_SECRET_KEY: "" })).toThrow(
      /WEBHOOK_SECRET_KEY is required in production/
    )
    expect(() => readConfig({ ...productionSettings, WEBHOOK_ALLOW_LOCAL_URLS: "true" })).toThrow(
      /WEBHOOK_ALLOW_LOCAL_URLS must not be true in production/
    )
    expect(readConfig(productionSettings).webhooks.allowLocalUrls).toBe(false)
    expect(readConfig({}).webhooks).toMatchObject({ allowLocalUrls: true, retrySeconds: [5, 300, 1800, 7200, 18000, 36000] })
    expect(() => readConfig({ WEBHOOK_RETRY_SECONDS: "5,soon" })).toThrow(/WEBHOOK_RETRY_SECONDS/)
    expect(() => readConfig({ ...productionSettings, WEBHOOK_SECRET_KEY: "c2hvcnQ=" })).toThrow(
      /WEBHOOK_SECRET_KEY must be 32 bytes/
    )
  })

  it("does not ask the embedded provider's secrets when an external issuer is named", () => {
    const config = readConfig({
      NODE_ENV: "production",
      PUBLIC_URL: productionSettings.PUBLIC_URL,
      DATABASE_URL: productionSettings.DATABASE_URL,
      WEBHOOK_SECRET_KEY: productionSettings.WEBHOOK_SECRET_KEY,
      OIDC_ISSUER: "https://login.example/"
    })
    expect(config).toMatchObject({ embeddedProvider: false, oidcIssuer: "https://login.example" })
  })
})

describe("development defaults", () => {
  it("runs on the embedded database with demo data and the embedded provider", () => {
    const config = readConfig({})
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: "http://localhost:8080",
      databaseUrl: undefined,
      demoData: true,
      embeddedProvider: true,
      oidcIssuer: "http://localhost:8080/oidc",
      oidcClientId: "portal-spa",
      oidcAudience: "portal-api"
    })
  })

  it("reads from the primary alone unless READ_DATABASE_URL names a replica, which the embedded database cannot have", () => {
    expect(readConfig({ DATABASE_URL: "postgres://localhost/portal" }).readDatabaseUrl).toBeUndefined()
    expect(() => readConfig({ READ_DATABASE_URL: "postgres://localhost:5433/portal" })).toThrow(
      /READ_DATABASE_URL names a replica of the PostgreSQL database in DATABASE_URL/
    )
  })

  it("asks administrators for a second factor unless SECOND_FACTOR is off, and refuses any other value", () => {
    expect(readConfig({}).secondFactor).toBe("administrators")
    expect(readConfig({ SECOND_FACTOR: "off" }).secondFactor).toBe("off")
    expect(() => readConfig({ SECOND_FACTOR: "everyone" })).toThrow(/SECOND_FACTOR must be "administrators" or "off"/)
  })

  it("refuses a setting that is not a positive integer", () => {
    expect(() => readConfig({ ACCESS_TOKEN_TTL_SECONDS: "soon" })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/)
  })
})
