import {
  escape,
  portalPage,
  minutes,
  renderChoosePasswordPage,
  type ChoosePasswordOptions,
  type PageLanguage
} from "./signInPage"

/** The pages of a password reset: asking for the link, the same answer for every User ID, choosing the new password. */
const text = {
  en: {
    requestTitle: "Reset your password",
    requestIntro:
      "Enter your User ID. If your account signs in with a portal password, a link to choose a new one is sent to its e-mail address.",
    userIdHelp:
      "If you have forgotten your User ID, your User Administrator can tell you. Bureau staff can reach Client Services at 1-800-555-0199.",
    userId: "User ID",
    send: "Send the link",
    requiredUserId: "Please enter your User ID.",
    sentTitle: "Check your e-mail",
    sent: "If the User ID signs in with a portal password, a link to choose a new password has been sent to the account's e-mail address. It can be used once, within one hour.",
    limitedTitle: "Too many requests",
    limited: "Too many reset links were asked for. Please wait {minutes}, then try again.",
    chooseTitle: "Choose a new password",
    chooseIntro: "Choose the password you will sign in with from now on.",
    save: "Change the password",
    unusableTitle: "Reset link not valid",
    unusable:
      "This link is not valid: it has expired, has already been used, or a newer link was sent. Ask for a new link from the sign-in page.",
    askAgain: "Ask for a new link",
    doneTitle: "Password changed",
    done: "Your password has been changed, and every session of your account has ended. Sign in with your new password.",
    signIn: "Sign in",
    back: "Back to the portal"
  },
  fr: {
    requestTitle: "Réinitialiser votre mot de passe",
    requestIntro:
      "Entrez votre code d'utilisateur. Si votre compte se connecte avec un mot de passe du portail, un lien pour en choisir un nouveau est envoyé à son adresse courriel.",
    userIdHelp:
      "Si vous avez oublié votre code d'utilisateur, votre administrateur des utilisateurs peut vous le donner. Le personnel du bureau peut joindre le Service à la clientèle au 1-800-555-0199.",
    userId: "Code d'utilisateur",
    send: "Envoyer le lien",
    requiredUserId: "Veuillez entrer votre code d'utilisateur.",
    sentTitle: "Consultez vos courriels",
    sent: "Si le code d'utilisateur se connecte avec un mot de passe du portail, un lien pour choisir un nouveau mot de passe a été envoyé à l'adresse courriel du compte. Il peut être utilisé une seule fois, dans l'heure.",
    limitedTitle: "Trop de demandes",
    limited: "Trop de liens de réinitialisation ont été demandés. Veuillez patienter {minutes}, puis réessayer.",
    chooseTitle: "Choisir un nouveau mot de passe",
    chooseIntro: "Choisissez le mot de passe avec lequel vous vous connecterez désormais.",
    save: "Modifier le mot de passe",
    unusableTitle: "Lien de réinitialisation non valide",
    unusable:
      "Ce lien n'est pas valide : il a expiré, a déjà été utilisé, ou un lien plus récent a été envoyé. Demandez un nouveau lien depuis la page de connexion.",
    askAgain: "Demander un nouveau lien",
    doneTitle: "Mot de passe modifié",
    done: "Votre mot de passe a été modifié et toutes les sessions de votre compte ont pris fin. Connectez-vous avec votre nouveau mot de passe.",
    signIn: "Se connecter",
    back: "Retour au portail"
  }
} as const

/** The request for a link: the User ID, nothing else. */
export const renderResetRequestPage = (options: {
  readonly lang: PageLanguage
  readonly action: string
  readonly portalUrl: string
  readonly login?: string
  readonly missing?: boolean
}) => {
  const t = text[options.lang]
  return portalPage(
    { lang: options.lang, title: t.requestTitle, switchable: true },
    `<p>${escape(t.requestIntro)}</p>
<form method="post" action="${escape(options.action)}" autocomplete="off">
<input type="hidden" name="lang" value="${options.lang}">
<label for="login">${escape(t.userId)}</label>
<input id="login" name="login" type="text" value="${escape(options.login ?? "")}" required autofocus autocomplete="username" aria-describedby="login-help${options.missing ? " login-error" : ""}"${options.missing ? ' aria-invalid="true"' : ""}>
${options.missing ? `<p class="error" id="login-error" role="alert">${escape(t.requiredUserId)}</p>` : ""}
<p class="hint" id="login-help">${escape(t.userIdHelp)}</p>
<button type="submit">${escape(t.send)}</button>
</form>
<p><a href="${escape(options.portalUrl)}/login">${escape(t.back)}</a></p>`
  )
}

/** A page of one message, a status or (for a refusal) an alert, and the one link that goes on from it. */
const messagePage = (
  lang: PageLanguage,
  title: string,
  message: { readonly text: string; readonly alert?: boolean },
  link: { readonly href: string; readonly label: string }
) =>
  portalPage(
    { lang, title },
    `<p${message.alert ? ' class="error" role="alert"' : ' role="status"'}>${escape(message.text)}</p>
<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>`
  )

/** The one answer to a request, whether or not the User ID exists or may reset its password. */
export const renderResetSentPage = (lang: PageLanguage, portalUrl: string) =>
  messagePage(lang, text[lang].sentTitle, { text: text[lang].sent }, { href: `${portalUrl}/login`, label: text[lang].back })

export const renderResetLimitedPage = (lang: PageLanguage, portalUrl: string, retryAfterSeconds: number) =>
  messagePage(
    lang,
    text[lang].limitedTitle,
    { text: text[lang].limited.replace("{minutes}", minutes(retryAfterSeconds)), alert: true },
    { href: `${portalUrl}/login`, label: text[lang].back }
  )

/** The link's page: the new password under the shared rules, each refusal at its field. */
export const renderResetChoosePage = (options: ChoosePasswordOptions) => {
  const t = text[options.lang]
  return renderChoosePasswordPage({ ...options, title: t.chooseTitle, intro: t.chooseIntro, submitLabel: t.save })
}

/** A link that no longer opens its account: expired, used, replaced by a newer one, or never sent. */
export const renderResetUnusablePage = (lang: PageLanguage, requestUrl: string) =>
  messagePage(
    lang,
    text[lang].unusableTitle,
    { text: text[lang].unusable, alert: true },
    { href: requestUrl, label: text[lang].askAgain }
  )

export const renderResetDonePage = (lang: PageLanguage, portalUrl: string) =>
  messagePage(lang, text[lang].doneTitle, { text: text[lang].done }, { href: `${portalUrl}/login`, label: text[lang].signIn })
