import { noticeBody, utc, type MailAccount } from "./mailText"

/**
 * The notice that an account's credentials changed (ASVS 2.2.3, 2.5.5): its password was changed, it
 * was activated, or its second factor was enrolled or reset. The portal keeps no preferred language, so the mail is in English then French,
 * as the portal's other notices. It names what happened and when, and whom to contact if it was not
 * the user; it carries no secret (no password, no link that signs in).
 */
export interface CredentialMailInput extends MailAccount {
  readonly change: "passwordChanged" | "activated" | "secondFactorEnrolled" | "secondFactorReset"
  readonly at: Date
}

const portalEn = "Driver and Vehicle Data Portal"
const portalFr = "Portail des données sur les conducteurs et les véhicules"

const happened = (input: CredentialMailInput, at: string) => {
  const account = { en: `User ID ${input.userId}`, fr: `code d'utilisateur ${input.userId}` }
  switch (input.change) {
    case "passwordChanged":
      return {
        en: `The password of your ${portalEn} account (${account.en}) was changed on ${at}.`,
        fr: `Le mot de passe de votre compte du ${portalFr} (${account.fr}) a été modifié le ${at}.`,
        subject: "Your portal password was changed / Le mot de passe de votre compte du portail a été modifié"
      }
    case "activated":
      return {
        en: `Your ${portalEn} account (${account.en}) was activated on ${at}.`,
        fr: `Votre compte du ${portalFr} (${account.fr}) a été activé le ${at}.`,
        subject: "Your portal account was activated / Votre compte du portail a été activé"
      }
    case "secondFactorEnrolled":
      return {
        en: `An authenticator app was set up as the second factor of your ${portalEn} account (${account.en}) on ${at}.`,
        fr: `Une application d'authentification a été configurée comme deuxième facteur de votre compte du ${portalFr} (${account.fr}) le ${at}.`,
        subject:
          "A second factor was set up on your portal account / Un deuxième facteur a été configuré sur votre compte du portail"
      }
    case "secondFactorReset":
      return {
        en: `The second factor of your ${portalEn} account (${account.en}) was reset by a User Administrator on ${at}: you will set up an authenticator app again at your next sign-in.`,
        fr: `Le deuxième facteur de votre compte du ${portalFr} (${account.fr}) a été réinitialisé par un administrateur des utilisateurs le ${at} : vous configurerez de nouveau une application d'authentification à votre prochaine connexion.`,
        subject:
          "The second factor of your portal account was reset / Le deuxième facteur de votre compte du portail a été réinitialisé"
      }
  }
}

export const credentialMail = (input: CredentialMailInput) => {
  const what = happened(input, utc(input.at))
  const english = [
    what.en,
    "",
    "If you did not do this, contact the bureau at once: its details are on the portal's Contact us page."
  ]
  const french = [
    what.fr,
    "",
    "Si ce n'est pas vous, communiquez sans tarder avec le bureau : ses coordonnées sont sur la page Contactez-nous du portail."
  ]
  return { subject: what.subject, body: noticeBody(input, english, french) }
}
