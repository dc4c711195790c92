import type { NamespaceCorrectionReportTranslation } from "../../i18n-types"

const fr_correctionReport = {
  title: "Rapport de corrections",
  company: "Entreprise déclarante",
  fromDate: "Date de correction, du",
  toDate: "Date de correction, au",
  reset: "Effacer",
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
  }
} satisfies NamespaceCorrectionReportTranslation

export default fr_correctionReport
