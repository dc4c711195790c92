import type { NamespacePagedSearchTranslation } from "../../i18n-types"

const fr_pagedSearch = {
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
  search: "Rechercher",
  reset: "Réinitialiser",
  exportCsv: "Exporter en CSV",
  exporting: "Exportation en cours…",
  searching: "Recherche en cours…",
  results: "Résultats",
  pager: {
    label: "Pages de résultats",
    previous: "Précédente",
    next: "Suivante",
    page: "Page {page} de {pages}"
  }
} satisfies NamespacePagedSearchTranslation

export default fr_pagedSearch
