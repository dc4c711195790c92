import { describe, expect, it } from "vitest"
import {
  renderResetChoosePage,
  renderResetDonePage,
  renderResetLimitedPage,
  renderResetRequestPage,
  renderResetSentPage,
  renderResetUnusablePage
} from "../../src/server/identity/passwordResetPages"
import { passwordResetMail } from "../../src/server/mail/passwordResetMail"

const portalUrl = "https://portal.example"

const pages = (lang: "en" | "fr") => [
  renderResetRequestPage({ lang, action: "/oidc/password-reset", portalUrl, login: "a@b.example", missing: true }),
  renderResetSentPage(lang, portalUrl),
  renderResetLimitedPage(lang, portalUrl, 1800),
  renderResetChoosePage({
    lang,
    action: "/oidc/password-reset/token",
    login: "a@b.example",
    issues: [
      { field: "newPassword", code: "passwordCriteria" },
      { field: "confirmPassword", code: "passwordMismatch" }
    ]
  }),
  renderResetUnusablePage(lang, "/oidc/password-reset?lang=" + lang),
  renderResetDonePage(lang, portalUrl)
]

describe("the password reset pages", () => {
  it("are whole in English and in French, in the page's language", () => {
    for (const lang of ["en", "fr"] as const) {
      for (const page of pages(lang)) {
        expect(page).toContain(`<html lang="${lang}">`)
        expect(page).not.toMatch(/undefined|\[object/)
      }
    }
    expect(pages("en")[2]).toContain("Please wait 30 minutes")
    expect(pages("fr")[2]).toContain("Veuillez patienter 30 minutes")
    expect(pages("fr")[3]).toContain("Les mots de passe ne correspondent pas.")
  })

  it("draw each refusal at its field, described by it", () => {
    const page = pages("en")[3]!
    expect(page).toMatch(
      /id="newPassword"[^>]*aria-invalid="true"[^>]*aria-describedby="password-rules newPassword-error newPassword-strength-text"/
    )
    expect(page).toContain('<p class="error" id="confirmPassword-error" role="alert">The passwords do not match.</p>')
  })

  it("escape what the user typed", () => {
    const page = renderResetRequestPage({ lang: "en", action: "/oidc/password-reset", portalUrl, login: '"><script>' })
    expect(page).not.toContain("<script>")
    expect(page).toContain("&quot;&gt;&lt;script&gt;")
  })
})

describe("the password reset mail", () => {
  it("carries the link and its end in English then French", () => {
    const mail = passwordResetMail({
      firstName: "Ethan",
      lastName: "Wright",
      userId: "e.wright@maple.example",
      link: `${portalUrl}/oidc/password-reset/abc`,
      expiresAt: new Date("2026-12-05T03:00:00Z")
    })
    expect(mail.body.indexOf("Hello Ethan Wright")).toBeLessThan(mail.body.indexOf("Bonjour Ethan Wright"))
    expect(mail.body.match(/oidc\/password-reset\/abc/g)).toHaveLength(2)
    expect(mail.body).toContain("until 2026-12-05 03:00 UTC")
    expect(mail.body).toContain("jusqu'au 2026-12-05 03:00 UTC")
  })
})
