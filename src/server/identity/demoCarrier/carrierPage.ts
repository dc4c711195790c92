/** The demo carrier's own sign-in page: branded as the carrier's, in English and French, its styles served as a file. */
export type CarrierLanguage = "en" | "fr"

export interface CarrierBrand {
  readonly en: string
  readonly fr: string
}

const text = {
  en: {
    title: "Staff sign-in",
    intro: "Sign in with your company account.",
    email: "E-mail address",
    password: "Password",
    submit: "Sign in",
    switchTo: "Français",
    invalid: "The e-mail address or password is incorrect.",
    errorTitle: "Sign-in error",
    demo: "Demonstration identity provider standing for the carrier's own."
  },
  fr: {
    title: "Connexion du personnel",
    intro: "Connectez-vous avec le compte de votre entreprise.",
    email: "Adresse courriel",
    password: "Mot de passe",
    submit: "Se connecter",
    switchTo: "English",
    invalid: "L'adresse courriel ou le mot de passe est incorrect.",
    errorTitle: "Erreur de connexion",
    demo: "Fournisseur d'identité de démonstration tenant lieu de celui de l'assureur."
  }
} as const

export const carrierStyles = `body{font-family:Georgia,"Times New Roman",serif;background:#f3f1ea;margin:0;color:#1f2a1f}
header{background:#1d4d2b;color:#fff;padding:16px 32px;font-size:1.3rem;letter-spacing:.02em}
main{max-width:480px;margin:48px auto;background:#fff;border-top:6px solid #1d4d2b;padding:32px 40px;box-shadow:0 1px 6px rgba(0,0,0,.15)}
h1{font-size:1.3rem;color:#1d4d2b;margin:0 0 8px}label{display:block;font-weight:700;margin:16px 0 6px}
input{box-sizing:border-box;width:100%;padding:10px;font-size:1rem;border:1px solid #4d5a4d;border-radius:2px}
button{margin-top:24px;background:#1d4d2b;color:#fff;border:0;border-radius:2px;padding:12px 24px;font-size:1rem;cursor:pointer}
.error{background:#fdecea;color:#8a1c12;padding:10px 12px}.lang{float:right;color:#1d4d2b}footer{text-align:center;color:#4d5a4d;font-size:.85rem}
`

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

const layout = (lang: CarrierLanguage, brand: CarrierBrand, stylesPath: string, title: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(`${title} – ${brand[lang]}`)}</title><link rel="stylesheet" href="${escape(stylesPath)}"></head>
<body><header>${escape(brand[lang])}</header><main>${body}</main><footer><p>${escape(text[lang].demo)}</p></footer></body></html>`

export const renderCarrierSignInPage = (options: {
  readonly lang: CarrierLanguage
  readonly brand: CarrierBrand
  readonly stylesPath: string
  readonly action: string
  readonly login: string
  readonly invalid: boolean
}) => {
  const t = text[options.lang]
  const other: CarrierLanguage = options.lang === "en" ? "fr" : "en"
  return layout(
    options.lang,
    options.brand,
    options.stylesPath,
    t.title,
    `<a class="lang" href="?lang=${other}" lang="${other}">${t.switchTo}</a>
<h1>${escape(t.title)}</h1><p>${escape(t.intro)}</p>
${options.invalid ? `<p class="error" role="alert">${escape(t.invalid)}</p>` : ""}
<form method="post" action="${escape(options.action)}" autocomplete="off">
<input type="hidden" name="lang" value="${options.lang}">
<label for="login">${escape(t.email)}</label>
<input id="login" name="login" type="email" value="${escape(options.login)}" required autocomplete="username">
<label for="password">${escape(t.password)}</label>
<input id="password" name="password" type="password" required autofocus autocomplete="current-password">
<button type="submit">${escape(t.submit)}</button>
</form>`
  )
}

export const renderCarrierErrorPage = (lang: CarrierLanguage, brand: CarrierBrand, stylesPath: string, detail: string) =>
  layout(
    lang,
    brand,
    stylesPath,
    text[lang].errorTitle,
    `<h1>${escape(text[lang].errorTitle)}</h1><p class="error" role="alert">${escape(detail)}</p>`
  )
