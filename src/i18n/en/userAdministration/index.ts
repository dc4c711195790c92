import type { BaseTranslation } from "../../i18n-types"
// The generator runs these files as plain ES modules, which name the file they import in full.
import { en_userSearchWords } from "../userSearchWords.js"

/** The user administration search (document 2 section 2); the profile's words are under userProfile. */
const en_userAdministration = {
  title: "User Administration",
  ...en_userSearchWords,
  newUser: "New User",
  view: "View",
  viewUser: "View the profile of {name:string} ({userId:string})",
  columns: {
    userId: "User ID",
    userName: "Name",
    organization: "Organization",
    company: "Company",
    unit: "Unit",
    status: "Status",
    actions: "Actions"
  }
} satisfies BaseTranslation

export default en_userAdministration
