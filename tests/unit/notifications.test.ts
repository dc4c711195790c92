import { afterEach, describe, expect, it } from "vitest"
import { i18nObject } from "../../src/i18n/i18n-util"
import { loadLocale } from "../../src/i18n/i18n-util.sync"
import { setNoticeSink, showFailure, type Notice } from "../../src/services/notices"
import { BadRequest, Conflict, Forbidden, InternalError, NotFound, TooManyRequests, Unauthorized } from "../../src/api/errors"
import { notificationFor } from "../../src/services/api/notifications"
import { Cancelled, ConnectionLost, UnexpectedAnswer } from "../../src/services/api/portalFailure"

const toast = (messageKey: string, long = false, goHome = false) => ({ kind: "toast", messageKey, long, goHome })

loadLocale("en")
loadLocale("fr")
afterEach(() => setNoticeSink(undefined))

/** The text of the notice a failure shows, in either language. */
const shown = (failure: Parameters<typeof showFailure>[0]) => {
  const notices: Array<Notice> = []
  setNoticeSink((notice) => notices.push(notice))
  showFailure(failure)
  return (language: "en" | "fr") => notices[0]!.message(i18nObject(language))
}

describe("notificationFor, the generic handler of document 1 section 8, by tag and token", () => {
  it.each([
    [new BadRequest({ code: "ERROR_400_USERID_IN_USE" }), "error400"],
    [new Unauthorized({}), "error401"],
    [new NotFound({}), "error404"],
    [new Conflict({}), "error409"],
    [new TooManyRequests({}), "error429"],
    [new InternalError({}), "error500"],
    [new UnexpectedAnswer({ status: 502, detail: "StatusCodeError" }), "error500"],
    [new UnexpectedAnswer({ status: undefined, detail: "DecodeError" }), "error500"]
  ])("shows a short error toast for %o", (failure, messageKey) => {
    expect(notificationFor(failure)).toEqual(toast(messageKey))
  })

  it("says the connection was lost when the server could not be reached", () => {
    expect(notificationFor(new ConnectionLost())).toEqual(toast("connection"))
  })

  it("shows nothing for a cancelled request", () => {
    expect(notificationFor(new Cancelled())).toEqual({ kind: "none" })
  })

  it("opens the OK-only dialog for a disabled account", () => {
    expect(notificationFor(new Forbidden({ token: "ACCOUNT_DISABLED" }))).toEqual({ kind: "accountDisabled" })
  })

  it("shows the function message and returns home for FUNCTION_NOT_ALLOWED", () => {
    expect(notificationFor(new Forbidden({ token: "FUNCTION_NOT_ALLOWED" }))).toEqual(toast("forbiddenFunction", true, true))
  })

  it.each([
    ["NOT_ALLOWED_TO_MANAGE", "forbiddenManage"],
    ["COMPANIES_NOT_ALLOWED", "forbiddenCompanies"],
    ["PRIVILEGES_NOT_ACCESSIBLE", "forbiddenDefault"],
    ["REAUTHENTICATION_REQUIRED", "forbiddenReauthentication"]
  ] as const)("shows its own long message for the 403 token %s", (token, messageKey) => {
    expect(notificationFor(new Forbidden({ token }))).toEqual(toast(messageKey, true))
  })
})

describe("the error notice names the request for support (ASVS 7.4.1)", () => {
  it("adds the server's id of the request in the user's language", () => {
    const text = shown(new NotFound({ requestId: "0b6c2c7e-5f1d-4a43-9c1e-7d2f1a9b3c4d" }))
    expect(text("en")).toBe("System error [404] Reference: 0b6c2c7e-5f1d-4a43-9c1e-7d2f1a9b3c4d")
    expect(text("fr")).toMatch(/ Référence : 0b6c2c7e-5f1d-4a43-9c1e-7d2f1a9b3c4d$/)
  })

  it("takes the id of an answer the contract does not declare from its header", () => {
    const text = shown(new UnexpectedAnswer({ status: 502, detail: "StatusCodeError", requestId: "5e0d7b0e-1111" }))
    expect(text("en")).toBe("System error [500] Reference: 5e0d7b0e-1111")
  })

  it("names no reference when the server did not answer", () => {
    expect(shown(new ConnectionLost())("en")).toBe("System error [connection]")
  })
})

describe("a limit on harvesting met (ASVS 11.1.4)", () => {
  it("says there were too many reports and how many seconds to wait, in English and French", () => {
    const text = shown(new TooManyRequests({ limit: "reports", retryAfterSeconds: 42, requestId: "req-1" }))
    expect(text("en")).toBe("Too many reports in a short time; try again in 42 seconds Reference: req-1")
    expect(text("fr")).toBe("Trop de rapports en peu de temps; réessayez dans 42 secondes Référence : req-1")
  })

  it("says there were too many searches, in a long toast", () => {
    expect(notificationFor(new TooManyRequests({ limit: "searches", retryAfterSeconds: 7 }))).toEqual({
      ...toast("tooManySearches", true),
      seconds: 7
    })
    expect(shown(new TooManyRequests({ limit: "searches", retryAfterSeconds: 7 }))("fr")).toBe(
      "Trop de recherches en peu de temps; réessayez dans 7 secondes"
    )
  })
})
