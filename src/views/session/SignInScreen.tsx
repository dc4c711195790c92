import { Checkbox } from "@ark-ui/react/checkbox"
import { Link } from "@tanstack/react-router"
import { useId, type ReactNode } from "react"
import { css } from "styled-system/css"
import { useI18nContext } from "../../i18n/i18n-react"
import { Logo } from "../ui/Logo"
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

const cookieBar = css({
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
})

/** The notice's OK does nothing until the browser app runs (`onOk` absent): it is drawn disabled. */
export const CookieNotice = ({ onOk }: { readonly onOk?: () => void }) => {
  const { LL } = useI18nContext()
  return (
    <div role="region" aria-label={LL.login.cookieOk()} className={cookieBar} data-testid="cookie-notice">
      <p className={css({ maxWidth: "900px" })}>{LL.login.cookieNotice()}</p>
      <button type="button" className={button({ tone: "secondary" })} onClick={onOk} disabled={!onOk}>
        {LL.login.cookieOk()}
      </button>
    </div>
  )
}

/**
 * What the sign-in screen shows; the route's machines fill it, or the server before the scripts run.
 * The server's drawing is not interactive (`interactive` false): the field is read-only and the buttons
 * disabled until the app takes the page over, so nothing typed or pressed is lost in between.
 */
export interface SignInScreenProps {
  readonly interactive: boolean
  readonly userId: string
  readonly remember: boolean
  readonly busy: boolean
  readonly invalidUserId: boolean
  readonly idleSignedOut: boolean
  /** Back returns to the portal page before this one; opened first, it leads to the page about the portal. */
  readonly back: { readonly onClick: () => void } | { readonly href: string }
  readonly learnMoreUrl: string
  readonly passwordResetUrl: string
  /** The system message band, when there is one to show. */
  readonly systemMessage?: ReactNode
  readonly onSwitchLanguage?: () => void
  readonly onUserIdChange?: (value: string) => void
  readonly onRememberToggle?: () => void
  readonly onSubmit?: () => void
}

export const SignInScreen = (props: SignInScreenProps) => {
  const { LL, locale } = useI18nContext()
  const inputId = useId()
  const errorId = useId()
  const error = props.invalidUserId ? LL.login.invalidUserId() : undefined
  const waiting = !props.interactive
  const fields = (
    <>
      <label htmlFor={inputId} className={fieldLabel}>
        {LL.login.userId()}
      </label>
      <input
        id={inputId}
        name="userId"
        type="text"
        autoComplete="username"
        className={textInput}
        value={props.userId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => props.onUserIdChange?.(event.target.value)}
        disabled={props.busy}
        readOnly={waiting}
      />
      {error && (
        <p id={errorId} className={fieldError} role="alert">
          {error}
        </p>
      )}
      <Checkbox.Root
        checked={props.remember}
        disabled={waiting}
        onCheckedChange={() => props.onRememberToggle?.()}
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
        {/* The native input is hidden by a style attribute, which the server's drawing cannot carry (no inline style). */}
        {props.interactive && <Checkbox.HiddenInput />}
      </Checkbox.Root>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "12px", mt: "24px", alignItems: "center" })}>
        {"href" in props.back ? (
          <a className={button({ tone: "secondary" })} href={props.back.href}>
            {LL.login.back()}
          </a>
        ) : (
          <button type="button" className={button({ tone: "secondary" })} onClick={props.back.onClick} disabled={waiting}>
            {LL.login.back()}
          </button>
        )}
        <button type="submit" className={button()} disabled={props.busy || waiting}>
          {LL.login.submit()}
        </button>
        {props.busy && (
          <span role="status" aria-live="polite">
            {LL.login.lookingUp()}
          </span>
        )}
      </div>
    </>
  )
  return (
    <>
      <div
        className={css({ display: "flex", justifyContent: "flex-end", width: "599px", maxWidth: "100%", mx: "auto", mt: "16px" })}
      >
        <button
          type="button"
          className={link}
          onClick={props.onSwitchLanguage}
          disabled={waiting}
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
        {props.systemMessage}
        {props.idleSignedOut && (
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
            props.onSubmit?.()
          }}
        >
          {fields}
        </form>
        <ul className={css({ listStyle: "none", p: 0, mt: "28px", display: "grid", gap: "10px" })}>
          <li>
            <a className={link} href={`${props.passwordResetUrl}?lang=${locale}`}>
              {LL.login.forgotPassword()}
            </a>
          </li>
          <li>
            <a className={link} href={props.learnMoreUrl}>
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
    </>
  )
}
