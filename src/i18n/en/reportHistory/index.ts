import type { BaseTranslation } from "../../i18n-types"

const en_reportHistory = {
  title: "Report History",
  fromDate: "Report date from",
  toDate: "Report date to",
  referenceNumber: "Reference number",
  driverLicenseNumber: "Driver's licence number",
  driverName: "Driver name",
  invalidDate: "Invalid Date",
  futureDate: "Invalid Date: {today:string} is today, and a report cannot come from a later date.",
  fromAfterTo: "The from date must be on or before the to date.",
  noResults: "No results found",
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
    actions: "Actions",
    machineClient: "System"
  },
  viaClient: "{requestor:string} via {client:string}",
  view: "View",
  opened: "Opened {count:number} {{time|times}}",
  viewReport: "View report {id:number} of {driver:string}"
} satisfies BaseTranslation

export default en_reportHistory
