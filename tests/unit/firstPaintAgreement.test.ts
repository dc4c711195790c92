import { describe, expect, it } from "vitest"
import { isCookieNoticeAcceptedIn } from "../../src/api/platform/firstPaint"
import { detectLanguageFrom } from "../../src/i18n/languageChoice"
import { requestLanguage } from "../../src/server/shared/requestLanguage"
import { acceptCookieNotice, isCookieNoticeAccepted, type CookieJar } from "../../src/services/session/cookieNotice"

/** document.cookie as a browser keeps it: a write sets one name's value, a read lists "name=value" pairs. */
const browserCookies = (initial: Record<string, string> = {}): CookieJar & { readonly header: () => string } => {
  const values = new Map(Object.entries(initial))
  const header = () => [...values].map(([name, value]) => `${name}=${value}`).join("; ")
  return {
    read: header,
    write: (cookie) => {
      const [pair] = cookie.split(";")
      const [name, ...value] = pair!.split("=")
      values.set(name!.trim(), value.join("="))
    },
    header
  }
}

/*
 * The server draws the sign-in page before the browser app runs; the app then takes it over. Both
 * must read the visitor alike, or the page would change language or lose its notice at that moment.
 */
describe("the server's drawing of the sign-in page and the browser app agree", () => {
  it("on the cookie notice: accepted in the browser, the server leaves it out; not accepted, both show it", () => {
    const jar = browserCookies({ lang: "fr" })
    expect(isCookieNoticeAccepted(jar)).toBe(false)
    expect(isCookieNoticeAcceptedIn(jar.header())).toBe(false)
    acceptCookieNotice(jar)
    expect(isCookieNoticeAccepted(jar)).toBe(true)
    expect(isCookieNoticeAcceptedIn(jar.header())).toBe(true)
    // Another cookie whose name merely ends alike says nothing.
    expect(isCookieNoticeAcceptedIn("xcookieNoticeAccepted=true")).toBe(false)
    expect(isCookieNoticeAcceptedIn(undefined)).toBe(false)
  })

  const visitors = [
    { cookie: "lang=fr", languages: ["en-CA", "en"], expected: "fr" },
    { cookie: "theme=dark; lang=en", languages: ["fr-CA"], expected: "en" },
    { cookie: "", languages: ["fr-CA", "fr", "en"], expected: "fr" },
    { cookie: "", languages: ["de-DE", "fr"], expected: "fr" },
    { cookie: "", languages: ["de-DE"], expected: "en" },
    { cookie: "lang=de", languages: [], expected: "en" }
  ] as const

  it.each(visitors)("on the language: cookie '$cookie', browser $languages → $expected", ({ cookie, languages, expected }) => {
    // The browser sends its languages best first, as Accept-Language with falling weights.
    const acceptLanguage = languages
      .map((tag, index) => (index === 0 ? tag : `${tag};q=${(1 - index / 10).toFixed(1)}`))
      .join(",")
    const server = requestLanguage({ cookie, "accept-language": acceptLanguage })
    const browser = detectLanguageFrom({
      cookie,
      localStorageLang: null,
      sessionStorageLang: null,
      navigatorLanguages: languages,
      documentLang: null
    })
    expect(server).toBe(expected)
    expect(browser).toBe(expected)
  })
})
