import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { federatedEmail, federatedRefusal } from "../../src/server/identity/federation/federatedSignIn"
import { issuerForDomain, parseFederatedIssuers } from "../../src/server/shared/issuerRegistry"

const options = { env: { CARRIER_SECRET: "s3cret" }, production: false, publicUrl: "http://localhost:8080" }
const parse = (entries: unknown, overrides: Partial<typeof options> = {}) =>
  parseFederatedIssuers(JSON.stringify(entries), { ...options, ...overrides })

describe("the issuer registry (FEDERATED_ISSUERS_FILE)", () => {
  it("reads an issuer by sign-in domain, its secret from the environment variable it names", () => {
    const [issuer] = parse([
      {
        signInDomain: "Login.Maple.Example",
        issuer: "https://maple.b2clogin.example/tenant/v2.0/",
        clientId: "portal",
        clientSecretEnv: "CARRIER_SECRET",
        emailClaim: "emails"
      }
    ])
    expect(issuer).toMatchObject({
      signInDomain: "login.maple.example",
      issuer: "https://maple.b2clogin.example/tenant/v2.0",
      clientId: "portal",
      emailClaim: "emails",
      allowInsecureRequests: false
    })
    expect(Redacted.value(issuer!.clientSecret!)).toBe("s3cret")
    expect(issuerForDomain([issuer!], "LOGIN.maple.example")).toBe(issuer)
    expect(issuerForDomain([issuer!], "maple.example")).toBeUndefined()
  })

  it("takes a public client without secret, and the email claim by default", () => {
    const [issuer] = parse([{ signInDomain: "login.maple.example", issuer: "https://id.maple.example", clientId: "portal" }])
    expect(issuer).toMatchObject({ clientSecret: undefined, emailClaim: "email" })
  })

  it("allows plain http only to a loopback address or the portal itself, outside production", () => {
    const loopback = { signInDomain: "login.maple.example", issuer: "http://127.0.0.1:4000/oidc", clientId: "portal" }
    expect(parse([loopback])[0]!.allowInsecureRequests).toBe(true)
    expect(parse([{ ...loopback, issuer: "http://localhost:8080/demo-carrier/oidc" }])[0]!.allowInsecureRequests).toBe(true)
    expect(() => parse([{ ...loopback, issuer: "http://id.maple.example" }])).toThrow(/entry 1: issuer must be https/)
    expect(() => parse([loopback], { production: true })).toThrow(/issuer must be https/)
  })

  it("stops the start on a bad entry, naming it", () => {
    expect(() => parseFederatedIssuers("{", options)).toThrow("not valid JSON")
    expect(() => parse({})).toThrow("JSON array")
    const good = { signInDomain: "login.maple.example", issuer: "https://id.maple.example", clientId: "portal" }
    expect(() => parse([good, good])).toThrow(/entry 2: login.maple.example is named twice/)
    expect(() => parse([{ ...good, clientSecretEnv: "MISSING_SECRET" }])).toThrow(/clientSecretEnv must name a set/)
    expect(() => parse([{ ...good, clientId: "" }])).toThrow(/clientId is required/)
    expect(() => parse([{ ...good, signInDomain: "https://login.maple.example" }])).toThrow(/signInDomain must be a host name/)
    expect(() => parse([{ ...good, emailClaim: "e mail" }])).toThrow(/emailClaim must be a claim name/)
  })
})

describe("the e-mail a carrier vouches for", () => {
  it("is the configured claim, or the first of a list, unless email_verified is false", () => {
    expect(federatedEmail({ email: " a@maple.example " }, "email")).toBe("a@maple.example")
    expect(federatedEmail({ emails: ["b@maple.example", "c@maple.example"] }, "emails")).toBe("b@maple.example")
    expect(federatedEmail({ email: "a@maple.example", email_verified: false }, "email")).toBeUndefined()
    expect(federatedEmail({ email: "not an e-mail" }, "email")).toBeUndefined()
    expect(federatedEmail({ upn: "a@maple.example" }, "email")).toBeUndefined()
  })
})

describe("who a carrier may sign in", () => {
  const account = {
    id: 1,
    sub: "s",
    userId: "a@maple.example",
    email: "a@maple.example",
    isDisabled: false,
    isIbcCredentials: false
  }
  const check = {
    issuerDomain: "login.maple.example",
    mappedDomain: "login.maple.example",
    account,
    loginHint: "A@maple.example"
  }

  it("signs in the enabled account of its own carrier's domain that the user named", () => {
    expect(federatedRefusal(check)).toBeUndefined()
    expect(federatedRefusal({ ...check, loginHint: "" })).toBeUndefined()
  })

  it("refuses another carrier's e-mail first, telling nothing of its accounts", () => {
    expect(federatedRefusal({ ...check, mappedDomain: "northwind.example" })).toBe("otherDomain")
    expect(federatedRefusal({ ...check, mappedDomain: undefined, account: undefined })).toBe("otherDomain")
  })

  it("refuses no account, bureau credentials, a disabled account and another person than the User ID typed", () => {
    expect(federatedRefusal({ ...check, account: undefined })).toBe("noAccount")
    expect(federatedRefusal({ ...check, account: { ...account, isIbcCredentials: true } })).toBe("bureauCredentials")
    expect(federatedRefusal({ ...check, account: { ...account, isDisabled: true } })).toBe("disabled")
    expect(federatedRefusal({ ...check, loginHint: "b@maple.example" })).toBe("otherAccount")
  })
})
