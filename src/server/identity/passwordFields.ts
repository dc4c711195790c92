import { fileURLToPath } from "node:url"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import type { PasswordIssue, PasswordIssueCode } from "../../api/users/password"
import type { PageLanguage } from "./signInPage"

/**
 * The provider's password fields (ASVS 2.1.8, 2.1.12), for every server-rendered page with one: a
 * "Show password" toggle (a button with aria-pressed, shown once its script runs) and, for a new
 * password, a strength meter drawn by a served script with the shared rule's estimate (no inline
 * script: the pages' policy allows only the portal's files).
 */
export const passwordToggleScriptPath = "/oidc/assets/password-toggle.js"
export const passwordMeterScriptPath = "/oidc/assets/password-meter.js"

const words = {
  en: {
    showPassword: "Show password",
    showPasswordShort: "Show",
    strength: "Password strength",
    strengthIs: "Password strength: {level}",
    levels: ["Very weak", "Weak", "Fair", "Strong", "Very strong"]
  },
  fr: {
    showPassword: "Afficher le mot de passe",
    showPasswordShort: "Afficher",
    strength: "Robustesse du mot de passe",
    strengthIs: "Robustesse du mot de passe : {level}",
    levels: ["Très faible", "Faible", "Moyenne", "Bonne", "Très bonne"]
  }
} as const

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

export interface PasswordFieldOptions {
  readonly lang: PageLanguage
  /** The input's id and form name. */
  readonly name: string
  readonly label: string
  readonly autocomplete: "current-password" | "new-password"
  readonly autofocus?: boolean
  /** Ids of the hint and field message describing the input (the meter's text is added). */
  readonly describedBy?: ReadonlyArray<string>
  readonly invalid?: boolean
  /** A new password: the strength meter below it; `owner` is the User ID or e-mail it may not contain. */
  readonly meter?: { readonly owner?: string }
}

/** The label, the input with its toggle and, for a new password, the meter (hidden until its script runs). */
export const passwordFieldHtml = (options: PasswordFieldOptions): string => {
  const t = words[options.lang]
  const id = escapeHtml(options.name)
  const meterTextId = `${id}-strength-text`
  const described = [...(options.describedBy ?? []), ...(options.meter ? [meterTextId] : [])]
  const attributes = [
    options.autofocus ? " autofocus" : "",
    options.invalid ? ' aria-invalid="true"' : "",
    described.length > 0 ? ` aria-describedby="${described.map(escapeHtml).join(" ")}"` : ""
  ].join("")
  const meter = options.meter
    ? `
<div class="strength" id="${id}-strength" data-password-meter="${id}" data-levels="${escapeHtml(t.levels.join("|"))}"${options.meter.owner ? ` data-owner="${escapeHtml(options.meter.owner)}"` : ""} hidden>
<div class="strength-track" role="meter" aria-label="${escapeHtml(t.strength)}" aria-valuemin="0" aria-valuemax="4" aria-valuenow="0" aria-valuetext="${escapeHtml(t.levels[0])}"><span class="strength-bar" data-level="0"></span></div>
<p class="hint" id="${meterTextId}" data-template="${escapeHtml(t.strengthIs)}">${escapeHtml(t.strengthIs.replace("{level}", t.levels[0]))}</p>
</div>`
    : ""
  return `<label for="${id}">${escapeHtml(options.label)}</label>
<div class="password-field"><input id="${id}" name="${id}" type="password" required autocomplete="${options.autocomplete}" autocapitalize="off" spellcheck="false"${attributes}><button type="button" class="show-password" aria-pressed="false" aria-controls="${id}" aria-label="${escapeHtml(t.showPassword)}" hidden>${escapeHtml(t.showPasswordShort)}</button></div>${meter}`
}

/** The scripts a page with password fields loads at its end: the toggle, and the meter when it has one. */
export const passwordFieldScripts = (options: { readonly meter: boolean }): string =>
  `<script src="${passwordToggleScriptPath}" defer></script>${options.meter ? `<script src="${passwordMeterScriptPath}" defer></script>` : ""}`

