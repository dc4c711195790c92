import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { randomUUID } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from "oidc-provider"
import { PortalConfig } from "../config"
import { recordAccountSession, touchAccountSession } from "../db/identity/accountSessions"
import { findSignInAccountBySub } from "../db/identity/signInAccounts"
import { recordSignIn } from "../db/users"
import { signInEvent } from "../monitoring/securityEvents"
import type { PasswordIssue } from "../../api/users/password"
import { acceptInvitation, pendingInvitationFor } from "./invitationAcceptance"
import { withDemoCarrier } from "./demoCarrier/laurentianCarrier"
import { carrierIssuerOfLogin, removeCarrierPasswords } from "./federation/carrierAccounts"
import { federatedCallbackPath, federatedReturnPath, makeFederatedSignIn } from "./federation/federatedSignIn"
import type { FederatedIssuer } from "../shared/issuerRegistry"
import { clearPasswordOf } from "../db/identity/carrierPasswords"
import { setPasswordIssues } from "./passwordRules"
import { clientSecretMatches, secretIdClaim } from "./machineClientSecrets"
import { makeOidcAdapter } from "./oidcAdapter"
import { makePasswordSignIn } from "./passwordSignIn"
import { makePasswordReset, passwordResetPath } from "./passwordReset"
import { MailDelivery } from "../mail/mailDelivery"
import { rateLimitStore } from "../db/shared/rateLimitStore"
import { makeSecondFactorSignIn } from "./secondFactorSignIn"
import { hashPassword } from "../shared/passwords"
import { handToProvider, readForm, sendHtml } from "./providerHttp"
import { contextLanguage, pageLanguage, rememberLanguage } from "./providerLanguage"
import { layerSignInThrottle, SignInThrottle } from "./signInThrottle"
import { loadSigningKeys } from "./signingKeys"
import { silentCallbackPath } from "../../api/platform/authenticationPaths"
import {
  renderErrorPage,
  renderFederatedRefusalPage,
  renderInvitationUnusablePage,
  renderLogoutPage,
  renderSetPasswordPage,
  renderSignedOutPage,
  type PageLanguage
} from "./signInPage"

export interface EmbeddedProviderShape {
  /** Handles a request under /oidc; resolves once the response has been written. */
  readonly handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
}

export class EmbeddedProvider extends Context.Service<EmbeddedProvider, EmbeddedProviderShape>()("portal/EmbeddedProvider") {}

const mountPath = "/oidc"

/**
 * The standard prompts, plus one: a sign-in naming a User ID (login_hint) other than the account the
 * provider's session is for must sign in again. A silent sign-in then fails and the portal redirects,
 * so the User ID typed on the sign-in screen is always the account signed in.
 */
const signInPolicy = (run: <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Promise<A>) => {
  const policy = interactionPolicy.base()
  policy.get("login")!.checks.add(
    new interactionPolicy.Check("login_hint_other_account", "The User ID is not the signed-in account", async (ctx) => {
      const hint = ctx.oidc.params?.login_hint
      const accountId = ctx.oidc.session?.accountId
      if (typeof hint !== "string" || hint === "" || !accountId) return interactionPolicy.Check.NO_NEED_TO_PROMPT
      const account = await run(findSignInAccountBySub(accountId))
      const named = [account?.userId, account?.email].some((login) => login?.toLowerCase() === hint.trim().toLowerCase())
      return named ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT
    })
  )
  return policy
}

/**
 * The provider's cookie names (ASVS 3.4.4). The session cookie is at path / and takes the `__Host-`
 * prefix over https, where it is Secure (the provider sees PUBLIC_URL's protocol); the interaction
 * cookies are scoped to their interaction's path, which the prefix forbids.
 */
export const providerCookieNames = (publicUrl: string) => ({
  session: new URL(publicUrl).protocol === "https:" ? "__Host-session" : "_session",
  interaction: "_interaction",
  resume: "_interaction_resume"
})

