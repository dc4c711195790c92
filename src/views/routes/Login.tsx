import { Checkbox } from "@ark-ui/react/checkbox"
import { createLazyRoute, Link, useCanGoBack, useParams, useRouter, useSearch } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useId } from "react"
import { css } from "styled-system/css"
import { cookieNoticeLive, signInLookupInput, signInLookupLive } from "../../machines/session/signInLive"
import { useI18nContext } from "../../i18n/i18n-react"
import { usePortal } from "../app/PortalContext"
import { useLanguage } from "../app/useLanguage"
import { Logo } from "../shell/Logo"
import { SystemMessageBand } from "../shell/SystemMessageBand"
import { button, fieldError, fieldLabel, link, textInput } from "../ui/styles"

// 599 px wide where it fits; on a phone the card takes the screen's width.
const panel = css({
  width: "599px",
  maxWidth: "100%",
  mx: "auto",
  mt: { base: "12px", sm: "32px" },
  bg: "white",
  borderRadius: "8px",
  boxShadow: "md",
  p: { base: "20px", sm: "36px" }
})

const notice = css({
  bg: "primary.subtle",
  borderLeft: "4px solid",
  borderLeftColor: "primary",
  borderRadius: "4px",
  px: "14px",
  py: "10px",
  mb: "16px"
})

const CookieNotice = () => {
  const { LL } = useI18nContext()
  const notice = useActorRef(cookieNoticeLive)
  const shown = useSelector(notice, (s) => s.matches("shown"))
  if (!shown) return null
  return (
    <div
      role="region"
      aria-label={LL.login.cookieOk()}
      className={css({
        position: "fixed",
        bottom: 0,
        left: 0,
        right: 0,
        bg: "navy.900",
        color: "white",
        p: "16px",
        display: "flex",
        gap: "16px",
        alignItems: "center",
        justifyContent: "center",
        flexWrap: { base: "wrap", sm: "nowrap" },
        zIndex: 500
      })}
      data-testid="cookie-notice"
    >
      <p className={css({ maxWidth: "900px" })}>{LL.login.cookieNotice()}</p>
      <button type="button" className={button({ tone: "secondary" })} onClick={() => notice.send({ type: "ACCEPT" })}>
        {LL.login.cookieOk()}
      </button>
    </div>
  )
}

const LoginScreen = ({ invitationId }: { readonly invitationId: string | undefined }) => {
  const { LL, locale } = useI18nContext()
  const { switchLanguage } = useLanguage()
  const { config } = usePortal()
  const search = useSearch({ strict: false }) as { redirect?: string; reason?: "idle" }
  const router = useRouter()
  // Back returns to the portal page before this one; opened first, it leads to the page about the portal.
  const canGoBack = useCanGoBack()
  const inputId = useId()
  const errorId = useId()
  const lookup = useActorRef(signInLookupLive, { input: signInLookupInput(invitationId, search.redirect) })
  const state = useSelector(lookup, (s) => s)

  const busy = state.hasTag("busy")
  const error = state.context.error === "invalidUserId" ? LL.login.invalidUserId() : undefined
  return (
    <>
      <div
        className={css({ display: "flex", justifyContent: "flex-end", width: "599px", maxWidth: "100%", mx: "auto", mt: "16px" })}
      >
        <button
          type="button"
          className={link}
          onClick={switchLanguage}
          lang={locale === "en" ? "fr" : "en"}
          data-testid="language-toggle"
        >
          {LL.language.toggle()}
        </button>
      </div>
      <section className={panel} aria-labelledby="login-title">
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "12px", justifyContent: "space-between", mb: "24px" })}>
          <Logo language="en" />
          <Logo language="fr" />
        </div>
        <SystemMessageBand />
        {search.reason === "idle" && (
          <p role="status" className={notice} data-testid="idle-signed-out">
            {LL.login.idleSignedOut()}
          </p>
        )}
        <h1 id="login-title" className={css({ fontSize: "1.6rem", fontWeight: "700", color: "primary", mb: "8px" })}>
          {LL.login.title()}
        </h1>
        <p className={css({ mb: "20px" })}>{LL.login.intro()}</p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            lookup.send({ type: "SUBMIT" })
          }}
        >
          <label htmlFor={inputId} className={fieldLabel}>
            {LL.login.userId()}
          </label>
          <input
            id={inputId}
            name="userId"
            type="text"
            autoComplete="username"
            className={textInput}
            value={state.context.userId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => lookup.send({ type: "USER_ID_CHANGED", value: event.target.value })}
            disabled={busy}
          />
          {error && (
            <p id={errorId} className={fieldError} role="alert">
              {error}
            </p>
          )}
          <Checkbox.Root
            checked={state.context.remember}
            onCheckedChange={() => lookup.send({ type: "REMEMBER_TOGGLED" })}
            className={css({ display: "flex", alignItems: "center", gap: "8px", mt: "16px", cursor: "pointer" })}
          >
            <Checkbox.Control
              className={css({
                width: "20px",
                height: "20px",
                border: "2px solid",
                borderColor: "primary",
                borderRadius: "3px",
                display: "flex",
                alignItems: "center",
                justifyContent: "center"
              })}
            >
              <Checkbox.Indicator>✓</Checkbox.Indicator>
            </Checkbox.Control>
            <Checkbox.Label>{LL.login.rememberUserId()}</Checkbox.Label>
            <Checkbox.HiddenInput />
          </Checkbox.Root>
          <div className={css({ display: "flex", flexWrap: "wrap", gap: "12px", mt: "24px", alignItems: "center" })}>
            {canGoBack ? (
              <button type="button" className={button({ tone: "secondary" })} onClick={() => router.history.back()}>
                {LL.login.back()}
              </button>
            ) : (
              <a className={button({ tone: "secondary" })} href={config.learnMoreUrl}>
                {LL.login.back()}
              </a>
            )}
            <button type="submit" className={button()} disabled={busy}>
              {LL.login.submit()}
            </button>
            {busy && (
              <span role="status" aria-live="polite">
                {LL.login.lookingUp()}
              </span>
            )}
          </div>
        </form>
        <ul className={css({ listStyle: "none", p: 0, mt: "28px", display: "grid", gap: "10px" })}>
          <li>
            <a className={link} href={`${config.passwordResetUrl}?lang=${locale}`}>
              {LL.login.forgotPassword()}
            </a>
          </li>
          <li>
            <a className={link} href={config.learnMoreUrl}>
              {LL.login.learnMore()}
            </a>
          </li>
          <li>
            <Link className={link} to="/advanced-login">
              {LL.login.advancedSignIn()}
            </Link>
          </li>
        </ul>
      </section>
      <CookieNotice />
    </>
  )
}

export const Route = createLazyRoute("/login")({ component: () => <LoginScreen invitationId={undefined} /> })

const InvitationLogin = () => {
  const { invitationId } = useParams({ strict: false }) as { invitationId?: string }
  return <LoginScreen invitationId={invitationId} />
}

export const InvitationRoute = createLazyRoute("/login/$invitationId")({ component: InvitationLogin })
