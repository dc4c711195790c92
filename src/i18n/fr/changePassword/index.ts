import type { NamespaceChangePasswordTranslation } from "../../i18n-types"

const fr_changePassword = {
  title: "Changer le mot de passe",
  intro: "Votre nouveau mot de passe remplace l'actuel sur-le-champ : connectez-vous avec lui dorénavant.",
  currentPassword: "Mot de passe actuel",
  newPassword: "Nouveau mot de passe",
  confirmPassword: "Confirmez le nouveau mot de passe",
  rules:
    "De 8 à 64 caractères, dont au moins 3 de ces 4 types : une lettre minuscule, une lettre majuscule, un chiffre, un caractère spécial. Lettres sans accents, chiffres et les caractères spéciaux {specials} seulement; aucune espace.",
  change: "Changer le mot de passe",
  changing: "Changement en cours…",
  issues: {
    required: "Ce champ est obligatoire.",
    passwordCriteria: "Le mot de passe ne respecte pas les critères exigés.",
    passwordMismatch: "Les mots de passe ne correspondent pas.",
    wrongPassword: "Le mot de passe actuel n'est pas le bon.",
    commonPassword:
      "Ce mot de passe est trop courant ou a déjà été exposé lors d'une fuite de données. Choisissez-en un plus difficile à deviner.",
    personalPassword: "Le mot de passe ne doit pas contenir votre code d'utilisateur ni le nom de votre adresse courriel."
  },
  changed:
    "Votre mot de passe a été changé. Vos autres sessions ont été fermées : reconnectez-vous-y avec le nouveau mot de passe.",
  refused: "Votre mot de passe n'a pas été changé. Vérifiez les renseignements saisis et réessayez."
} satisfies NamespaceChangePasswordTranslation

export default fr_changePassword
