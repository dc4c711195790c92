export type PortalLanguage = "en" | "fr"

/** What language detection reads, in the spec's order (document 1 section 1). */
export interface LanguageEnvironment {
  /** document.cookie */
  readonly cookie: string
  readonly localStorageLang: string | null
  readonly sessionStorageLang: string | null
  /** navigator.languages, then navigator.language */
  readonly navigatorLanguages: ReadonlyArray<string>
  /** <html lang> */
  readonly documentLang: string | null
}

const storageKey = "lang"
const cookieLifetimeSeconds = 365 * 24 * 60 * 60

/** "fr", "fr-CA", "FR" → fr; "en-GB" → en; anything else is no answer. */
export const toPortalLanguage = (value: string | null | undefined): PortalLanguage | undefined => {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0]
  return primary === "en" || primary === "fr" ? primary : undefined
}

export const readCookie = (cookie: string, name: string): string | undefined => {
  for (const part of cookie.split(";")) {
    const [key, ...rest] = part.split("=")
    if (key?.trim() === name) {
      try {
        return decodeURIComponent(rest.join("=").trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/** Cookie, local storage, session storage, browser setting, page setting; English when none answers. */
export const detectLanguageFrom = (env: LanguageEnvironment): PortalLanguage => {
  const candidates = [
    readCookie(env.cookie, storageKey),
    env.localStorageLang,
    env.sessionStorageLang,
    ...env.navigatorLanguages,
    env.documentLang
  ]
  for (const candidate of candidates) {
    const language = toPortalLanguage(candidate)
    if (language) return language
  }
  return "en"
}

/** Storage can throw (blocked cookies, private modes): an unreadable source is simply skipped. */
const attempt = <A>(read: () => A, fallback: A): A => {
  try {
    return read()
  } catch {
    return fallback
  }
}

export const browserLanguageEnvironment = (): LanguageEnvironment => ({
  cookie: attempt(() => document.cookie, ""),
  localStorageLang: attempt(() => localStorage.getItem(storageKey), null),
  sessionStorageLang: attempt(() => sessionStorage.getItem(storageKey), null),
  navigatorLanguages: attempt(
    () => (navigator.languages?.length ? [...navigator.languages] : navigator.language ? [navigator.language] : []),
    []
  ),
  documentLang: attempt(() => document.documentElement.lang || null, null)
})

export const detectLanguage = (): PortalLanguage => detectLanguageFrom(browserLanguageEnvironment())

export const languageCookie = (lang: PortalLanguage): string =>
  `${storageKey}=${lang}; max-age=${cookieLifetimeSeconds}; path=/; SameSite=Lax`

/** Keeps the choice for 365 days in a cookie, in local storage, and on the page. */
export const persistLanguage = (lang: PortalLanguage): void => {
  attempt(() => {
    document.cookie = languageCookie(lang)
  }, undefined)
  attempt(() => localStorage.setItem(storageKey, lang), undefined)
  document.documentElement.lang = lang
}
