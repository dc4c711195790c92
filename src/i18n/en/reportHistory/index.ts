import type { BaseTranslation } from "../../i18n-types"

const en_reportHistory = {
  title: "Report History",
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
  fromDate: "Report date from",
  toDate: "Report date to",
  referenceNumber: "Reference number",
  driverLicenseNumber: "Driver's licence number",
  driverName: "Driver name",
  search: "Search",
  reset: "Reset",
  exportCsv: "Export CSV",
  exporting: "Exporting…",
  searching: "Searching…",
  invalidDate: "Invalid Date",
  futureDate: "Invalid Date: {today:string} is today, and a report cannot come from a later date.",
  fromAfterTo: "The from date must be on or before the to date.",
  noResults: "No results found",
  results: "Results",
  count: "{count:number} {{result|results}} found",
  columns: {
    reportId: "Report",
    reportDate: "Report date",
    ianaTimezone: "Time zone",
    referenceNumber: "Reference number",
    reportRequestor: "Requestor",
    unit: "Unit",
    organization: "Organization",
    company: "Company",
    driverLicenseNumber: "Licence number",
    driverName: "Driver name",
    licenseJurisdiction: "Jurisdiction",
    actions: "Actions"
  },
  view: "View",
  viewReport: "View report {id:number} of {driver:string}",
  pager: {
    label: "Result pages",
    previous: "Previous",
    next: "Next",
    page: "Page {page:number} of {pages:number}"
  }
} satisfies BaseTranslation

export default en_reportHistory
