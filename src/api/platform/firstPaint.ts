/**
 * The sign-in page is drawn by the server before the browser app's scripts run (the app then takes
 * its place). The server builds it from the browser app's own components, in a module the build
 * writes beside the app; this is what the two agree on.
 */

/** What the server knows of the visitor when it draws the sign-in page. */
export interface SignInPageInput {
  readonly language: "en" | "fr"
  /** The cookie notice is drawn until it was accepted in this browser. */
  readonly cookieNotice: boolean
  /** The visitor was signed out for inactivity (`/login?reason=idle`). */
  readonly idleSignedOut: boolean
  readonly learnMoreUrl: string
  readonly passwordResetUrl: string
}

export interface SignInPage {
  /** The browser tab's title, in the page's language. */
  readonly title: string
  /** The markup of the app's root element. */
  readonly body: string
}

/** The module the build writes (dist/first-paint/signInPage.js). */
export interface SignInPageRenderer {
  readonly renderSignInPage: (input: SignInPageInput) => SignInPage
}

/** The cookie that remembers, for a year, that the cookie notice was accepted in this browser. */
export const cookieNoticeCookieName = "cookieNoticeAccepted"

export const cookieNoticeAcceptedCookie = `${cookieNoticeCookieName}=true; max-age=${365 * 24 * 60 * 60}; path=/; SameSite=Lax`

/** Whether a Cookie header (or document.cookie) says the notice was accepted. */
export const isCookieNoticeAcceptedIn = (cookies: string | undefined): boolean =>
  (cookies ?? "").split(";").some((part) => part.trim() === `${cookieNoticeCookieName}=true`)
