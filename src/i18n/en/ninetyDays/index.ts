import type { BaseTranslation } from "../../i18n-types"

const en_ninetyDays = {
  title: "90-Day Report",
  intro: "Reports of your companies whose driver's data was corrected after they were pulled. Rows in bold are not reviewed yet.",
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
  fromDate: "Change date from",
  toDate: "Change date to",
  reviewStatus: "Review status",
  reviewStatuses: {
    all: "All",
    reviewed: "Reviewed",
    notReviewed: "Not reviewed"
  },
  search: "Search",
  reset: "Reset",
  exportCsv: "Export CSV",
  exporting: "Exporting…",
  searching: "Searching…",
  noResults: "No corrected reports match your search.",
  results: "Results",
  count: "{count:number} {{result|results}} found",
  columns: {
    changeDate: "Change date",
    reportDate: "Report date",
    organization: "Organization",
    company: "Company",
    reportRequestor: "Requestor",
    referenceNumber: "Reference number",
    driverLicenseNumber: "Licence number",
    changes: "Changes",
    reviewedBy: "Reviewed by",
    actions: "Actions"
  },
  notReviewed: "Not reviewed",
  view: "View",
  viewReport: "View report {id:number} on licence {licence:string}",
  pager: {
    label: "Result pages",
    previous: "Previous",
    next: "Next",
    page: "Page {page:number} of {pages:number}"
  },
  regenerate: {
    button: "Regenerate report",
    working: "Regenerating the report…",
    done: "The report was regenerated from the current data and the change is marked as reviewed."
  },
  badge: "{count:number} {{report|reports}} not reviewed"
} satisfies BaseTranslation

export default en_ninetyDays
