import type { BaseTranslation } from "../../i18n-types"

/** The usage report (document 2 section 2). */
const en_usageReport = {
  title: "Usage Report",
  intro: "How many driver and vehicle reports each user pulled, by organization, company and unit.",
  userId: "User ID",
  userName: "Name",
  fromDate: "From",
  toDate: "To",
  results: "Usage",
  noResults: "No results found",
  count: "{count:number} {{result|results}} found",
  range: "Reports from {from:string} to {to:string}",
  today: "Today: {today:string}",
  columns: {
    organization: "Organization",
    company: "Company",
    unit: "Unit",
    userId: "User ID",
    userName: "Name",
    numberOfRequest: "Number of requests",
    machineClient: "System"
  },
  viaClient: "{user:string} via {client:string}"
} satisfies BaseTranslation

export default en_usageReport
