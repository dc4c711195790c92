import { Redacted } from "effect"
import { readFileSync } from "node:fs"

/**
 * An external OpenID issuer the portal trusts to sign in the people of one sign-in domain (a carrier's
 * own identity provider). Trusting one is a deliberate step: it is named in the file FEDERATED_ISSUERS_FILE
 * points to, never derived from a sign-in mapping's text.
 */
export interface FederatedIssuer {
  /** The sign-in domain (settings tab 1's b2CDomainName) whose domain hint sends the user to this issuer. */
  readonly signInDomain: string
  readonly issuer: string
  readonly clientId: string
  /** The client secret, read from the environment variable the file names; none for a public client (PKCE only). */
  readonly clientSecret: Redacted.Redacted<string> | undefined
  /** The claim carrying the e-mail: `email`, or `emails` whose first entry counts (as Azure AD B2C sends it). */
  readonly emailClaim: string
  /** Plain http to the issuer: only outside production, and only to a loopback address or the portal's own origin. */
  readonly allowInsecureRequests: boolean
}

/** One entry of the file, as written there. */
interface IssuerEntry {
  readonly signInDomain?: unknown
  readonly issuer?: unknown
  readonly clientId?: unknown
  readonly clientSecretEnv?: unknown
  readonly emailClaim?: unknown
}

const hostName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/
const claimName = /^[A-Za-z_][\w.:-]{0,99}$/
const environmentName = /^[A-Za-z_]\w*$/
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"])

/** The issuers of the file's JSON array; any problem, each named with its entry, stops the start. */
export const parseFederatedIssuers = (
  text: string,
  options: { readonly env: NodeJS.ProcessEnv; readonly production: boolean; readonly publicUrl: string }
): ReadonlyArray<FederatedIssuer> => {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error("FEDERATED_ISSUERS_FILE is not valid JSON")
  }
  if (!Array.isArray(parsed)) throw new Error("FEDERATED_ISSUERS_FILE must hold a JSON array of issuers")
  const problems: Array<string> = []
  const issuers: Array<FederatedIssuer> = []
  const seen = new Set<string>()
  parsed.forEach((raw: unknown, index) => {
    const entry = (typeof raw === "object" && raw !== null ? raw : {}) as IssuerEntry
    const at = `FEDERATED_ISSUERS_FILE entry ${index + 1}`
    const signInDomain = typeof entry.signInDomain === "string" ? entry.signInDomain.trim().toLowerCase() : ""
    if (!hostName.test(signInDomain)) problems.push(`${at}: signInDomain must be a host name`)
    else if (seen.has(signInDomain)) problems.push(`${at}: ${signInDomain} is named twice`)
    seen.add(signInDomain)
    const issuerUrl = typeof entry.issuer === "string" ? URL.parse(entry.issuer) : null
    const insecure = issuerUrl?.protocol === "http:"
    const ownOrLoopback =
      issuerUrl !== null && (loopbackHosts.has(issuerUrl.hostname) || issuerUrl.origin === URL.parse(options.publicUrl)?.origin)
    if (!issuerUrl || !["https:", "http:"].includes(issuerUrl.protocol) || issuerUrl.search !== "" || issuerUrl.hash !== "")
      problems.push(`${at}: issuer must be an https address`)
    else if (insecure && (options.production || !ownOrLoopback))
      problems.push(`${at}: issuer must be https (http only to a loopback address or the portal itself, outside production)`)
    const clientId = typeof entry.clientId === "string" ? entry.clientId.trim() : ""
    if (clientId === "") problems.push(`${at}: clientId is required`)
    let clientSecret: Redacted.Redacted<string> | undefined
    if (entry.clientSecretEnv !== undefined && entry.clientSecretEnv !== null) {
      const name = typeof entry.clientSecretEnv === "string" ? entry.clientSecretEnv : ""
      const value = environmentName.test(name) ? options.env[name] : undefined
      if (!value) problems.push(`${at}: clientSecretEnv must name a set environment variable`)
      else clientSecret = Redacted.make(value)
    }
    const emailClaim = entry.emailClaim === undefined ? "email" : entry.emailClaim
    if (typeof emailClaim !== "string" || !claimName.test(emailClaim)) problems.push(`${at}: emailClaim must be a claim name`)
    if (issuerUrl && typeof emailClaim === "string")
      issuers.push({
        signInDomain,
        issuer: issuerUrl.href.replace(/\/$/, ""),
        clientId,
        clientSecret,
        emailClaim,
        allowInsecureRequests: insecure
      })
  })
  if (problems.length > 0) throw new Error(problems.join("\n"))
  return issuers
}

/** Reads FEDERATED_ISSUERS_FILE at start-up; none when it is unset. A bad file stops the start. */
export const readFederatedIssuers = (
  env: NodeJS.ProcessEnv,
  options: { readonly production: boolean; readonly publicUrl: string }
): ReadonlyArray<FederatedIssuer> => {
  const file = env.FEDERATED_ISSUERS_FILE
  if (!file) return []
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch {
    throw new Error(`FEDERATED_ISSUERS_FILE: cannot read ${file}`)
  }
  return parseFederatedIssuers(text, { ...options, env })
}

/** The issuer a domain hint names, if the registry holds one (host names compare without case). */
export const issuerForDomain = (issuers: ReadonlyArray<FederatedIssuer>, domainHint: string | undefined) => {
  const domain = domainHint?.trim().toLowerCase()
  return domain ? issuers.find((issuer) => issuer.signInDomain === domain) : undefined
}
