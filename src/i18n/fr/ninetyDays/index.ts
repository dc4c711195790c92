import type { NamespaceNinetyDaysTranslation } from "../../i18n-types"

const fr_ninetyDays = {
  title: "Rapport de 90 jours",
  intro:
    "Rapports de vos entreprises dont les données du conducteur ont été corrigées après leur production. Les lignes en gras n'ont pas encore été révisées.",
  filters: "Critères de recherche",
  organization: "Organisation",
  company: "Entreprise",
  unit: "Unité",
  selectOrganization: "Choisissez une organisation",
  selectCompany: "Choisissez une entreprise",
  selectUnit: "Choisissez une unité",
  noUnits: "Aucune unité",
  loadingCompanies: "Chargement des entreprises…",
  loadingUnits: "Chargement des unités…",
  requestor: "Nom du demandeur",
  requestorHint: "Tapez au moins 2 lettres pour voir les noms qui correspondent",
  requestorSuggestions: "Noms de demandeurs qui correspondent",
  fromDate: "Date de modification, du",
  toDate: "Date de modification, au",
  reviewStatus: "État de la révision",
  reviewStatuses: {
    all: "Tous",
    reviewed: "Révisés",
    notReviewed: "Non révisés"
  },
  search: "Rechercher",
  reset: "Réinitialiser",
  exportCsv: "Exporter en CSV",
  exporting: "Exportation en cours…",
  searching: "Recherche en cours…",
  noResults: "Aucun rapport corrigé ne correspond à votre recherche.",
  results: "Résultats",
  count: "{count} {{résultat trouvé|résultats trouvés}}",
  columns: {
    changeDate: "Date de modification",
    reportDate: "Date du rapport",
    organization: "Organisation",
    company: "Entreprise",
    reportRequestor: "Demandeur",
    referenceNumber: "Numéro de référence",
    driverLicenseNumber: "Numéro de permis",
    changes: "Modifications",
    reviewedBy: "Révisé par",
    actions: "Actions"
  },
  notReviewed: "Non révisé",
  view: "Voir",
  viewReport: "Voir le rapport {id} du permis {licence}",
  pager: {
    label: "Pages de résultats",
    previous: "Précédente",
    next: "Suivante",
    page: "Page {page} de {pages}"
  },
  regenerate: {
    button: "Produire le rapport de nouveau",
    working: "Production du rapport en cours…",
    done: "Le rapport a été produit de nouveau à partir des données actuelles et la modification est marquée comme révisée."
  },
  badge: "{count} {{rapport non révisé|rapports non révisés}}"
} satisfies NamespaceNinetyDaysTranslation

export default fr_ninetyDays
