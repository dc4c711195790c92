import type { BaseTranslation } from "../../i18n-types"

/** The words every paged search shares (report history, 90-day report, correction report and the ones after them). */
const en_pagedSearch = {
  filters: "Search criteria",
  organization: "Organization",
  company: "Company",
  unit: "Unit",
  selectOrganization: "Select an organization",
  selectCompany: "Select a company",
  selectUnit: "Select a unit",
  noUnits: "No units",
  loadingCompanies: "Loading companies…",
  loadingUnits: "Loading units…",
  requestor: "Requestor name",
  requestorHint: "Type 2 letters or more to see matching names",
  requestorSuggestions: "Matching requestor names",
  search: "Search",
  reset: "Reset",
  exportCsv: "Export CSV",
  exporting: "Exporting…",
  searching: "Searching…",
  results: "Results",
  pager: {
    label: "Result pages",
    previous: "Previous",
    next: "Next",
    page: "Page {page:number} of {pages:number}"
  }
} satisfies BaseTranslation

export default en_pagedSearch
