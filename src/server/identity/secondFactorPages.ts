import { escape, minutes, portalPage, type PageLanguage } from "./signInPage"

/**
 * The second factor's pages of the embedded provider (ASVS 4.3.1), after a right password: enrolling
 * an authenticator (the QR code drawn on the server, the key as text, the first code), the recovery
 * codes shown once, and the code asked at every sign-in. Bilingual as the sign-in page is.
 */
const text = {
  en: {
    enrolTitle: "Set up your authenticator",
    enrolIntro:
      "Your account administers the portal, so it signs in with a second factor. Scan this QR code with an authenticator app, or enter the key below in it, then enter the six-digit code the app shows.",
    qrLabel: "QR code of your authenticator key",
    key: "Key:",
    enrolCode: "Six-digit code",
    confirm: "Confirm",
    recoveryTitle: "Your recovery codes",
    recoveryIntro:
      "Keep these codes somewhere safe. If you lose your authenticator, each one signs you in once in place of its code. They are shown only this once.",
    continue: "Continue",
    codeTitle: "Second factor",
    codeIntro: "Enter the six-digit code from your authenticator app, or one of your recovery codes.",
    code: "Code",
    verify: "Verify",
    invalid: "The code is incorrect or has already been used.",
    required: "Please enter a code.",
    locked: "Too many unsuccessful sign-in attempts. Please wait {minutes}, then try again.",
    unreadable: "Your second factor cannot be read. Please ask your User Administrator to reset it."
  },
  fr: {
    enrolTitle: "Configurer votre application d'authentification",
    enrolIntro:
      "Votre compte administre le portail : il se connecte avec un deuxième facteur. Balayez ce code QR avec une application d'authentification, ou entrez-y la clé ci-dessous, puis entrez le code à six chiffres qu'elle affiche.",
    qrLabel: "Code QR de votre clé d'authentification",
    key: "Clé :",
    enrolCode: "Code à six chiffres",
    confirm: "Confirmer",
    recoveryTitle: "Vos codes de récupération",
    recoveryIntro:
      "Conservez ces codes en lieu sûr. Si vous perdez votre application d'authentification, chacun vous connecte une seule fois à la place de son code. Ils ne sont affichés que cette fois-ci.",
    continue: "Continuer",
    codeTitle: "Deuxième facteur",
    codeIntro: "Entrez le code à six chiffres de votre application d'authentification, ou l'un de vos codes de récupération.",
    code: "Code",
    verify: "Vérifier",
    invalid: "Le code est incorrect ou a déjà été utilisé.",
    required: "Veuillez entrer un code.",
    locked: "Trop de tentatives de connexion infructueuses. Veuillez patienter {minutes}, puis réessayer.",
    unreadable:
      "Votre deuxième facteur ne peut être lu. Veuillez demander à votre administrateur des utilisateurs de le réinitialiser."
  }
} as const

export type SecondFactorMessage = "invalid" | "required" | "locked" | "unreadable"

interface PageOptions {
  readonly lang: PageLanguage
  readonly action: string
  readonly message?: SecondFactorMessage | undefined
  readonly retryAfterSeconds?: number | undefined
}

const messageOf = (options: PageOptions) =>
  options.message
    ? `<p class="error" id="code-error" role="alert">${escape(text[options.lang][options.message].replace("{minutes}", minutes(options.retryAfterSeconds)))}</p>`
    : ""

const codeInput = (options: PageOptions, label: string, described: string) => {
  const refused = options.message === "invalid" || options.message === "required"
  const ids = [described, ...(options.message ? ["code-error"] : [])].join(" ")
  return `<label for="code">${escape(label)}</label>
<input id="code" name="code" type="text" required autofocus autocomplete="one-time-code" spellcheck="false" maxlength="40"${refused ? ' aria-invalid="true"' : ""} aria-describedby="${ids}">`
}

/** The key as people type it: groups of four letters. */
export const groupedKey = (secretBase32: string) => secretBase32.match(/.{1,4}/g)?.join(" ") ?? secretBase32

/** Enrolment: the QR code (an SVG drawn on the server: no script), the key as text, the first code. */
export const renderEnrolPage = (options: PageOptions & { readonly qrSvg: string; readonly secretBase32: string }) => {
  const t = text[options.lang]
  return portalPage(
    { lang: options.lang, title: t.enrolTitle, switchable: true },
    `<p id="enrol-intro">${escape(t.enrolIntro)}</p>
<figure class="qr" role="img" aria-label="${escape(t.qrLabel)}">${options.qrSvg}</figure>
<p>${escape(t.key)} <code id="totp-key">${escape(groupedKey(options.secretBase32))}</code></p>
${messageOf(options)}
<form method="post" action="${escape(options.action)}" autocomplete="off">
<input type="hidden" name="lang" value="${options.lang}">
<input type="hidden" name="step" value="enrol">
${codeInput(options, t.enrolCode, "enrol-intro")}
<button type="submit">${escape(t.confirm)}</button>
</form>`
  )
}

/** The ten recovery codes, shown once, then on to the portal. */
export const renderRecoveryCodesPage = (options: PageOptions & { readonly codes: ReadonlyArray<string> }) => {
  const t = text[options.lang]
  return portalPage(
    { lang: options.lang, title: t.recoveryTitle },
    `<p>${escape(t.recoveryIntro)}</p>
<ul id="recovery-codes">${options.codes.map((code) => `<li><code>${escape(code)}</code></li>`).join("")}</ul>
<form method="post" action="${escape(options.action)}">
<input type="hidden" name="lang" value="${options.lang}">
<input type="hidden" name="step" value="continue">
<button type="submit">${escape(t.continue)}</button>
</form>`
  )
}

/** The code asked at every sign-in after the password: a TOTP code or a recovery code. */
export const renderCodePage = (options: PageOptions) => {
  const t = text[options.lang]
  return portalPage(
    { lang: options.lang, title: t.codeTitle, switchable: true },
    `<p id="code-intro">${escape(t.codeIntro)}</p>
${messageOf(options)}
${
  options.message === "unreadable"
    ? ""
    : `<form method="post" action="${escape(options.action)}" autocomplete="off">
<input type="hidden" name="lang" value="${options.lang}">
<input type="hidden" name="step" value="code">
${codeInput(options, t.code, "code-intro")}
<button type="submit">${escape(t.verify)}</button>
</form>`
}`
  )
}
