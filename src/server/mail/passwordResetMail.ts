import { noticeBody, utc, type OneTimeLinkMail } from "./mailText"

/**
 * The password reset e-mail (issue 33): the one-time link to choose a new password, in English then
 * French as the portal's other notices. It names the account and the link's end; the link is a secret.
 */
export type PasswordResetMailInput = OneTimeLinkMail

export const passwordResetMail = (input: PasswordResetMailInput) => {
  const expires = utc(input.expiresAt)
  const english = [
    `A new password was asked for your Driver and Vehicle Data Portal account (User ID ${input.userId}). To choose it, open this link:`,
    input.link,
    "",
    `The link can be used once, until ${expires}. If you did not ask for it, ignore this mail: your password stays as it is.`
  ]
  const french = [
    `Un nouveau mot de passe a été demandé pour votre compte du Portail des données sur les conducteurs et les véhicules (code d'utilisateur ${input.userId}). Pour le choisir, ouvrez ce lien :`,
    input.link,
    "",
    `Le lien peut être utilisé une seule fois, jusqu'au ${expires}. Si vous n'avez rien demandé, ne tenez pas compte de ce courriel : votre mot de passe reste le même.`
  ]
  return {
    subject: "Choose a new portal password / Choisir un nouveau mot de passe du portail",
    body: noticeBody(input, english, french)
  }
}
