import type { BaseTranslation } from "../../i18n-types"

/** The company profile (document 2 sections 2, 4, 5 and 8). */
const en_companyProfile = {
  title: "Company Profile",
  loading: "Loading the company profile…",
  loadFailed: "The company profile could not be loaded.",
  retry: "Try again",
  scope: {
    organization: "Organization",
    company: "Company",
    selectOrganization: "Select an organization",
    selectCompany: "Select a company",
    loadingCompanies: "Loading the companies…",
    choose: "Choose an organization and a company to see its profile."
  },
  credentials: {
    label: "Bureau credentials",
    hint: "Users of this company sign in with bureau credentials rather than their company's sign-in.",
    saving: "Saving…"
  },
  reuse: {
    label: "Report reuse window",
    hint: "A report the company asks for again on the same driver within this window is answered from the one already pulled, without a new charge.",
    none: "None: always pull a new report",
    sameDay: "The same day",
    hours24: "24 hours",
    saving: "Saving…"
  },
  lists: {
    units: "Units",
    options: "Driver report options",
    domains: "Permitted domains",
    recipients: "Notification recipients",
    empty: "None yet.",
    add: "Add",
    addTo: "Add: {list:string}",
    loadingOptions: "Loading the options…"
  },
  columns: {
    name: "Name",
    years: "Years of data",
    note: "Note",
    users: "Users",
    usersCount: "Users: {count:number}",
    domain: "Domain",
    email: "E-mail",
    actions: "Actions"
  },
  buttons: {
    rename: "Rename",
    edit: "Edit",
    delete: "Delete",
    deleting: "Deleting…"
  },
  /** Why a row cannot be deleted. */
  linkedToUsers: "Linked to users: it cannot be deleted.",
  rowLabel: {
    rename: "Rename {name:string}",
    edit: "Edit {name:string}",
    delete: "Delete {name:string}"
  },
  years: "{years:number} years",
  maximum: "Maximum",
  dialogs: {
    addUnit: "Add a unit",
    renameUnit: "Rename the unit",
    addOption: "Add a driver report option",
    editOption: "Edit the driver report option",
    addDomain: "Add a permitted domain",
    addRecipient: "Add a notification recipient",
    editRecipient: "Edit the notification recipient",
    unitName: "Unit name",
    unitNameEn: "Unit name in English",
    unitNameFr: "Unit name in French",
    unitNameHint: "Letters and digits only, at most {max:number} characters.",
    years: "Years of data",
    note: "Note",
    noteHint: "At most {max:number} characters.",
    assignToAllUsers: "Assign to all users",
    makeDefault: "Make default",
    makeDefaultHint: "Available when the option is assigned to all users.",
    domain: "Domain",
    domainHint: "Starts with @, in lower case, for example @example.com (at most {max:number} characters).",
    recipientEmail: "E-mail",
    recipientHint: "At most {max:number} characters."
  },
  deleteConfirm: {
    title: "Delete this item?",
    unit: "Delete the unit {name:string}?",
    option: "Delete the driver report option {name:string}?",
    domain: "Delete the permitted domain {name:string}?",
    recipient: "Delete the notification recipient {name:string}?"
  },
  notices: {
    saved: "The record was saved.",
    credentialsSaved: "The bureau credentials setting was saved.",
    reuseSaved: "The report reuse window was saved.",
    unitDeleted: "The unit was deleted.",
    optionDeleted: "The driver report option was deleted.",
    domainDeleted: "The permitted domain was deleted.",
    recipientDeleted: "The notification recipient was deleted.",
    duplicate: "Duplicate record",
    notSaved: "The record was not saved. Check the highlighted field.",
    linkedToUsers: "This item is linked to users and cannot be deleted."
  },
  /** Field messages, by the issue codes of the shared rules (src/api/company/validation.ts) and the server's. */
  messages: {
    blank: "This field cannot be blank",
    required: "This field is required",
    tooLong: "This value is too long",
    notAlphanumeric: "Accepts only letters and digits",
    invalidDomain: "Invalid domain: @ then a lower-case host name such as @example.com",
    invalidEmail: "Invalid e-mail",
    yearsOutOfRange: "Choose 6 to 25 years, or Maximum",
    defaultWithoutAssignToAll: "Make default goes only with Assign to all users",
    duplicate: "Duplicate record"
  }
} satisfies BaseTranslation

export default en_companyProfile
