import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import { createHash, randomBytes } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import { RateLimiterPostgres } from "rate-limiter-flexible"
import type { PortalConfigShape } from "../config"
import { findInvitedAccount, queueInvitationMail, recordUserEvent } from "../db/identity/invitations"
import { findOpenResetLink, markResetLinkUsed, saveResetLink } from "../db/identity/passwordResets"
import { findSignInAccount, findSignInAccountById, storePasswordHash } from "../db/identity/signInAccounts"
import { inTransaction } from "../db/shared/onDatabase"
import type { rateLimitStore } from "../db/shared/rateLimitStore"
import { credentialMail } from "../mail/credentialMail"
import { queueNotice } from "../db/mail/outbox"
import { passwordResetMail } from "../mail/passwordResetMail"
import { securityEvent } from "../monitoring/securityEvents"
import { endAccountSessions } from "./accountSessions"
import { setPasswordIssues } from "./passwordRules"
import {
  renderResetChoosePage,
  renderResetDonePage,
  renderResetLimitedPage,
  renderResetRequestPage,
  renderResetSentPage,
  renderResetUnusablePage
} from "./passwordResetPages"
import { hashPassword } from "../shared/passwords"
import { holdsPortalPassword } from "./portalPasswords"
import { readForm, sendHtml } from "./providerHttp"
import { pageLanguage, rememberLanguage } from "./providerLanguage"
import { isLimited } from "./signInThrottle"
import type { PageLanguage } from "./signInPage"

/** The provider's own address of the reset pages: asking for a link, and each link's page under it. */
export const passwordResetPath = "/oidc/password-reset"

/** Links asked for per address and per User ID typed, each within an hour (PostgreSQL-backed: every instance counts). */
export const resetLimits = { perAddress: 10, perAccount: 3, windowSeconds: 3600 } as const

/** What the database keeps of a link's token: its SHA-256. */
export const hashResetToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex")

type Run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Promise<A>

const clientAddress = (req: IncomingMessage) => String(req.headers["x-forwarded-for"] ?? req.socket.remoteAddress ?? "unknown")

const resetEvent = (req: IncomingMessage, login: string, action: string, outcome: "success" | "failure", reason?: string) =>
  securityEvent({
    event: "credentialChange",
    outcome,
    action,
    actor: login,
    reason,
    address: clientAddress(req),
    requestId: typeof req.headers["x-request-id"] === "string" ? req.headers["x-request-id"] : undefined
  })

/**
 * "Forgot your password?" (issue 33): whoever signs in with a password the portal keeps asks for a
 * one-time link by User ID, receives it by mail (valid an hour, only its hash stored) and chooses a
 * new password there under the shared rules; every session of the account then ends. The answer to a
 * request is the same whether or not the User ID exists or may reset (a carrier's account gets no mail).
 */
