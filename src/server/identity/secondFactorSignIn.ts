import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { IncomingMessage, ServerResponse } from "node:http"
import QRCode from "qrcode"
import { needsSecondFactor } from "../../api/users/secondFactor"
import type { SecondFactorSetting } from "../config"
import { recordUserEvent } from "../db/identity/invitations"
import {
  acceptTotpStep,
  bindSecondFactorInteraction,
  endSecondFactorInteraction,
  functionIdsOf,
  markSecondFactorInteractionEnrolled,
  readSecondFactor,
  readSecondFactorInteraction,
  storeEnrolment,
  useRecoveryCode,
  type SecondFactorInteraction
} from "../db/identity/secondFactors"
import { findSignInAccountById, findSignInAccountBySub } from "../db/identity/signInAccounts"
import { recordSignInLockout } from "../db/users"
import { readManagedUser } from "../db/users/managedUsers"
import { credentialMail } from "../mail/credentialMail"
import { queueNotice } from "../db/mail/outbox"
import { signInEvent } from "../monitoring/securityEvents"
import { readForm, sendHtml } from "./providerHttp"
import {
  looksLikeTotpCode,
  matchingTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  recoveryCodeHash,
  sealSecret,
  totpUri
} from "./secondFactorCodes"
import { renderCodePage, renderEnrolPage, renderRecoveryCodesPage, type SecondFactorMessage } from "./secondFactorPages"
import type { PageLanguage } from "./signInPage"
import type { SignInThrottleShape } from "./signInThrottle"

/** The interaction waiting for a code: its id, where its pages post, their language. */
export interface SecondFactorStep {
  readonly uid: string
  readonly action: string
  readonly lang: PageLanguage
}

export interface SecondFactorSignInOptions {
  readonly run: <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Promise<A>
  readonly throttle: SignInThrottleShape
  readonly setting: SecondFactorSetting
  /** SECOND_FACTOR_KEY: seals the TOTP keys at rest. */
  readonly key: Uint8Array
  /** Finishes the provider's interaction as the account signed in. */
  readonly finish: (req: IncomingMessage, res: ServerResponse, sub: string) => Promise<void>
}

/**
 * The second factor between the password and the end of the sign-in (ASVS 4.3.1): an administrator
 * (src/api/users/secondFactor.ts) enrols an authenticator, or gives a code; anyone else is signed in
 * at once. Which account the password verified is kept server-side, bound to the interaction.
 */
