import { noticeBody, utc, type OneTimeLinkMail } from "./mailText"

/** The invitation e-mail (document 2 section 2): one mail in English then French, as the portal's other notices. */
export interface InvitationMailInput extends OneTimeLinkMail {
  /** With the embedded provider the user chooses a password; with an external one they sign in there. */
  readonly setsPassword: boolean
}

export const invitationMail = (input: InvitationMailInput) => {
  const expires = utc(input.expiresAt)
  const english = [
    `An account has been created for you on the Driver and Vehicle Data Portal. Your User ID is ${input.userId}.`,
    "",
    input.setsPassword
      ? "To activate it, open the link below, enter your User ID and choose your password:"
      : "To activate it, open the link below, enter your User ID and sign in with your organization's account:",
    input.link,
    "",
    `The link can be used once, until ${expires}. If it has expired, ask your User Administrator to send a new invitation.`
  ]
  const french = [
    `Un compte a été créé pour vous dans le Portail des données sur les conducteurs et les véhicules. Votre code d'utilisateur est ${input.userId}.`,
    "",
    input.setsPassword
      ? "Pour l'activer, ouvrez le lien ci-dessous, entrez votre code d'utilisateur et choisissez votre mot de passe :"
      : "Pour l'activer, ouvrez le lien ci-dessous, entrez votre code d'utilisateur et connectez-vous avec le compte de votre organisation :",
    input.link,
    "",
    `Le lien peut être utilisé une seule fois, jusqu'au ${expires}. S'il a expiré, demandez à votre administrateur des utilisateurs de vous envoyer une nouvelle invitation.`
  ]
  return {
    subject:
      "Your Driver and Vehicle Data Portal account / Votre compte du Portail des données sur les conducteurs et les véhicules",
    body: noticeBody(input, english, french)
  }
}
