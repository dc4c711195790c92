import type { BaseTranslation } from "../../i18n-types"

/** Clients and sponsors (dash clients, document 2 sections 2, 4, 5 and 8). */
const en_dashClients = {
  listTitle: "Clients",
  newTitle: "New client",
  profileTitle: "Client profile",
  loading: "Loading the clients…",
  loadingProfile: "Loading the client…",
  loadFailed: "The clients could not be loaded.",
  profileLoadFailed: "The client could not be loaded.",
  retry: "Try again",
  newClient: "New client",
  empty: "No clients yet.",
  columns: {
    clientId: "Client ID",
    name: "Name",
    type: "Type",
    status: "Status",
    sponsors: "Sponsors"
  },
  status: {
    active: "Active",
    inactive: "Inactive"
  },
  openClient: "Open the client {name:string}",
  fields: {
    clientId: "Client ID",
    clientIdHint: "Letters and digits only, at most {max:number} characters.",
    nameEn: "English name",
    nameFr: "French name",
    nameHint: "Letters and digits only, at most {max:number} characters.",
    type: "Type",
    selectType: "Select a type",
    status: "Status"
  },
  readOnly: "Clients of the types IBC, Organization and Company cannot be changed or deleted.",
  sponsors: {
    title: "Sponsors",
    add: "Add sponsor",
    empty: "No sponsors yet.",
    onlyBrokers: "Only Broker clients have sponsors.",
    saveFirst: "Save the client to add its sponsors.",
    lastSponsor: "The last sponsor of a broker with employees cannot be removed.",
    remove: "Remove",
    removing: "Removing…",
    removeLabel: "Remove the sponsor {name:string}",
    dialogTitle: "Add a sponsor",
    dialogIntro: "A sponsor is an insurer's company the broker works for.",
    organization: "Organization",
    company: "Company",
    selectOrganization: "Select an organization",
    selectCompany: "Select a company"
  },
  buttons: {
    save: "Save",
    cancel: "Cancel",
    delete: "Delete",
    deleting: "Deleting…"
  },
  confirm: {
    deleteTitle: "Delete this client?",
    deleteText: "Delete the client {name:string}?",
    removeTitle: "Remove this sponsor?",
    removeText: "Remove the sponsor {name:string}?"
  },
  notices: {
    created: "The client was created.",
    updated: "The client was updated.",
    deleted: "The client was deleted.",
    sponsorAdded: "The sponsor was added.",
    sponsorRemoved: "The sponsor was removed.",
    notSaved: "The client was not saved. Check the highlighted fields.",
    duplicateName: "Another client already has this name.",
    duplicateClientId: "Another client already has this Client ID.",
    assignedToUser: "This client is assigned to users and cannot be deleted.",
    notModifiable: "Clients of the types IBC, Organization and Company cannot be changed or deleted.",
    lastSponsor: "The last sponsor of a broker with employees cannot be removed.",
    duplicateSponsor: "The broker already has this sponsor."
  },
  /** Field messages, by the issue codes of the shared rules (src/api/clients/validation.ts) and the server's. */
  messages: {
    blank: "This field cannot be blank",
    required: "This field is required",
    tooLong: "This value is too long",
    notAlphanumeric: "Accepts only letters and digits",
    typeNotAllowed: "This type cannot be chosen",
    unknownValue: "Choose a value from the list",
    duplicateName: "Another client already has this name",
    duplicateClientId: "Another client already has this Client ID"
  }
} satisfies BaseTranslation

export default en_dashClients
