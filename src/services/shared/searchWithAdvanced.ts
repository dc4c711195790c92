import { readCookie } from "../../i18n/languageChoice"

/**
 * Whether the last driver search was made with the advanced section open (document 1 section 4:
 * the search-with-advanced cookie, reset at sign-out). A session cookie: it also ends with the browser.
 */
const cookieName = "search-with-advanced"

interface CookieJar {
  cookie: string
}

const browserCookies = (): CookieJar | undefined => (typeof document === "undefined" ? undefined : document)

export const readSearchWithAdvanced = (jar: CookieJar | undefined = browserCookies()): boolean => {
  try {
    return jar !== undefined && readCookie(jar.cookie, cookieName) === "true"
  } catch {
    return false
  }
}

export const rememberSearchWithAdvanced = (searchWithAdvanced: boolean, jar: CookieJar | undefined = browserCookies()): void => {
  try {
    if (jar) jar.cookie = `${cookieName}=${searchWithAdvanced}; path=/; SameSite=Lax`
  } catch {
    // Blocked cookies only lose the convenience.
  }
}

export const resetSearchWithAdvanced = (jar: CookieJar | undefined = browserCookies()): void => {
  try {
    if (jar) jar.cookie = `${cookieName}=; max-age=0; path=/; SameSite=Lax`
  } catch {
    // Nothing to reset.
  }
}
