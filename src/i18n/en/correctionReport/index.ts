import type { BaseTranslation } from "../../i18n-types"

const en_correctionReport = {
  title: "Correction Report",
  company: "Reporting company",
  fromDate: "Correction date from",
  toDate: "Correction date to",
  reset: "Clear",
  noResults: "No corrections were made in this period.",
  results: "Corrections",
  count: "{count:number} {{correction|corrections}} found",
  columns: {
    company: "Company",
    correctionDate: "Correction date",
    correctorUserName: "Corrected by",
    fieldName: "Field",
    dln: "Licence number",
    policyId: "Policy number",
    policyEffectiveDate: "Policy effective date",
    claimId: "Claim number",
    accidentDate: "Accident date",
    oldValue: "Old value",
    newValue: "New value"
  }
} satisfies BaseTranslation

export default en_correctionReport
