import type { BaseTranslation } from "../../i18n-types"

/** The user administration search (document 2 section 2); the profile's words are under userProfile. */
const en_userAdministration = {
  title: "User Administration",
  userId: "User ID",
  userName: "Name",
  status: "Status",
  statuses: {
    all: "All",
    enabled: "Enabled",
    disabled: "Disabled"
  },
  newUser: "New User",
  results: "Users",
  noResults: "No users found.",
  count: "{count:number} {{user|users}} found",
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
