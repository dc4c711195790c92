/**
 * The notice that an account's credentials changed (ASVS 2.2.3, 2.5.5): its password was changed, or
 * it was activated. The portal keeps no preferred language, so the mail is in English then French,
 * as the portal's other notices. It names what happened and when, and whom to contact if it was not
 * the user; it carries no secret (no password, no link that signs in).
 */
export interface CredentialMailInput {
  readonly firstName: string
  readonly lastName: string
  readonly userId: string
  readonly change: "passwordChanged" | "activated"
  readonly at: Date
}

/** "2026-12-02 14:05 UTC": the same in both languages. */
const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`

export const credentialMail = (input: CredentialMailInput) => {
  const name = `${input.firstName} ${input.lastName}`
  const at = utc(input.at)
  const passwordChanged = input.change === "passwordChanged"
  const english = [
    `Hello ${name},`,
    "",
    passwordChanged
      ? `The password of your Driver and Vehicle Data Portal account (User ID ${input.userId}) was changed on ${at}.`
      : `Your Driver and Vehicle Data Portal account (User ID ${input.userId}) was activated on ${at}.`,
    "",
    "If you did not do this, contact the bureau at once: its details are on the portal's Contact us page."
  ]
  const french = [
    `Bonjour ${name},`,
    "",
    passwordChanged
      ? `Le mot de passe de votre compte du Portail des données sur les conducteurs et les véhicules (code d'utilisateur ${input.userId}) a été modifié le ${at}.`
      : `Votre compte du Portail des données sur les conducteurs et les véhicules (code d'utilisateur ${input.userId}) a été activé le ${at}.`,
    "",
    "Si ce n'est pas vous, communiquez sans tarder avec le bureau : ses coordonnées sont sur la page Contactez-nous du portail."
  ]
  return {
    subject: passwordChanged
      ? "Your portal password was changed / Le mot de passe de votre compte du portail a été modifié"
      : "Your portal account was activated / Votre compte du portail a été activé",
    body: [...english, "", "---", "", ...french].join("\n")
  }
}