export const layerEmbeddedProvider = Layer.effect(
  EmbeddedProvider,
  Effect.gen(function* () {
    const config = yield* PortalConfig
    const sql = yield* SqlClient.SqlClient
    const keys = yield* loadSigningKeys
    const throttle = yield* SignInThrottle
    // A wrong password costs one scrypt whether or not the account exists (ASVS 2.2: no timing tells).
    const dummyPasswordHash = yield* Effect.promise(() => hashPassword(randomUUID()))
    const context = yield* Effect.context<SqlClient.SqlClient>()
    const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Effect.runPromise(Effect.provide(effect, context))
    // oidc-provider accepts only absolute URIs as resource indicators; the tokens still carry aud oidcAudience.
    const apiResource = `${config.publicUrl}/api`
    const apiResourceServer = {
      scope: "openid profile email",
      audience: config.oidcAudience,
      accessTokenTTL: config.accessTokenTtlSeconds,
      accessTokenFormat: "jwt" as const,
      jwt: { sign: { alg: "RS256" as const } }
    }
    // Carriers' own providers by sign-in domain; in demo mode also Laurentian General's, served by this server.
    const issuers = config.demoData ? withDemoCarrier(config) : config.federatedIssuers
    const federation = makeFederatedSignIn({ publicUrl: config.publicUrl, issuers, run })
    // Their people sign in there only: a portal password one of them held before its domain was mapped goes.
    yield* Effect.orDie(removeCarrierPasswords(issuers))
    // "Forgot your password?": a one-time link by mail, limits kept in the database as the sign-in throttle's.
    const mailDelivery = yield* MailDelivery
    const passwordReset = makePasswordReset({
      config,
      run,
      rateLimitStore: yield* rateLimitStore,
      wakeMail: mailDelivery.wake,
      clearSignInFailures: (login) => run(Effect.orDie(throttle.succeeded(login)))
    })
    /** The address on the provider's own page that sends a User ID to its carrier's sign-in. */
    const companySignInUrl = (action: string, login: string, lang: PageLanguage) =>
      `${action}?${new URLSearchParams({ company: login, lang }).toString()}`

    const configuration: Configuration = {
      adapter: makeOidcAdapter(sql),
      clients: [
        {
          client_id: config.oidcClientId,
          token_endpoint_auth_method: "none",
          application_type: "web",
          grant_types: ["authorization_code", "refresh_token"],
          response_types: ["code"],
          redirect_uris: [`${config.publicUrl}/authentication/login-callback`, `${config.publicUrl}${silentCallbackPath}`],
          post_logout_redirect_uris: [`${config.publicUrl}/authentication/logout-callback`]
        }
      ],
      jwks: { keys: keys as never },
      cookies: { keys: [...config.cookieKeys], names: providerCookieNames(config.publicUrl) },
      pkce: { required: () => true },
      // The code flow only (OAuth 2.1): no implicit grant, no id token from the authorization endpoint.
      responseTypes: ["code"],
      scopes: ["openid", "profile", "email", "offline_access"],
      claims: { openid: ["sub"], email: ["email"], profile: ["given_name", "family_name"] },
      extraParams: ["domain_hint", "invitation_id"],
      findAccount: async (_ctx, sub) => {
        const account = await run(findSignInAccountBySub(sub))
        // A disabled account is unknown to the provider: its sessions end and its refresh tokens are refused.
        if (!account || account.isDisabled) return undefined
        return { accountId: sub, claims: async () => ({ sub, email: account.email }) }
      },
      // The portal is the provider's only client and is first-party: its grant needs no consent screen.
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId)
        if (grantId) {
          const existing = await ctx.oidc.provider.Grant.find(grantId)
          if (existing) return existing
        }
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client!.clientId,
          accountId: ctx.oidc.session!.accountId!
        })
        grant.addOIDCScope("openid profile email offline_access")
        grant.addResourceScope(apiResource, "openid profile email")
        const saved = await grant.save()
        // The session as its person sees it (ASVS 3.3.4); ctx.ip honours the forwarded address (provider.proxy).
        await run(
          recordAccountSession({
            grantId: saved,
            sub: ctx.oidc.session!.accountId!,
            userAgent: ctx.get("user-agent") || undefined,
            address: ctx.ip
          })
        )
        return grant
      },
      issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
      // A signed-in person's access token names its grant: one per provider session, so the api can tell
      // the session a call comes from and refuse the calls of an ended one.
      // A carrier's system's token names the secret it was issued with: a new secret ends it (authorization.ts).
      extraTokenClaims: async (ctx, token) =>
        "grantId" in token && typeof token.grantId === "string"
          ? { sid: token.grantId }
          : token.kind === "ClientCredentials"
            ? secretIdClaim(ctx?.oidc.client?.clientSecret)
            : undefined,
      interactions: { policy: signInPolicy(run), url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
      ttl: {
        AccessToken: config.accessTokenTtlSeconds,
        ClientCredentials: config.accessTokenTtlSeconds,
        IdToken: config.accessTokenTtlSeconds,
        RefreshToken: 8 * 3600,
        Session: 8 * 3600,
        Interaction: 3600,
        Grant: 8 * 3600
      },
      features: {
        devInteractions: { enabled: false },
        // Sign-out revokes the refresh token, and with it the grant (oidc-provider's revokeGrantPolicy);
        // a client revokes only its own tokens.
        revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
        // Carriers' systems (settings tab 2): tokens for the report api, as the mapped account.
        clientCredentials: { enabled: true },
        resourceIndicators: {
          enabled: true,
          defaultResource: () => apiResource,
          useGrantedResource: () => true,
          // The portal's api is the only resource a token is issued for (RFC 8707): any other is invalid_target.
          getResourceServerInfo: (_ctx, resource) => {
            if (resource !== apiResource) throw new errors.InvalidTarget(`tokens are issued for ${apiResource} only`)
            return apiResourceServer
          }
        },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: async (ctx, form) => {
            ctx.body = renderLogoutPage(contextLanguage(ctx), form)
          },
          postLogoutSuccessSource: async (ctx) => {
            ctx.body = renderSignedOutPage(contextLanguage(ctx), config.publicUrl)
          }
        }
      },
      renderError: async (ctx, out) => {
        ctx.type = "html"
        ctx.body = renderErrorPage(contextLanguage(ctx), config.publicUrl, String(out.error_description ?? out.error))
      }
    }

    const provider = new Provider(config.oidcIssuer, configuration)
    provider.proxy = true
    // A refresh token's use is a use of its session.
    provider.on("grant.success", (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.params?.grant_type === "refresh_token" ? ctx.oidc.entities.RefreshToken?.grantId : undefined
      if (grantId) void run(touchAccountSession(grantId)).catch(() => undefined)
    })
    // A machine client's secret is kept as its hash only: the provider compares the hash of what is sent.
    provider.Client.prototype.compareClientSecret = function (this: { clientSecret?: string }, sent: string) {
      return Promise.resolve(this.clientSecret !== undefined && clientSecretMatches(this.clientSecret, sent))
    }
    const callback = provider.callback()
    const secondFactorKey = Redacted.value(config.secondFactorKey)
    const secondFactor = makeSecondFactorSignIn({
      run,
      throttle,
      setting: config.secondFactor,
      key: secondFactorKey,
      // The last login is the sign-in that finished: past the second factor when one is asked.
      finish: async (req, res, sub) => {
        const account = await run(findSignInAccountBySub(sub))
        if (account) await run(recordSignIn(account.id))
        await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false })
      }
    })
    /** After a right password: an administrator gives a second factor before the sign-in finishes. */
    const passwordVerified = async (req: IncomingMessage, res: ServerResponse, sub: string, lang: PageLanguage) => {
      const details = await provider.interactionDetails(req, res)
      await secondFactor.afterPassword(
        req,
        res,
        { uid: details.uid, action: `${mountPath}/interaction/${details.uid}`, lang },
        sub
      )
    }
    const passwordSignIn = makePasswordSignIn({
      run,
      throttle,
      dummyPasswordHash,
      carrierSignIn: async (login, page) => {
        const carrier = await run(carrierIssuerOfLogin(issuers, login))
        return carrier && { companySignIn: companySignInUrl(page.action, login, page.lang), accountId: carrier.accountId }
      },
      clearPassword: (accountId) => run(clearPasswordOf(accountId)),
      passwordResetUrl: config.passwordResetUrl,
      signedIn: passwordVerified
    })

    /**
     * The invitation's step (document 2 section 2), in place of the password prompt: the invited user
     * chooses a password, the account gets it and a sub, and the sign-in finishes.
     */
    const invitationStep = async (
      req: IncomingMessage,
      res: ServerResponse,
      step: { readonly token: string; readonly login: string; readonly lang: PageLanguage; readonly action: string }
    ) => {
      const form = req.method === "POST" ? await readForm(req) : undefined
      const asked = form?.get("lang")
      const lang = asked === "en" || asked === "fr" ? asked : step.lang
      const unusable = () => sendHtml(res, 200, renderInvitationUnusablePage(lang, config.publicUrl))
      if (!(await run(pendingInvitationFor(step.token, step.login)))) return unusable()
      const page = (issues?: ReadonlyArray<PasswordIssue>) =>
        sendHtml(res, 200, renderSetPasswordPage({ lang, action: step.action, login: step.login, issues }))
      if (!form) return page()
      // The User ID or e-mail typed names the owner: the password may not contain it.
      const issues = setPasswordIssues(form, { userId: step.login, email: step.login })
      if (issues.length > 0) return page(issues)
      const sub = randomUUID()
      const passwordHash = await hashPassword(form.get("newPassword")!)
      const userId = await run(acceptInvitation(step.token, step.login, sub, passwordHash))
      if (userId === undefined) return unusable()
      await run(signInEvent(req, step.login, "succeeded", "invitation"))
      await passwordVerified(req, res, sub, lang)
    }

    /** Back from a carrier's provider, at the interaction's own path: the account is signed in, or the refusal shown. */
    const federatedReturn = async (
      req: IncomingMessage,
      res: ServerResponse,
      url: URL,
      interaction: { readonly uid: string; readonly loginHint: string; readonly lang: PageLanguage }
    ) => {
      const outcome = await federation.finish(interaction, url)
      const signedIn = outcome._tag === "Refused" ? (`refused:${outcome.reason}` as const) : "succeeded"
      await run(signInEvent(req, interaction.loginHint, signedIn, "federated"))
      if (outcome._tag === "Refused")
        return sendHtml(res, 403, renderFederatedRefusalPage(interaction.lang, config.publicUrl, outcome.reason))
      await provider.interactionFinished(req, res, { login: { accountId: outcome.sub } }, { mergeWithLastSubmission: false })
    }

    const interaction = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
      const details = await provider.interactionDetails(req, res)
      const lang = pageLanguage(req, url, details.params.ui_locales)
      const action = `${mountPath}/interaction/${details.uid}`
      const domainHint = typeof details.params.domain_hint === "string" ? details.params.domain_hint : undefined
      const loginHint = typeof details.params.login_hint === "string" ? details.params.login_hint : ""
      const invitation = details.params.invitation_id
      if (req.method === "GET") rememberLanguage(res, url)
      // A password verified and a second factor awaited: nothing else is answered in this interaction.
      if (await secondFactor.handle(req, res, { uid: details.uid, action, lang })) return
      if (url.pathname === federatedReturnPath(details.uid))
        return federatedReturn(req, res, url, { uid: details.uid, loginHint, lang })
      const toCarrier = async (issuer: FederatedIssuer, login: string) => {
        const target = await federation.start(issuer, { uid: details.uid, loginHint: login, lang }).catch((error: unknown) => {
          void run(Effect.logWarning(`Federated sign-in: ${issuer.issuer} could not be reached`, String(error)))
          return undefined
        })
        if (!target) return sendHtml(res, 502, renderFederatedRefusalPage(lang, config.publicUrl, "failed"))
        res.statusCode = 303
        res.setHeader("location", target.href)
        res.setHeader("cache-control", "no-store")
        res.end()
      }
      // A sign-in domain the registry names signs in at its carrier's provider, invited people included.
      const issuer = req.method === "GET" ? federation.issuerFor(domainHint) : undefined
      if (issuer) return toCarrier(issuer, loginHint)
      // The password page's way to the company sign-in of a User ID it refused.
      const company = req.method === "GET" ? url.searchParams.get("company") : null
      const companyIssuer = company ? await run(carrierIssuerOfLogin(issuers, company)) : undefined
      if (company && companyIssuer) return toCarrier(companyIssuer.issuer, company.trim())
      if (typeof invitation === "string" && invitation !== "") {
        // An invited account of a registered carrier activates there, whatever hint the link carried: no portal password.
        const invitedCarrier = await run(carrierIssuerOfLogin(issuers, loginHint))
        if (invitedCarrier) return toCarrier(invitedCarrier.issuer, loginHint.trim())
        return invitationStep(req, res, { token: invitation, login: loginHint.trim(), lang, action })
      }
      if (req.method === "GET") return passwordSignIn.show(res, { lang, action, loginHint, domainHint })
      return passwordSignIn.submit(req, res, { lang, action, domainHint })
    }

    const handle = async (req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? "/", config.publicUrl)
      try {
        if (url.pathname.startsWith(`${mountPath}/interaction/`)) {
          await interaction(req, res, url)
          return
        }
        if (url.pathname === federatedCallbackPath) {
          const uid = await federation.interactionOf(url)
          if (!uid) return sendHtml(res, 400, renderFederatedRefusalPage(pageLanguage(req, url), config.publicUrl, "failed"))
          res.statusCode = 303
          res.setHeader("location", `${federatedReturnPath(uid)}${url.search}`)
          res.setHeader("cache-control", "no-store")
          res.end()
          return
        }
        if (url.pathname === passwordResetPath || url.pathname.startsWith(`${passwordResetPath}/`)) {
          await passwordReset.handle(req, res, url)
          return
        }
        await handToProvider(req, res, mountPath, callback)
      } catch (error) {
        if (!res.headersSent)
          sendHtml(res, 400, renderErrorPage(pageLanguage(req, url), config.publicUrl, String((error as Error).message)))
      }
    }

    return { handle }
  })
).pipe(Layer.provide(layerSignInThrottle))
