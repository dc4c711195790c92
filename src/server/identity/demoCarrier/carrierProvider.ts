import { exportJWK, generateKeyPair } from "jose"
import type { IncomingMessage, ServerResponse } from "node:http"
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from "oidc-provider"
import { handToProvider, readForm, send, sendHtml } from "../providerHttp"
import {
  carrierStyles,
  renderCarrierErrorPage,
  renderCarrierSignInPage,
  type CarrierBrand,
  type CarrierLanguage
} from "./carrierPage"

/**
 * A carrier's own OpenID provider, in process: the demo world's stand-in for a carrier's identity
 * provider, and the api tests' (served on a loopback port). Its accounts are a fixed list; its
 * state is kept in memory, which a demonstration can afford and the portal's own provider cannot.
 */
export interface CarrierAccount {
  /** What the person types at the carrier, and the token's sub. */
  readonly login: string
  readonly email: string
  /** False makes the carrier say the e-mail is not verified (email_verified false). */
  readonly emailVerified?: boolean
  readonly name: string
  readonly password: string
}

export interface CarrierClient {
  readonly clientId: string
  /** None: a public client, held to PKCE. */
  readonly clientSecret?: string | undefined
  readonly redirectUri: string
}

export interface CarrierProviderOptions {
  /** The origin the carrier is reached at (http://127.0.0.1:port, or the portal's own in the demo). */
  readonly origin: string
  /** The path the provider is served under; its issuer is origin + mountPath. */
  readonly mountPath: string
  readonly brand: CarrierBrand
  readonly accounts: ReadonlyArray<CarrierAccount>
  readonly clients: ReadonlyArray<CarrierClient>
  readonly cookieKeys: ReadonlyArray<string>
}

export interface CarrierProvider {
  readonly issuer: string
  /** Handles a request under mountPath; resolves once the response has been written. */
  readonly handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
}

type Payload = Record<string, unknown> & { readonly uid?: string; readonly userCode?: string; readonly grantId?: string }

/** The carrier's provider state, in memory (entries lapse at their expiry): enough for a demonstration. */
const memoryAdapter = () => {
  const entries = new Map<string, { payload: Payload; readonly expiresAt: number }>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key)
    return entries.get(key)?.payload
  }
  return class CarrierAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`
    }
    async upsert(id: string, payload: Payload, expiresIn: number) {
      entries.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 })
    }
    async find(id: string) {
      return live(this.key(id))
    }
    async findByUid(uid: string) {
      for (const [key, entry] of entries) if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return live(key)
      return undefined
    }
    async findByUserCode(userCode: string) {
      for (const [key, entry] of entries)
        if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return live(key)
      return undefined
    }
    async consume(id: string) {
      const entry = entries.get(this.key(id))
      if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(Date.now() / 1000) }
    }
    async destroy(id: string) {
      entries.delete(this.key(id))
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key)
    }
  }
}

const languageOf = (asked: unknown): CarrierLanguage | undefined => {
  const first = typeof asked === "string" ? asked.trim().split(/[\s-]/)[0]?.toLowerCase() : undefined
  return first === "en" || first === "fr" ? first : undefined
}

export const makeCarrierProvider = async (options: CarrierProviderOptions): Promise<CarrierProvider> => {
  const { mountPath, brand } = options
  const issuer = `${options.origin}${mountPath}`
  const stylesPath = `${mountPath}/assets/carrier.css`
  const { privateKey } = await generateKeyPair("RS256", { extractable: true })
  const key = { ...(await exportJWK(privateKey)), kid: "carrier-1", alg: "RS256", use: "sig" }
  const byLogin = (login: string) => options.accounts.find((a) => a.login.toLowerCase() === login.trim().toLowerCase())

  // As at the portal: a login hint naming another person than the session's asks for the sign-in page again.
  const policy = interactionPolicy.base()
  policy.get("login")!.checks.add(
    new interactionPolicy.Check("login_hint_other_account", "Another person is named", async (ctx) => {
      const hint = ctx.oidc.params?.login_hint
      const accountId = ctx.oidc.session?.accountId
      // Whoever signed in on the page just now is who signs in: the hint is only a hint.
      if (ctx.oidc.result?.login) return interactionPolicy.Check.NO_NEED_TO_PROMPT
      if (typeof hint !== "string" || hint === "" || !accountId) return interactionPolicy.Check.NO_NEED_TO_PROMPT
      const account = byLogin(accountId)
      const named = [account?.login, account?.email].some((login) => login?.toLowerCase() === hint.trim().toLowerCase())
      return named ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT
    })
  )

  const configuration: Configuration = {
    adapter: memoryAdapter() as never,
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      ...(client.clientSecret === undefined
        ? { token_endpoint_auth_method: "none" as const }
        : { client_secret: client.clientSecret, token_endpoint_auth_method: "client_secret_post" as const }),
      grant_types: ["authorization_code"],
      response_types: ["code"],
      redirect_uris: [client.redirectUri]
    })),
    jwks: { keys: [key as never] },
    cookies: {
      keys: [...options.cookieKeys],
      // Served on the portal's own origin in the demo: its cookies must not be taken for the portal provider's.
      names: { session: "_carrier_session", interaction: "_carrier_interaction", resume: "_carrier_resume" }
    },
    pkce: { required: () => true },
    scopes: ["openid", "email", "profile"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The relying party reads the e-mail from the id token, as from Azure AD B2C.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const account = byLogin(sub)
      if (!account) return undefined
      return {
        accountId: account.login,
        claims: async () => ({
          sub: account.login,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name
        })
      }
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId)
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId)
        if (existing) return existing
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! })
      grant.addOIDCScope("openid email profile")
      await grant.save()
      return grant
    },
    interactions: { policy, url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 3600, Session: 8 * 3600, Grant: 8 * 3600 },
    features: { devInteractions: { enabled: false } },
    renderError: async (ctx, out) => {
      ctx.type = "html"
      ctx.body = renderCarrierErrorPage("en", brand, stylesPath, String(out.error_description ?? out.error))
    }
  }

  const provider = new Provider(issuer, configuration)
  provider.proxy = true
  const callback = provider.callback()

  const interaction = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const details = await provider.interactionDetails(req, res)
    const form = req.method === "POST" ? await readForm(req) : undefined
    const lang =
      languageOf(form?.get("lang")) ?? languageOf(url.searchParams.get("lang")) ?? languageOf(details.params.ui_locales) ?? "en"
    const hint = typeof details.params.login_hint === "string" ? details.params.login_hint : ""
    const page = (login: string, invalid: boolean) =>
      sendHtml(
        res,
        200,
        renderCarrierSignInPage({ lang, brand, stylesPath, action: `${mountPath}/interaction/${details.uid}`, login, invalid })
      )
    if (!form) return page(hint, false)
    const login = form.get("login")?.trim() ?? ""
    const account = byLogin(login)
    if (!account || account.password !== form.get("password")) return page(login, true)
    await provider.interactionFinished(req, res, { login: { accountId: account.login } }, { mergeWithLastSubmission: false })
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", options.origin)
    try {
      if (url.pathname === stylesPath) return send(res, 200, "text/css; charset=utf-8", carrierStyles)
      if (url.pathname.startsWith(`${mountPath}/interaction/`)) return await interaction(req, res, url)
      await handToProvider(req, res, mountPath, callback)
    } catch (error) {
      if (!res.headersSent) sendHtml(res, 400, renderCarrierErrorPage("en", brand, stylesPath, String((error as Error).message)))
    }
  }

  return { issuer, handle }
}
