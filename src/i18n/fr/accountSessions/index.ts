import type { NamespaceAccountSessionsTranslation } from "../../i18n-types"

/** Ses propres sessions : les voir et fermer n'importe laquelle (ASVS 3.3.4). */
const fr_accountSessions = {
  title: "Sessions actives",
  intro:
    "Les endroits où votre compte est connecté. Fermez une session que vous ne reconnaissez pas ou que vous n'utilisez plus : ce navigateur devra se reconnecter. Changer votre mot de passe ferme toutes les sessions sauf celle-ci.",
  columns: {
    browser: "Navigateur",
    address: "Adresse",
    started: "Ouverte le",
    lastUsed: "Dernière utilisation",
    actions: "Actions"
  },
  current: "Cette session",
  unknownBrowser: "Navigateur inconnu",
  unknownAddress: "Inconnue",
  end: "Fermer",
  endLabel: "Fermer la session de {browser} depuis {address}",
  endOthers: "Fermer toutes les autres sessions",
  confirmOneTitle: "Fermer cette session?",
  confirmOne: "{browser} depuis {address}, utilisée pour la dernière fois le {lastUsed}, devra se reconnecter.",
  confirmOthersTitle: "Fermer toutes les autres sessions?",
  confirmOthers: "Tous les navigateurs connectés à votre compte, sauf celui-ci, devront se reconnecter.",
  ending: "Fermeture…",
  ended: "La session a été fermée.",
  othersEnded: "Vos autres sessions ont été fermées.",
  unavailable: "Vos sessions n'ont pas pu être lues.",
  retry: "Réessayer"
} satisfies NamespaceAccountSessionsTranslation

export default fr_accountSessions
