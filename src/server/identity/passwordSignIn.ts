import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { IncomingMessage, ServerResponse } from "node:http"
import { findSignInAccount, upgradePasswordHash } from "../db/identity/signInAccounts"
import { recordSignInLockout } from "../db/users"
import { signInEvent } from "../monitoring/securityEvents"
import { hashPassword, passwordHashIsCurrent, verifyPassword } from "../shared/passwords"
import { readForm, sendHtml } from "./providerHttp"
import type { SignInThrottleShape } from "./signInThrottle"
import { renderSignInPage, type PageLanguage } from "./signInPage"

/** Where the sign-in form posts and what it shows around the User ID. */
export interface SignInForm {
  readonly lang: PageLanguage
  readonly action: string
  readonly domainHint: string | undefined
}

export interface PasswordSignInOptions {
  readonly run: <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Promise<A>
  readonly throttle: SignInThrottleShape
  /** Compared with when the User ID is unknown, so a wrong password costs one scrypt either way (ASVS 2.2). */
  readonly dummyPasswordHash: string
  /**
   * Where the User ID signs in when that is its carrier's own provider (federation/carrierAccounts.ts):
   * the address that starts it, and the account whose portal password is to be removed.
   */
  readonly carrierSignIn: (
    login: string,
    page: { readonly action: string; readonly lang: PageLanguage }
  ) => Promise<{ readonly companySignIn: string; readonly accountId: number | undefined } | undefined>
  /** Removes the portal password of an account that signs in at its carrier. */
  readonly clearPassword: (accountId: number) => Promise<void>
  /** Where the page's "Forgot your password?" leads. */
  readonly passwordResetUrl: string
  /** Finishes the provider's interaction as the account signed in. */
  readonly signedIn: (req: IncomingMessage, res: ServerResponse, sub: string, lang: PageLanguage) => Promise<void>
}

/** The provider's password prompt: the sign-in form, then the User ID and password checked behind the throttle. */
export const makePasswordSignIn = ({
  run,
  throttle,
  dummyPasswordHash,
  carrierSignIn,
  clearPassword,
  passwordResetUrl,
  signedIn
}: PasswordSignInOptions) => {
  const show = (res: ServerResponse, form: SignInForm & { readonly loginHint: string }) =>
    sendHtml(res, 200, renderSignInPage({ ...form, passwordResetUrl }))

  const submit = async (req: IncomingMessage, res: ServerResponse, page: SignInForm) => {
    const form = await readForm(req)
    const lang = form.get("lang") === "fr" ? "fr" : page.lang
    const login = form.get("login")?.trim() ?? ""
    const password = form.get("password") ?? ""
    const shown = { lang, action: page.action, loginHint: login, domainHint: page.domainHint, passwordResetUrl }
    const again = (message: "invalid" | "disabled" | "required") => sendHtml(res, 200, renderSignInPage({ ...shown, message }))
    const locked = (retryAfterSeconds: number) => {
      res.setHeader("retry-after", String(retryAfterSeconds))
      return sendHtml(res, 429, renderSignInPage({ ...shown, message: "locked", retryAfterSeconds }))
    }
    if (!password) return again("required")
    const address = String(req.headers["x-forwarded-for"] ?? req.socket.remoteAddress ?? "unknown")
    const gate = await run(throttle.gate(login, address))
    if (gate._tag === "Locked") await run(signInEvent(req, login, "locked"))
    if (gate._tag === "Locked") return locked(gate.retryAfterSeconds)
    await run(Effect.sleep(gate.delay))
    // An account of a registered carrier signs in there only: its password is never checked, any it held is removed.
    const carrier = await carrierSignIn(login, { action: page.action, lang })
    if (carrier) {
      await run(signInEvent(req, login, "refused:carrierSignIn"))
      if (carrier.accountId !== undefined) await clearPassword(carrier.accountId)
      return sendHtml(res, 403, renderSignInPage({ ...shown, message: "carrier", companySignIn: carrier.companySignIn }))
    }
    const found = login ? await run(findSignInAccount(login)) : undefined
    // An invited account has no sub until its invitation is accepted: it signs in as no account does.
    const account = found?.sub ? { ...found, sub: found.sub } : undefined
    const passwordMatches = await verifyPassword(password, account?.passwordHash ?? dummyPasswordHash)
    if (!account || !passwordMatches) {
      const failure = await run(throttle.failed(login, address))
      await run(signInEvent(req, login, failure.lockedNow.length > 0 ? "lockedNow" : "wrongPassword"))
      if (account && failure.lockedNow.length > 0) await run(recordSignInLockout(account.id, failure.lockedNow, failure.gate))
      return failure.gate._tag === "Locked" ? locked(failure.gate.retryAfterSeconds) : again("invalid")
    }
    await run(throttle.succeeded(login))
    if (account.isDisabled) await run(signInEvent(req, login, "accountDisabled"))
    if (account.isDisabled) return again("disabled")
    await run(signInEvent(req, login, "succeeded"))
    // A hash made before the pepper is made anew under it, now that the password is known (ASVS 2.4.5).
    if (account.passwordHash && !passwordHashIsCurrent(account.passwordHash)) {
      await run(upgradePasswordHash(account.id, account.passwordHash, await hashPassword(password)))
    }
    await signedIn(req, res, account.sub, lang)
  }

  return { show, submit }
}
