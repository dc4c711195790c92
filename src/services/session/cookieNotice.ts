import { cookieNoticeAcceptedCookie, isCookieNoticeAcceptedIn } from "../../api/platform/firstPaint"

/** The part of document.cookie the notice uses; tests give their own. */
export interface CookieJar {
  readonly read: () => string
  readonly write: (cookie: string) => void
}

const documentCookies: CookieJar = {
  read: () => {
    try {
      return document.cookie
    } catch {
      return ""
    }
  },
  write: (cookie) => {
    try {
      document.cookie = cookie
    } catch {
      // Blocked cookies: the notice shows again next time.
    }
  }
}

/**
 * The sign-in page's cookie notice stays away once its OK was pressed in this browser. It is a cookie,
 * not local storage, so that the server draws the sign-in page without it too.
 */
export const isCookieNoticeAccepted = (jar: CookieJar = documentCookies): boolean => isCookieNoticeAcceptedIn(jar.read())

export const acceptCookieNotice = (jar: CookieJar = documentCookies): void => jar.write(cookieNoticeAcceptedCookie)