export const makeSecondFactorSignIn = ({ run, throttle, setting, key, finish }: SecondFactorSignInOptions) => {
  const addressOf = (req: IncomingMessage) => String(req.headers["x-forwarded-for"] ?? req.socket.remoteAddress ?? "unknown")
  // Codes have a throttle count of their own: a right password does not clear the wrong codes before it.
  const throttleKey = (userId: number) => `second-factor:${userId}`

  const enrolPage = async (res: ServerResponse, status: number, step: SecondFactorStep, page: EnrolPage) =>
    sendHtml(
      res,
      status,
      renderEnrolPage({
        lang: step.lang,
        action: step.action,
        message: page.message,
        retryAfterSeconds: page.retryAfterSeconds,
        secretBase32: page.secret,
        qrSvg: await QRCode.toString(totpUri(page.secret, page.login), { type: "svg", margin: 2, width: 220 })
      })
    )

  const codePage = (
    res: ServerResponse,
    status: number,
    step: SecondFactorStep,
    message?: SecondFactorMessage,
    retryAfterSeconds?: number
  ) => sendHtml(res, status, renderCodePage({ lang: step.lang, action: step.action, message, retryAfterSeconds }))

  /** After the right password: signed in, or the account bound to the interaction and its code asked. */
  /** A new key, kept sealed with the interaction until its first code confirms it, and the enrolment page. */
  const startEnrolment = async (
    res: ServerResponse,
    step: SecondFactorStep,
    account: { readonly userId: number; readonly login: string }
  ) => {
    const secret = newTotpSecret()
    await run(bindSecondFactorInteraction(step.uid, { ...account, sealedEnrolmentSecret: sealSecret(key, secret) }))
    return enrolPage(res, 200, step, { secret, login: account.login })
  }

  const afterPassword = async (req: IncomingMessage, res: ServerResponse, step: SecondFactorStep, sub: string) => {
    const account = await run(findSignInAccountBySub(sub))
    if (setting === "off" || !account || !needsSecondFactor(await run(functionIdsOf(account.id)))) return finish(req, res, sub)
    const stored = await run(readSecondFactor(account.id))
    if (stored) {
      await run(bindSecondFactorInteraction(step.uid, { userId: account.id, login: account.userId, sealedEnrolmentSecret: null }))
      return codePage(res, 200, step)
    }
    return startEnrolment(res, step, { userId: account.id, login: account.userId })
  }

  /** A wrong code: counted as a wrong password is, and the page again (429 once locked). */
  const refused = async (req: IncomingMessage, bound: SecondFactorInteraction, action: string) => {
    const failure = await run(throttle.failed(throttleKey(bound.userId), addressOf(req)))
    await run(signInEvent(req, bound.login, failure.lockedNow.length > 0 ? "lockedNow" : "refused:wrongCode", action))
    if (failure.lockedNow.length > 0) await run(recordSignInLockout(bound.userId, failure.lockedNow, failure.gate))
    return failure.gate._tag === "Locked" ? { status: 429, retryAfterSeconds: failure.gate.retryAfterSeconds } : undefined
  }

  const locked = (res: ServerResponse, retryAfterSeconds: number) => {
    res.setHeader("retry-after", String(retryAfterSeconds))
    return { message: "locked" as const, retryAfterSeconds }
  }

  /** Enrolment: the first code confirms the key, then the recovery codes are shown once. */
  const enrol = async (
    req: IncomingMessage,
    res: ServerResponse,
    step: SecondFactorStep,
    bound: SecondFactorInteraction,
    form: URLSearchParams | undefined
  ) => {
    const secret = openSecret(key, bound.sealedEnrolmentSecret ?? "")
    if (secret === undefined) return codePage(res, 200, step, "unreadable")
    const page = { secret, login: bound.login }
    if (!form) return enrolPage(res, 200, step, page)
    const code = form.get("code")?.trim() ?? ""
    if (code === "") return enrolPage(res, 200, step, { ...page, message: "required" })
    const gate = await run(throttle.gate(throttleKey(bound.userId), addressOf(req)))
    if (gate._tag === "Locked") {
      await run(signInEvent(req, bound.login, "locked", "secondFactorEnrolment"))
      return enrolPage(res, 429, step, { ...page, ...locked(res, gate.retryAfterSeconds) })
    }
    await run(Effect.sleep(gate.delay))
    const matched = matchingTotpStep(secret, code, Date.now())
    if (matched === undefined) {
      const lock = await refused(req, bound, "secondFactorEnrolment")
      if (lock) return enrolPage(res, lock.status, step, { ...page, ...locked(res, lock.retryAfterSeconds) })
      return enrolPage(res, 200, step, { ...page, message: "invalid" })
    }
    const codes = newRecoveryCodes()
    const stored = await run(
      storeEnrolment(bound.userId, {
        sealedSecret: sealSecret(key, secret),
        step: matched,
        recoveryCodeHashes: codes.map(recoveryCodeHash)
      })
    )
    // Enrolled meanwhile in another window: that enrolment stands, and its code is asked.
    if (!stored) {
      await run(bindSecondFactorInteraction(step.uid, { userId: bound.userId, login: bound.login, sealedEnrolmentSecret: null }))
      return codePage(res, 200, step)
    }
    await run(markSecondFactorInteractionEnrolled(step.uid))
    await run(throttle.succeeded(throttleKey(bound.userId)))
    await run(signInEvent(req, bound.login, "succeeded", "secondFactorEnrolment"))
    await run(
      recordUserEvent({
        userId: bound.userId,
        event: "secondFactorEnrolled",
        changedBy: bound.userId,
        descriptionEn: "Second factor enrolled",
        descriptionFr: "Deuxième facteur configuré"
      })
    )
    const owner = await run(readManagedUser(bound.userId))
    if (owner)
      await run(queueNotice({ to: owner.email, ...credentialMail({ ...owner, change: "secondFactorEnrolled", at: new Date() }) }))
    return sendHtml(res, 200, renderRecoveryCodesPage({ lang: step.lang, action: step.action, codes }))
  }

  /** Every sign-in of an enrolled administrator: a TOTP code (once per step) or a recovery code (once). */
  const verify = async (
    req: IncomingMessage,
    res: ServerResponse,
    step: SecondFactorStep,
    bound: SecondFactorInteraction,
    form: URLSearchParams | undefined,
    sub: string
  ) => {
    const stored = await run(readSecondFactor(bound.userId))
    if (!stored) {
      // Reset since the password: the account enrols instead.
      return startEnrolment(res, step, { userId: bound.userId, login: bound.login })
    }
    const secret = openSecret(key, stored.sealedSecret)
    if (secret === undefined) {
      await run(signInEvent(req, bound.login, "refused:secondFactorUnreadable", "secondFactor"))
      return codePage(res, 200, step, "unreadable")
    }
    if (!form) return codePage(res, 200, step)
    const code = form.get("code")?.trim() ?? ""
    if (code === "") return codePage(res, 200, step, "required")
    const gate = await run(throttle.gate(throttleKey(bound.userId), addressOf(req)))
    if (gate._tag === "Locked") {
      await run(signInEvent(req, bound.login, "locked", "secondFactor"))
      const lock = locked(res, gate.retryAfterSeconds)
      return codePage(res, 429, step, lock.message, lock.retryAfterSeconds)
    }
    await run(Effect.sleep(gate.delay))
    const totp = looksLikeTotpCode(code)
    const action = totp ? "secondFactor" : "recoveryCode"
    const accepted = totp
      ? await (async () => {
          const matched = matchingTotpStep(secret, code, Date.now())
          return matched !== undefined && (await run(acceptTotpStep(bound.userId, matched)))
        })()
      : await run(useRecoveryCode(bound.userId, recoveryCodeHash(code)))
    if (!accepted) {
      const lock = await refused(req, bound, action)
      if (lock) {
        const shown = locked(res, lock.retryAfterSeconds)
        return codePage(res, lock.status, step, shown.message, shown.retryAfterSeconds)
      }
      return codePage(res, 200, step, "invalid")
    }
    await run(throttle.succeeded(throttleKey(bound.userId)))
    await run(signInEvent(req, bound.login, "succeeded", action))
    if (!totp) {
      await run(
        recordUserEvent({
          userId: bound.userId,
          event: "recoveryCodeUsed",
          changedBy: bound.userId,
          descriptionEn: "Signed in with a recovery code",
          descriptionFr: "Connexion avec un code de récupération"
        })
      )
    }
    await run(endSecondFactorInteraction(step.uid))
    return finish(req, res, sub)
  }

  /**
   * A request to an interaction whose password was verified and whose code is awaited: answered here
   * (true), whatever it posts; false when the interaction waits for no code.
   */
  const handle = async (req: IncomingMessage, res: ServerResponse, step: SecondFactorStep): Promise<boolean> => {
    const bound = await run(readSecondFactorInteraction(step.uid))
    if (!bound) return false
    const account = await run(findSignInAccountById(bound.userId))
    if (!account?.sub || account.isDisabled) {
      await run(endSecondFactorInteraction(step.uid))
      return false
    }
    const form = req.method === "POST" ? await readForm(req) : undefined
    const asked = form?.get("lang")
    const shown = { ...step, lang: asked === "en" || asked === "fr" ? asked : step.lang }
    if (bound.enrolled) {
      await run(endSecondFactorInteraction(step.uid))
      await finish(req, res, account.sub)
    } else if (bound.sealedEnrolmentSecret !== null) {
      await enrol(req, res, shown, bound, form)
    } else {
      await verify(req, res, shown, bound, form, account.sub)
    }
    return true
  }

  return { afterPassword, handle }
}

interface EnrolPage {
  readonly secret: string
  readonly login: string
  readonly message?: SecondFactorMessage | undefined
  readonly retryAfterSeconds?: number | undefined
}
