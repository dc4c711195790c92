import type { NamespaceCorrectionReportTranslation } from "../../i18n-types"

const fr_correctionReport = {
  title: "Rapport de corrections",
  filters: "Critères de recherche",
  organization: "Organisation",
  company: "Entreprise déclarante",
  selectOrganization: "Choisissez une organisation",
  selectCompany: "Choisissez une entreprise",
  loadingCompanies: "Chargement des entreprises…",
  unit: "Unité",
  selectUnit: "Choisissez une unité",
  fromDate: "Date de correction, du",
  toDate: "Date de correction, au",
  search: "Rechercher",
  reset: "Effacer",
  exportCsv: "Exporter en CSV",
  exporting: "Exportation en cours…",
  searching: "Recherche en cours…",
  noResults: "Aucune correction n'a été faite pendant cette période.",
  results: "Corrections",
  count: "{count} {{correction trouvée|corrections trouvées}}",
  columns: {
    company: "Entreprise",
    correctionDate: "Date de correction",
    correctorUserName: "Corrigé par",
    fieldName: "Champ",
    dln: "Numéro de permis",
    policyId: "Numéro de police",
    policyEffectiveDate: "Date d'effet de la police",
    claimId: "Numéro de sinistre",
    accidentDate: "Date de l'accident",
    oldValue: "Ancienne valeur",
    newValue: "Nouvelle valeur"
  },
  pager: {
    label: "Pages de résultats",
    previous: "Précédente",
    next: "Suivante",
    page: "Page {page} de {pages}"
  }
} satisfies NamespaceCorrectionReportTranslation

export default fr_correctionReport
