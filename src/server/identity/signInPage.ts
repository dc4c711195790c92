import type { PasswordIssue, PasswordIssueCode } from "../../api/users/password"
import { passwordSpecials } from "../../api/users/password"
import { pageStylesPath, signOutScriptPath } from "./pageAssets"
import { newPasswordFieldsHtml, passwordFieldHtml, passwordFieldScripts } from "./passwordFields"

/** The embedded provider's own pages: bilingual, server-rendered, styles and the one script served as files. */
export type PageLanguage = "en" | "fr"

const text = {
  en: {
    title: "Sign in",
    heading: "Driver and Vehicle Data Portal",
    userId: "User ID",
    password: "Password",
    submit: "Sign in",
    domain: "Signing in with",
    bureauCredentials: "bureau credentials",
    switchTo: "Français",
    invalid: "The User ID or password is incorrect.",
    locked: "Too many unsuccessful sign-in attempts. Please wait {minutes}, then try again.",
    disabled: "This account has been disabled. Please contact your User Administrator.",
    required: "Please enter your password.",
    carrier:
      "This account signs in with your company's own sign-in service, not with a portal password. Continue to your company's sign-in.",
    toCarrier: "Continue to your company's sign-in",
    forgotPassword: "Forgot your password?",
    signingOut: "Signing out…",
    continue: "Continue",
    signedOut: "You are signed out.",
    errorTitle: "Sign-in error",
    errorBack: "Back to the portal",
    activateTitle: "Activate your account",
    activateIntro: "Choose the password you will sign in with.",
    newPassword: "New password",
    confirmPassword: "Confirm the new password",
    passwordRules: `8 to 64 characters, with at least 3 of: a lower case letter, an upper case letter, a digit, a special character (${passwordSpecials}). No spaces.`,
    activate: "Activate and sign in",
    invitationTitle: "Invitation link not valid",
    invitationUnusable:
      "This invitation link is not valid for this User ID, has expired or has already been used. If you have already chosen your password, sign in with it; otherwise ask your User Administrator to send you a new invitation.",
    federatedTitle: "Sign-in refused",
    federated: {
      noEmail:
        "Your company's sign-in service did not confirm your e-mail address, so the portal cannot tell which account is yours.",
      otherDomain:
        "Your company's sign-in service may sign in only its own people: the e-mail address it gave belongs to another organization.",
      noAccount:
        "No portal account has the e-mail address your company's sign-in service gave. Please contact your User Administrator.",
      disabled: "This account has been disabled. Please contact your User Administrator.",
      bureauCredentials: "This account signs in with bureau credentials, on the portal's own sign-in page.",
      otherAccount:
        "Your company's sign-in service signed you in as another person than the User ID you entered. Sign out of your company's sign-in service, or enter that person's User ID.",
      notActivated:
        "Your portal account is not activated: its invitation has expired or was withdrawn. Please ask your User Administrator for a new invitation.",
      failed: "The sign-in with your company's sign-in service did not complete. Please try again."
    },
    passwordIssues: {
      required: "Please enter a new password.",
      passwordCriteria: "The password does not meet the criteria.",
      passwordMismatch: "The passwords do not match.",
      commonPassword: "This password is too common or has appeared in a data breach. Choose one that is harder to guess.",
      personalPassword: "The password must not contain your User ID or the name of your e-mail address."
    }
  },
  fr: {
    title: "Connexion",
    heading: "Portail des données sur les conducteurs et les véhicules",
    userId: "Code d'utilisateur",
    password: "Mot de passe",
    submit: "Se connecter",
    domain: "Connexion avec",
    bureauCredentials: "les identifiants du Bureau",
    switchTo: "English",
    invalid: "Le code d'utilisateur ou le mot de passe est incorrect.",
    locked: "Trop de tentatives de connexion infructueuses. Veuillez patienter {minutes}, puis réessayer.",
    disabled: "Ce compte a été désactivé. Veuillez communiquer avec votre administrateur des utilisateurs.",
    required: "Veuillez entrer votre mot de passe.",
    carrier:
      "Ce compte se connecte avec le service de connexion de votre entreprise, et non avec un mot de passe du portail. Poursuivez vers la connexion de votre entreprise.",
    toCarrier: "Poursuivre vers la connexion de votre entreprise",
    forgotPassword: "Mot de passe oublié?",
    signingOut: "Déconnexion…",
    continue: "Continuer",
    signedOut: "Vous êtes déconnecté.",
    errorTitle: "Erreur de connexion",
    errorBack: "Retour au portail",
    activateTitle: "Activer votre compte",
    activateIntro: "Choisissez le mot de passe avec lequel vous vous connecterez.",
    newPassword: "Nouveau mot de passe",
    confirmPassword: "Confirmer le nouveau mot de passe",
    passwordRules: `8 à 64 caractères, dont au moins 3 parmi : une lettre minuscule, une lettre majuscule, un chiffre, un caractère spécial (${passwordSpecials}). Aucune espace.`,
    activate: "Activer et se connecter",
    invitationTitle: "Lien d'invitation non valide",
    invitationUnusable:
      "Ce lien d'invitation n'est pas valide pour ce code d'utilisateur, a expiré ou a déjà été utilisé. Si vous avez déjà choisi votre mot de passe, connectez-vous avec celui-ci; sinon, demandez à votre administrateur des utilisateurs de vous envoyer une nouvelle invitation.",
    federatedTitle: "Connexion refusée",
    federated: {
      noEmail:
        "Le service de connexion de votre entreprise n'a pas confirmé votre adresse courriel : le portail ne peut savoir quel compte est le vôtre.",
      otherDomain:
        "Le service de connexion de votre entreprise ne peut connecter que son propre personnel : l'adresse courriel qu'il a transmise appartient à une autre organisation.",
      noAccount:
        "Aucun compte du portail n'a l'adresse courriel transmise par le service de connexion de votre entreprise. Veuillez communiquer avec votre administrateur des utilisateurs.",
      disabled: "Ce compte a été désactivé. Veuillez communiquer avec votre administrateur des utilisateurs.",
      bureauCredentials: "Ce compte se connecte avec les identifiants du bureau, sur la page de connexion du portail.",
      otherAccount:
        "Le service de connexion de votre entreprise vous a connecté comme une autre personne que celle du code d'utilisateur entré. Déconnectez-vous du service de connexion de votre entreprise, ou entrez le code d'utilisateur de cette personne.",
      notActivated:
        "Votre compte du portail n'est pas activé : son invitation a expiré ou a été retirée. Veuillez demander une nouvelle invitation à votre administrateur des utilisateurs.",
      failed: "La connexion avec le service de connexion de votre entreprise n'a pas abouti. Veuillez réessayer."
    },
    passwordIssues: {
      required: "Veuillez entrer un nouveau mot de passe.",
      passwordCriteria: "Le mot de passe ne respecte pas les critères.",
      passwordMismatch: "Les mots de passe ne correspondent pas.",
      commonPassword:
        "Ce mot de passe est trop courant ou a déjà été exposé lors d'une fuite de données. Choisissez-en un plus difficile à deviner.",
      personalPassword: "Le mot de passe ne doit pas contenir votre code d'utilisateur ni le nom de votre adresse courriel."
    }
  }
} as const

