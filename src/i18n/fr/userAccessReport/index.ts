import type { NamespaceUserAccessReportTranslation } from "../../i18n-types"

const fr_userAccessReport = {
  title: "Rapport d'accès des utilisateurs",
  intro: "Qui pouvait faire quoi à la fin du jour choisi : le statut et les fonctions de chaque utilisateur à ce moment.",
  userId: "Code d'utilisateur",
  userName: "Nom",
  status: "Statut",
  statuses: {
    all: "Tous",
    enabled: "Activé",
    disabled: "Désactivé"
  },
  function: "Fonction",
  allFunctions: "Toutes les fonctions",
  asOfDate: "En date du",
  results: "Utilisateurs",
  noResults: "Aucun utilisateur trouvé.",
  count: "{count} {{utilisateur trouvé|utilisateurs trouvés}}",
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
