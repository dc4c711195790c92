import type { BaseTranslation } from "../../i18n-types"

const en_correctionReport = {
  title: "Correction Report",
  filters: "Search criteria",
  organization: "Organization",
  company: "Reporting company",
  selectOrganization: "Select an organization",
  selectCompany: "Select a company",
  loadingCompanies: "Loading companies…",
  unit: "Unit",
  selectUnit: "Select a unit",
  fromDate: "Correction date from",
  toDate: "Correction date to",
  search: "Search",
  reset: "Clear",
  exportCsv: "Export CSV",
  exporting: "Exporting…",
  searching: "Searching…",
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
  },
  pager: {
    label: "Result pages",
    previous: "Previous",
    next: "Next",
    page: "Page {page:number} of {pages:number}"
  }
} satisfies BaseTranslation

export default en_correctionReport