export type SignInMessage = "invalid" | "disabled" | "required" | "locked" | "carrier"

export const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

export const layout = (lang: PageLanguage, title: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="${pageStylesPath}"></head><body><main>${body}</main></body></html>`

/** The link to the same page in the other language. */
const languageSwitch = (lang: PageLanguage) => {
  const other: PageLanguage = lang === "en" ? "fr" : "en"
  return `<a class="lang" href="?lang=${other}" lang="${other}">${text[lang].switchTo}</a>`
}

/**
 * A page of the provider under the portal's heading and the page's title; a page that can be shown
 * again in the other language links to it.
 */
export const portalPage = (
  page: { readonly lang: PageLanguage; readonly title: string; readonly switchable?: boolean },
  body: string
) =>
  layout(
    page.lang,
    page.title,
    `${page.switchable ? `${languageSwitch(page.lang)}\n` : ""}<h1>${escape(text[page.lang].heading)}</h1><h2>${escape(page.title)}</h2>
${body}`
  )

/** What a page where the owner of a User ID chooses a password is given. */
export interface ChoosePasswordOptions {
  readonly lang: PageLanguage
  readonly action: string
  readonly login: string
  readonly issues?: ReadonlyArray<PasswordIssue>
}

/** "1 minute", "15 minutes": the same word in English and French. */
export const minutes = (seconds = 60) => {
  const count = Math.max(1, Math.ceil(seconds / 60))
  return `${count} minute${count > 1 ? "s" : ""}`
}

/**
 * How the sign-in page names where the user signs in: the sign-in lookup's bureau-credentials (an
 * account that signs in with the bureau's own credentials) by its name in the page's language, a
 * sign-in domain as it is.
 */
export const signInMethodName = (domainHint: string, lang: PageLanguage): string =>
  domainHint === "bureau-credentials" ? text[lang].bureauCredentials : domainHint

export const renderSignInPage = (options: {
  readonly lang: PageLanguage
  readonly action: string
  readonly loginHint: string
  readonly domainHint: string | undefined
  readonly message?: SignInMessage | undefined
  /** For the locked message: the same for every User ID, so it tells nothing of whether the account exists. */
  readonly retryAfterSeconds?: number | undefined
  /** For the carrier message: where the account's company sign-in begins. */
  readonly companySignIn?: string | undefined
  /** "Forgot your password?": the provider's reset page, or PASSWORD_RESET_URL when passwords live elsewhere. */
  readonly passwordResetUrl?: string | undefined
}) => {
  const t = text[options.lang]
  return portalPage(
    { lang: options.lang, title: t.title, switchable: true },
    `${options.domainHint ? `<p class="hint">${escape(t.domain)} ${escape(signInMethodName(options.domainHint, options.lang))}</p>` : ""}
${options.message ? `<p class="error" role="alert">${escape(t[options.message].replace("{minutes}", minutes(options.retryAfterSeconds)))}</p>` : ""}
${options.companySignIn ? `<p><a class="button" href="${escape(options.companySignIn)}">${escape(t.toCarrier)}</a></p>` : ""}
<form method="post" action="${escape(options.action)}" autocomplete="off">
<input type="hidden" name="lang" value="${options.lang}">
<label for="login">${escape(t.userId)}</label>
<input id="login" name="login" type="text" value="${escape(options.loginHint)}" required autocomplete="username">
${passwordFieldHtml({ lang: options.lang, name: "password", label: t.password, autocomplete: "current-password", autofocus: true })}
<button type="submit">${escape(t.submit)}</button>
</form>
${options.passwordResetUrl ? `<p><a href="${escape(`${options.passwordResetUrl}?lang=${options.lang}`)}">${escape(t.forgotPassword)}</a></p>` : ""}
${passwordFieldScripts({ meter: false })}`
  )
}

/** Sign-out confirmation: submitted at once, so a sign-out started in the portal needs no second click. */
export const renderLogoutPage = (lang: PageLanguage, form: string) => {
  const t = text[lang]
  return layout(
    lang,
    t.signingOut,
    `<h1>${escape(t.signingOut)}</h1>${form.replace("</form>", `<input type="hidden" name="logout" value="yes"><button type="submit">${escape(t.continue)}</button></form>`)}
<script src="${signOutScriptPath}"></script>`
  )
}

export const renderSignedOutPage = (lang: PageLanguage, portalUrl: string) => {
  const t = text[lang]
  return layout(
    lang,
    t.signedOut,
    `<h1>${escape(t.signedOut)}</h1><p><a href="${escape(portalUrl)}/login">${escape(t.errorBack)}</a></p>`
  )
}

export const renderErrorPage = (lang: PageLanguage, portalUrl: string, detail: string) => {
  const t = text[lang]
  return layout(
    lang,
    t.errorTitle,
    `<h1>${escape(t.errorTitle)}</h1><p class="error" role="alert">${escape(detail)}</p><p><a href="${escape(portalUrl)}/login">${escape(t.errorBack)}</a></p>`
  )
}

/** The words of a refused new password, in the page's language. */
export const passwordIssueText = (lang: PageLanguage, code: PasswordIssueCode): string => text[lang].passwordIssues[code]

/**
 * A page where the owner of a User ID chooses a password under the rules of src/api/users/password.ts,
 * each refusal at its field: an invitation's (document 2 section 2) or a reset link's.
 */
export const renderChoosePasswordPage = (
  options: ChoosePasswordOptions & {
    readonly title: string
    readonly intro: string
    readonly submitLabel: string
    /** The form's step, where the interaction posts more than one form. */
    readonly step?: string
  }
) => {
  const t = text[options.lang]
  const step = options.step === undefined ? "" : `\n<input type="hidden" name="step" value="${escape(options.step)}">`
  return portalPage(
    { lang: options.lang, title: options.title, switchable: true },
    `<p>${escape(options.intro)}</p>
<p class="hint" id="password-rules">${escape(t.passwordRules)}</p>
<form method="post" action="${escape(options.action)}" autocomplete="off">
<input type="hidden" name="lang" value="${options.lang}">${step}
<label for="login">${escape(t.userId)}</label>
<input id="login" name="login" type="text" value="${escape(options.login)}" readonly autocomplete="username">
${newPasswordFieldsHtml({
  lang: options.lang,
  newLabel: t.newPassword,
  confirmLabel: t.confirmPassword,
  rulesId: "password-rules",
  owner: options.login,
  issues: options.issues,
  issueText: (code) => passwordIssueText(options.lang, code)
})}
<button type="submit">${escape(options.submitLabel)}</button>
</form>
${passwordFieldScripts({ meter: true })}`
  )
}

/** The set-password page of an invitation: instead of the password prompt, the invited user chooses a password. */
export const renderSetPasswordPage = (options: ChoosePasswordOptions) => {
  const t = text[options.lang]
  return renderChoosePasswordPage({
    ...options,
    title: t.activateTitle,
    intro: t.activateIntro,
    submitLabel: t.activate,
    step: "setPassword"
  })
}

/** An invitation link that is unknown, expired, used, revoked, or not for the User ID typed. */
export const renderInvitationUnusablePage = (lang: PageLanguage, portalUrl: string) => {
  const t = text[lang]
  return layout(
    lang,
    t.invitationTitle,
    `<h1>${escape(t.invitationTitle)}</h1><p class="error" role="alert">${escape(t.invitationUnusable)}</p><p><a href="${escape(portalUrl)}/login">${escape(t.errorBack)}</a></p>`
  )
}

/**
 * Why a sign-in through a carrier's own OpenID provider is refused (docs/decisions.md, "Federated sign-in at a
 * carrier's provider").
 */
export type FederatedRefusal = keyof (typeof text)["en"]["federated"]

export const renderFederatedRefusalPage = (lang: PageLanguage, portalUrl: string, reason: FederatedRefusal) => {
  const t = text[lang]
  return layout(
    lang,
    t.federatedTitle,
    `<h1>${escape(t.federatedTitle)}</h1><p class="error" role="alert">${escape(t.federated[reason])}</p><p><a href="${escape(portalUrl)}/login">${escape(t.errorBack)}</a></p>`
  )
}
