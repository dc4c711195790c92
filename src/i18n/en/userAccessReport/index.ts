import type { BaseTranslation } from "../../i18n-types"
// The generator runs these files as plain ES modules, which name the file they import in full.
import { en_userSearchWords } from "../userSearchWords.js"

/** The user access report and its details page (document 2 section 2). */
const en_userAccessReport = {
  title: "User Access Report",
  intro: "Who could do what at the end of the chosen day: each user's status and functions as they were then.",
  ...en_userSearchWords,
  function: "Function",
  allFunctions: "All functions",
  asOfDate: "As of",
  view: "Details",
  viewUser: "Details of {name:string} ({userId:string})",
  columns: {
    organization: "Organization",
    company: "Company",
    userId: "User ID",
    userName: "Name",
    status: "Status",
    createdDate: "Created",
    lastLoginDate: "Last login",
    functions: "Functions",
    actions: "Details"
  },
  details: {
    title: "User Access Details",
    asOf: "As of {date:string}",
    loading: "Loading the user's access…",
    failed: "The user's access could not be loaded.",
    retry: "Try again",
    history: "History",
    noHistory: "No changes recorded.",
    changeDate: "Change date",
    changeAdministrator: "Administrator",
    changeDescription: "Description",
    toPdf: "To PDF",
    back: "Back",
    never: "Never",
    none: "None"
  }
} satisfies BaseTranslation

export default en_userAccessReport
