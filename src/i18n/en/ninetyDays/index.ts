import type { BaseTranslation } from "../../i18n-types"

const en_ninetyDays = {
  title: "90-Day Report",
  intro: "Reports of your companies whose driver's data was corrected after they were pulled. Rows in bold are not reviewed yet.",
  fromDate: "Change date from",
  toDate: "Change date to",
  reviewStatus: "Review status",
  reviewStatuses: {
    all: "All",
    reviewed: "Reviewed",
    notReviewed: "Not reviewed"
  },
  noResults: "No corrected reports match your search.",
  count: "{count:number} {{result|results}} found",
  countCapped:
    "More than {count:number} results found; the first {count:number} are listed. Narrow the search to see the others.",
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
  regenerate: {
    button: "Regenerate report",
    working: "Regenerating the report…",
    done: "The report was regenerated from the current data and the change is marked as reviewed."
  },
  badge: "{count:number} {{report|reports}} not reviewed"
} satisfies BaseTranslation

export default en_ninetyDays
