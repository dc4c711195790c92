import type { NamespaceReportHistoryTranslation } from "../../i18n-types"

const fr_reportHistory = {
  title: "Historique des rapports",
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
  fromDate: "Date du rapport, du",
  toDate: "Date du rapport, au",
  referenceNumber: "Numéro de référence",
  driverLicenseNumber: "Numéro de permis de conduire",
  driverName: "Nom du conducteur",
  search: "Rechercher",
  reset: "Réinitialiser",
  exportCsv: "Exporter en CSV",
  exporting: "Exportation en cours…",
  searching: "Recherche en cours…",
  invalidDate: "Date invalide",
  futureDate: "Date invalide : nous sommes le {today}, et aucun rapport ne peut dater d'un jour ultérieur.",
  fromAfterTo: "La date de début doit précéder ou égaler la date de fin.",
  noResults: "Aucun résultat trouvé",
  results: "Résultats",
  count: "{count} {{résultat trouvé|résultats trouvés}}",
  columns: {
    reportId: "Rapport",
    reportDate: "Date du rapport",
    ianaTimezone: "Fuseau horaire",
    referenceNumber: "Numéro de référence",
    reportRequestor: "Demandeur",
    unit: "Unité",
    organization: "Organisation",
    company: "Entreprise",
    driverLicenseNumber: "Numéro de permis",
    driverName: "Nom du conducteur",
    licenseJurisdiction: "Province ou territoire",
    actions: "Actions"
  },
  view: "Voir",
  viewReport: "Voir le rapport {id} de {driver}",
  pager: {
    label: "Pages de résultats",
    previous: "Précédente",
    next: "Suivante",
    page: "Page {page} de {pages}"
  }
} satisfies NamespaceReportHistoryTranslation

export default fr_reportHistory