/** Shows or hides each password; shown ones are hidden again when the form is sent. */
const toggleScript = `for (const button of document.querySelectorAll("button.show-password")) {
  const input = document.getElementById(button.getAttribute("aria-controls"))
  if (!input) continue
  const show = (shown) => {
    input.type = shown ? "text" : "password"
    button.setAttribute("aria-pressed", String(shown))
  }
  button.hidden = false
  button.addEventListener("click", () => show(input.type === "password"))
  if (input.form) input.form.addEventListener("submit", () => show(false))
}
`

/** The meter's script, bundled once from pageScripts/passwordMeter.ts with the shared rule and its dictionaries. */
let meterScript: Promise<string> | undefined
export const passwordMeterScript = (): Promise<string> =>
  (meterScript ??= import("esbuild")
    .then(({ build }) =>
      build({
        entryPoints: [fileURLToPath(new URL("./pageScripts/passwordMeter.ts", import.meta.url))],
        bundle: true,
        write: false,
        format: "iife",
        minify: true,
        target: "es2020",
        legalComments: "none",
        logLevel: "silent"
      })
    )
    .then((result) => result.outputFiles[0]!.text)
    .catch((error: unknown) => {
      meterScript = undefined
      throw error
    }))

const javascript = "text/javascript; charset=utf-8"

export const layerPasswordFieldAssets = Layer.mergeAll(
  HttpRouter.add("GET", passwordToggleScriptPath, HttpServerResponse.text(toggleScript, { contentType: javascript })),
  HttpRouter.add(
    "GET",
    passwordMeterScriptPath,
    Effect.map(Effect.promise(passwordMeterScript), (script) =>
      HttpServerResponse.text(script, { contentType: javascript, headers: { "cache-control": "public, max-age=3600" } })
    )
  )
)

/** The styles of the toggle and the meter, served with the pages' own (pageAssets.ts). */
export const passwordFieldStyles = `.password-field{display:flex;gap:8px}.password-field input{flex:1;min-width:0}
button.show-password{margin-top:0;background:#fff;color:#0b3d6e;border:1px solid #0b3d6e;padding:8px 12px}
button.show-password[aria-pressed=true]{background:#e6eef7}
.strength-track{height:8px;background:#dde3ea;border-radius:4px;overflow:hidden;margin-top:8px}
.strength-bar{display:block;height:100%;width:20%;background:#b3261e}
.strength-bar[data-level="1"]{width:40%}.strength-bar[data-level="2"]{width:60%;background:#8a5a00}
.strength-bar[data-level="3"]{width:80%;background:#2e7d32}.strength-bar[data-level="4"]{width:100%;background:#1b5e20}
.strength .hint{margin:4px 0 0}
`

/**
 * A page's new password and its confirmation (the invitation's set-password page, a reset link's
 * page): the new one with its meter, each with its refusal below it, tied by aria-describedby.
 */
export const newPasswordFieldsHtml = (options: {
  readonly lang: PageLanguage
  readonly newLabel: string
  readonly confirmLabel: string
  /** The id of the rules' text the new password is described by. */
  readonly rulesId?: string
  /** The User ID or e-mail the password may not contain (the meter reads it as the server does). */
  readonly owner?: string
  readonly issues?: ReadonlyArray<PasswordIssue>
  readonly issueText: (code: PasswordIssueCode) => string
}): string => {
  const issueOf = (field: PasswordIssue["field"]) => options.issues?.find((issue) => issue.field === field)
  const issueAt = (field: PasswordIssue["field"]) => {
    const issue = issueOf(field)
    return issue ? `\n<p class="error" id="${field}-error" role="alert">${escapeHtml(options.issueText(issue.code))}</p>` : ""
  }
  const field = (name: PasswordIssue["field"], label: string, others: ReadonlyArray<string>, meter: boolean) =>
    passwordFieldHtml({
      lang: options.lang,
      name,
      label,
      autocomplete: "new-password",
      autofocus: name === "newPassword",
      invalid: issueOf(name) !== undefined,
      describedBy: [...others, ...(issueOf(name) ? [`${name}-error`] : [])],
      ...(meter ? { meter: { owner: options.owner } } : {})
    }) + issueAt(name)
  return `${field("newPassword", options.newLabel, options.rulesId ? [options.rulesId] : [], true)}
${field("confirmPassword", options.confirmLabel, [], false)}`
}
