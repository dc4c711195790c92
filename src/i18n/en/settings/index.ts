import type { BaseTranslation } from "../../i18n-types"

/** The settings (document 2 sections 2, 5, 7 and 8): five tabs. */
const en_settings = {
  /** Tab 1: claims providers of the sign-in service (e-mail domain to sign-in domain). */
  claimsProviders: {
    intro: "Users whose e-mail is on a domain below are sent to its sign-in domain when they sign in.",
    caption: "Claims providers",
    add: "Add a provider",
    empty: "No e-mail domain is mapped: every user signs in where their organization does.",
    columns: {
      emailDomainName: "E-mail domain",
      b2cDomainName: "Sign-in domain",
      actions: "Actions"
    },
    edit: "Edit",
    delete: "Delete",
    deleting: "Deleting…",
    rowLabel: {
      edit: "Edit the provider of {name:string}",
      delete: "Delete the provider of {name:string}"
    },
    dialog: {
      addTitle: "Add a claims provider",
      editTitle: "Edit the claims provider",
      emailDomainName: "E-mail domain",
      emailDomainNameHint: "A domain in lower case, without @, e.g. carrier.example. At most {max:number} characters.",
      b2cDomainName: "Sign-in domain",
      b2cDomainNameHint: "Where those users sign in, e.g. login.carrier.example. At most {max:number} characters."
    },
    deleteConfirm: {
      title: "Delete the claims provider?",
      text: "Users on {name:string} will sign in where their organization does."
    },
    notices: {
      saved: "The claims provider was saved.",
      deleted: "The claims provider was deleted.",
      duplicate: "Duplicate record",
      notSaved: "Not saved. Check the highlighted fields."
    },
    messages: {
      required: "This field is required",
      tooLong: "This value is too long",
      invalidDomain: "Enter a domain in lower case without @, e.g. carrier.example",
      duplicate: "This e-mail domain already has a provider"
    }
  },
  /** Tab 2: client identifier mappings. */
  clientMappings: {
    intro: "Each client id stands for an organization, a company and the user account its system acts as.",
    caption: "Client identifier mappings",
    add: "Add a mapping",
    empty: "No client id is mapped.",
    columns: {
      clientId: "Client ID",
      organization: "Organization",
      company: "Company",
      user: "User account",
      isVendor: "Is Vendor",
      status: "Status",
      actions: "Actions"
    },
    enabled: "Enabled",
    disabled: "Disabled",
    yes: "Yes",
    no: "No",
    edit: "Edit",
    delete: "Delete",
    deleting: "Deleting…",
    restore: "Restore",
    restoring: "Restoring…",
    issueSecret: "Issue a secret",
    issuingSecret: "Issuing…",
    rowLabel: {
      edit: "Edit the mapping of {name:string}",
      delete: "Delete the mapping of {name:string}",
      restore: "Restore the mapping of {name:string}",
      issueSecret: "Issue a secret for {name:string}"
    },
    dialog: {
      addTitle: "Add a client identifier mapping",
      editTitle: "Edit the client identifier mapping",
      clientId: "Client ID",
      clientIdHint: "Letters, digits, dot, underscore and hyphen. At most {max:number} characters.",
      organization: "Organization",
      company: "Company",
      user: "User account",
      selectOrganization: "Select an organization",
      selectCompany: "Select a company",
      selectUser: "Select a user account",
      loadingChoices: "Loading the companies and user accounts…",
      noUsers: "This company has no user account.",
      isVendor: "Is Vendor"
    },
    deleteConfirm: {
      title: "Delete the mapping?",
      text: "The client id {name:string} will be disabled. It stays in the list and can be restored."
    },
    restoreConfirm: {
      title: "Restore the mapping?",
      text: "The client id {name:string} will be enabled again."
    },
    secretConfirm: {
      title: "Issue a new client secret?",
      text: "A new secret for {name:string} replaces any earlier one at once: the carrier's system must then use the new secret to obtain its tokens."
    },
    secretShown: {
      title: "The client secret of {name:string}",
      clientId: "Client ID",
      secret: "Client secret",
      copy: "Copy the secret",
      copied: "Copied",
      once: "This secret will not be shown again. Copy it now and give it to the carrier's system; if it is lost, issue a new one.",
      close: "I have copied it"
    },
    notices: {
      saved: "The client identifier mapping was saved.",
      deleted: "The client identifier mapping was disabled.",
      restored: "The client identifier mapping was restored.",
      duplicate: "Duplicate record: an enabled mapping has this client id.",
      notSaved: "Not saved. Check the highlighted fields.",
      secretRefused: "No secret was issued: this mapping is disabled or no longer exists."
    },
    messages: {
      required: "This field is required",
      tooLong: "This value is too long",
      invalidClientId: "Use only letters, digits, dot, underscore and hyphen",
      userNotOfCompany: "This user account is not of the organization and company chosen",
      unknownValue: "This choice is not available",
      duplicate: "An enabled mapping has this client id"
    }
  },
  /** /b2c (document 2 section 2): the identity-provider settings on one page. */
  identityProviders: {
    title: "Sign-in settings",
    intro:
      "Where users sign in and how carriers' systems reach the portal: e-mail domains sent to a carrier's own sign-in service, and client identifiers mapped to portal accounts. Both lists are also tabs of the settings.",
    otherSettings: "All settings"
  },
  title: "Settings",
  loading: "Loading…",
  loadFailed: "This setting could not be loaded.",
  retry: "Try again",
  tabs: {
    label: "Settings",
    claimsProviders: "Claims providers",
    clientMappings: "Client identifier mappings",
    contactUs: "Contact us",
    termsOfService: "Terms of service",
    systemMessage: "System message"
  },
  contactUs: {
    intro: "The text of the Contact us page, in the language chosen.",
    language: "Language",
    english: "English",
    french: "French",
    text: "Contact-us text",
    textHint: "Shown as written, line breaks kept.",
    unsaved: {
      en: "The English text has changes that are not saved: choose English again to find and save them.",
      fr: "The French text has changes that are not saved: choose French again to find and save them."
    }
  },
  termsOfService: {
    intro: "Publishing new terms asks every user to accept them at their next visit.",
    textEn: "Terms of service (English)",
    textFr: "Terms of service (French)",
    publish: "Publish",
    publishing: "Publishing…",
    confirmTitle: "Publish the new terms of service?",
    confirmText: "Every user will be asked to accept the new terms at their next visit before going on."
  },
  systemMessage: {
    intro: "Shown on the home and sign-in pages between its start and end date.",
    messageEn: "Message (English)",
    messageFr: "Message (French)",
    messageHint: "At most {max:number} characters. Leave both empty to show no message.",
    startDate: "Start date and time",
    endDate: "End date and time",
    dateHint: "Leave empty for no limit. The end must be after the start."
  },
  notices: {
    contactUsSaved: "The contact-us text was saved.",
    termsPublished: "The new terms of service were published.",
    systemMessageSaved: "The system message was saved.",
    notSaved: "Not saved. Check the highlighted fields."
  },
  /** Field messages, by the issue codes of the shared rules (src/api/settings/contentRules.ts) and the server's. */
  messages: {
    blank: "This field cannot be blank",
    required: "This field is required",
    tooLong: "This value is too long",
    invalidDate: "Invalid Date",
    endNotAfterStart: "The end date must be after the start date"
  }
} satisfies BaseTranslation

export default en_settings