export const makePasswordReset = (options: {
  readonly config: PortalConfigShape
  readonly run: Run
  readonly rateLimitStore: Effect.Success<typeof rateLimitStore>
  /** Reads the outbox at once, so the link leaves without waiting for the next poll. */
  readonly wakeMail: Effect.Effect<void>
  /** A new password ends any run of failures the User ID had at sign-in. */
  readonly clearSignInFailures: (login: string) => Promise<void>
}) => {
  const { config, run } = options
  const limiter = (keyPrefix: string, points: number) =>
    new RateLimiterPostgres({ ...options.rateLimitStore, keyPrefix, points, duration: resetLimits.windowSeconds })
  const byAddress = limiter("passwordResetAddress", resetLimits.perAddress)
  const byAccount = limiter("passwordResetAccount", resetLimits.perAccount)
  /** Seconds to wait when over a limit, else undefined. */
  const overLimit = async (rateLimiter: RateLimiterPostgres, key: string) =>
    rateLimiter.consume(key).then(
      () => undefined,
      (error: unknown) => {
        if (!isLimited(error)) throw error
        return Math.max(1, Math.ceil(error.msBeforeNext / 1000))
      }
    )

  /** A link to the account when it may reset its password: mailed, its hash kept, older unused links ended. */
  const sendLink = async (login: string) => {
    const account = await run(findSignInAccount(login))
    if (!account || !(await run(holdsPortalPassword(config, account)))) return false
    const owner = await run(findInvitedAccount(account.id))
    if (!owner) return false
    const token = randomBytes(32).toString("base64url")
    const link = `${config.publicUrl}${passwordResetPath}/${token}`
    const mail = passwordResetMail({ ...owner, link, expiresAt: new Date(Date.now() + 3600_000) })
    await run(
      inTransaction(
        Effect.gen(function* () {
          yield* saveResetLink(account.id, hashResetToken(token))
          yield* queueInvitationMail({ to: account.email, ...mail })
        })
      )
    )
    if (config.smtpUrl === undefined)
      await run(
        // Information outside production, where the log is how mail is handed on; a warning in production.
        (config.production ? Effect.logWarning : Effect.logInfo)(
          "Password reset link kept in the outbox and not sent: SMTP_URL is not set"
        ).pipe(Effect.annotateLogs({ userId: account.userId, ...(config.production ? {} : { link }) }))
      )
    await Effect.runPromise(options.wakeMail)
    return true
  }

  const request = async (req: IncomingMessage, res: ServerResponse, lang: PageLanguage) => {
    const form = await readForm(req)
    const asked = form.get("lang")
    const pageLang = asked === "en" || asked === "fr" ? asked : lang
    const login = (form.get("login") ?? "").trim().slice(0, 254)
    if (login === "")
      return sendHtml(
        res,
        400,
        renderResetRequestPage({ lang: pageLang, action: passwordResetPath, portalUrl: config.publicUrl, missing: true })
      )
    const address = clientAddress(req)
    const wait = (await overLimit(byAddress, address)) ?? (await overLimit(byAccount, login.toLowerCase()))
    if (wait !== undefined) {
      await run(resetEvent(req, login, "passwordReset.request", "failure", "limited"))
      res.setHeader("retry-after", String(wait))
      return sendHtml(res, 429, renderResetLimitedPage(pageLang, config.publicUrl, wait))
    }
    const sent = await sendLink(login)
    await run(
      resetEvent(req, login, "passwordReset.request", sent ? "success" : "failure", sent ? undefined : "noPortalPassword")
    )
    return sendHtml(res, 200, renderResetSentPage(pageLang, config.publicUrl))
  }

  const choose = async (req: IncomingMessage, res: ServerResponse, url: URL, token: string, lang: PageLanguage) => {
    const form = req.method === "POST" ? await readForm(req) : undefined
    const asked = form?.get("lang")
    const pageLang = asked === "en" || asked === "fr" ? asked : lang
    const tokenHash = hashResetToken(token)
    const unusable = () => sendHtml(res, 410, renderResetUnusablePage(pageLang, `${passwordResetPath}?lang=${pageLang}`))
    const userId = await run(findOpenResetLink(tokenHash))
    const account = userId === undefined ? undefined : await run(findSignInAccountById(userId))
    if (!account || !(await run(holdsPortalPassword(config, account)))) return unusable()
    const action = url.pathname
    const page = (issues?: Parameters<typeof renderResetChoosePage>[0]["issues"]) =>
      sendHtml(res, 200, renderResetChoosePage({ lang: pageLang, action, login: account.userId, issues }))
    if (!form) return page()
    const issues = setPasswordIssues(form, { userId: account.userId, email: account.email })
    if (issues.length > 0) return page(issues)
    const passwordHash = await hashPassword(form.get("newPassword")!)
    const changed = await run(
      inTransaction(
        Effect.gen(function* () {
          // The link is taken under a lock: two submissions at once change the password once.
          if ((yield* findOpenResetLink(tokenHash, { forUpdate: true })) !== account.id) return false
          yield* storePasswordHash(account.id, passwordHash)
          yield* markResetLinkUsed(tokenHash)
          yield* recordUserEvent({
            userId: account.id,
            event: "passwordReset",
            changedBy: account.id,
            descriptionEn: "Password reset with a link sent by e-mail",
            descriptionFr: "Mot de passe réinitialisé avec un lien envoyé par courriel"
          })
          const owner = yield* findInvitedAccount(account.id)
          if (owner)
            yield* queueNotice({ to: account.email, ...credentialMail({ ...owner, change: "passwordChanged", at: new Date() }) })
          return true
        })
      )
    )
    if (!changed) return unusable()
    // Whoever held the old password is signed out everywhere (ASVS 3.3.3).
    if (account.sub) await run(endAccountSessions(account.sub))
    await options.clearSignInFailures(account.userId)
    await run(resetEvent(req, account.userId, "passwordReset.change", "success"))
    await Effect.runPromise(options.wakeMail)
    return sendHtml(res, 200, renderResetDonePage(pageLang, config.publicUrl))
  }

  /** Answers a request under /oidc/password-reset. */
  const handle = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const lang = pageLanguage(req, url)
    if (req.method === "GET") rememberLanguage(res, url)
    if (url.pathname === passwordResetPath) {
      if (req.method === "POST") await request(req, res, lang)
      else sendHtml(res, 200, renderResetRequestPage({ lang, action: passwordResetPath, portalUrl: config.publicUrl }))
      return
    }
    const token = url.pathname.startsWith(`${passwordResetPath}/`) ? url.pathname.slice(passwordResetPath.length + 1) : ""
    if (/^[A-Za-z0-9_-]{20,100}$/.test(token)) return choose(req, res, url, token, lang)
    sendHtml(res, 410, renderResetUnusablePage(lang, `${passwordResetPath}?lang=${lang}`))
  }

  return { handle }
}
