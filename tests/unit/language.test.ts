import { describe, expect, it } from "vitest"
import {
  detectLanguageFrom,
  languageCookie,
  readCookie,
  toPortalLanguage,
  type LanguageEnvironment
} from "../../src/i18n/languageChoice"

const nothing: LanguageEnvironment = {
  cookie: "",
  localStorageLang: null,
  sessionStorageLang: null,
  navigatorLanguages: [],
  documentLang: null
}

describe("detectLanguageFrom, in the spec's order", () => {
  it("falls back to English when no source answers", () => {
    expect(detectLanguageFrom(nothing)).toBe("en")
  })

  it("takes the cookie first", () => {
    expect(
      detectLanguageFrom({
        cookie: "theme=dark; lang=fr",
        localStorageLang: "en",
        sessionStorageLang: "en",
        navigatorLanguages: ["en-CA"],
        documentLang: "en"
      })
    ).toBe("fr")
  })

  it("then local storage", () => {
    expect(detectLanguageFrom({ ...nothing, localStorageLang: "fr", sessionStorageLang: "en", navigatorLanguages: ["en"] })).toBe(
      "fr"
    )
  })

  it("then session storage", () => {
    expect(detectLanguageFrom({ ...nothing, sessionStorageLang: "fr", navigatorLanguages: ["en"], documentLang: "en" })).toBe(
      "fr"
    )
  })

  it("then the browser setting, taking the first language the portal has", () => {
    expect(detectLanguageFrom({ ...nothing, navigatorLanguages: ["de-DE", "fr-CA", "en"], documentLang: "en" })).toBe("fr")
  })

  it("then the page setting", () => {
    expect(detectLanguageFrom({ ...nothing, navigatorLanguages: ["es"], documentLang: "fr" })).toBe("fr")
  })

  it("skips a source holding a language the portal does not have", () => {
    expect(detectLanguageFrom({ ...nothing, cookie: "lang=de", localStorageLang: "fr" })).toBe("fr")
  })
})

describe("language helpers", () => {
  it.each([
    ["fr", "fr"],
    ["fr-CA", "fr"],
    ["FR_ca", "fr"],
    ["en-GB", "en"],
    ["de", undefined],
    ["", undefined],
    [null, undefined]
  ])("reads %s as %s", (value, expected) => {
    expect(toPortalLanguage(value)).toBe(expected)
  })

  it("reads one cookie among several", () => {
    expect(readCookie("a=1; lang=fr; b=2", "lang")).toBe("fr")
    expect(readCookie("a=1", "lang")).toBeUndefined()
  })

  it("keeps the choice for 365 days on every path", () => {
    expect(languageCookie("fr")).toBe("lang=fr; max-age=31536000; path=/; SameSite=Lax")
  })
})
