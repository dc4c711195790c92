import type { NamespaceUserAccessReportTranslation } from "../../i18n-types"
// The generator runs these files as plain ES modules, which name the file they import in full.
import { fr_userSearchWords } from "../userSearchWords.js"

const fr_userAccessReport = {
  title: "Rapport d'accès des utilisateurs",
  intro: "Qui pouvait faire quoi à la fin du jour choisi : le statut et les fonctions de chaque utilisateur à ce moment.",
  ...fr_userSearchWords,
  function: "Fonction",
  allFunctions: "Toutes les fonctions",
  asOfDate: "En date du",
  view: "Détails",
  viewUser: "Détails de {name} ({userId})",
  columns: {
    organization: "Organisation",
    company: "Entreprise",
    userId: "Code d'utilisateur",
    userName: "Nom",
    status: "Statut",
    createdDate: "Créé le",
    lastLoginDate: "Dernière connexion",
    functions: "Fonctions",
    actions: "Détails"
  },
  details: {
    title: "Détails de l'accès",
    asOf: "En date du {date}",
    loading: "Chargement de l'accès de l'utilisateur…",
    failed: "L'accès de l'utilisateur n'a pas pu être chargé.",
    retry: "Réessayer",
    history: "Historique",
    noHistory: "Aucun changement enregistré.",
    changeDate: "Date du changement",
    changeAdministrator: "Administrateur",
    changeDescription: "Description",
    toPdf: "En PDF",
    back: "Retour",
    never: "Jamais",
    none: "Aucune"
  }
} satisfies NamespaceUserAccessReportTranslation

export default fr_userAccessReport
