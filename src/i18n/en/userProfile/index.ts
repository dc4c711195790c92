import type { BaseTranslation } from "../../i18n-types"

const en_userProfile = {
  title: {
    create: "New user",
    update: "User profile"
  },
  loading: "Loading the profile…",
  loadFailed: "The profile could not be loaded.",
  sections: {
    user: "User",
    employer: "Employed at",
    functions: "Functions",
    options: "Driver report options"
  },
  fields: {
    accessType: "Access type",
    company: "Company credentials",
    bureauCredentials: "Bureau credentials",
    userId: "User ID",
    userIdDerived: "Made from the e-mail for bureau credentials.",
    firstName: "First name",
    middleName: "Middle name",
    lastName: "Last name",
    email: "E-mail",
    mfaPhone: "Mobile phone (MFA)",
    mfaPhoneHint: "Ten digits, without +1.",
    copyFrom: "Copy from user",
    copyFromHint: "The e-mail of a user whose organizations, company, unit, functions and options this user gets.",
    organization: "Organization",
    reportingCompany: "Company",
    unit: "Unit",
    assignedOrganizations: "Assigned organizations",
    moreTags: "+{count:number}",
    choose: "Select…",
    companiesFor: "Companies for {function:string}",
    noCompanyOffered: "None of your companies is within the assigned organizations.",
    isDefault: "Default",
    defaultFor: "Default option: {option:string}",
    years: "{years:number} years",
    maximum: "Maximum",
    noOptions: "No driver report options are available for the chosen companies.",
    status: "Status",
    statusIs: "Status: {state:string}",
    enabled: "Enabled",
    disabled: "Disabled",
    notSignedIn: "This user has not signed in yet."
  },
  copy: {
    lookingUp: "Looking up the user…",
    notFound: "No user with this e-mail whose profile you may copy.",
    choose: "Choose the user to copy",
    title: "Copy this profile?",
    text: "The organizations, company, unit, functions and driver report options of {name:string} ({userId:string}) replace this user's.",
    confirm: "Copy"
  },
  buttons: {
    save: "Save",
    saving: "Saving…",
    cancel: "Cancel",
    disable: "Disable account",
    enable: "Enable account",
    resendInvitation: "Resend invitation",
    delete: "Delete account",
    resetSecondFactor: "Reset second factor",
    retry: "Try again"
  },
  confirm: {
    disableTitle: "Disable this account?",
    disableText:
      "{name:string} will no longer be able to sign in. The account's assigned organizations, functions and driver report options are removed.",
    enableTitle: "Enable this account?",
    enableText: "{name:string} will be able to sign in again.",
    deleteTitle: "Delete this account?",
    deleteText: "{name:string} has never signed in. The account is deleted.",
    resetSecondFactorTitle: "Reset the second factor?",
    resetSecondFactorText:
      "{name:string}'s authenticator and recovery codes stop working. At the next sign-in, {name:string} sets up an authenticator again.",
    busy: "Working…"
  },
  notices: {
    created: "The user was created and the invitation sent.",
    updated: "The user was updated.",
    enabled: "The account was enabled.",
    disabled: "The account was disabled.",
    invitationSent: "The invitation was sent.",
    deleted: "The account was deleted.",
    secondFactorReset: "The second factor was reset.",
    notSaved: "The user was not saved. Check the fields marked and try again.",
    privileges: "The selected account is granted privileges that you cannot access.",
    deleteNotFound: "The account to delete was not found.",
    inviteNotFound: "The invitation could not be sent: the account was not found."
  },
  /** Field messages, by the issue codes of src/api/fieldIssues.ts (the shared rules and the server's). */
  messages: {
    blank: "This field cannot be blank",
    required: "This field is required",
    tooLong: "This value is too long",
    invalidUserId: "Invalid user ID",
    invalidEmail: "Invalid e-mail",
    invalidPhone: "Invalid phone number: ten digits",
    noFunction: "Choose at least one function",
    noCompanySelected: "No company selected",
    noOptionSelected: "No option selected",
    noDefaultOption: "Choose one default option",
    domainNotPermittedEmail: "The e-mail's domain is not permitted for this company",
    domainNotPermittedUserId: "The user ID's domain is not permitted for this company",
    userIdInUse: "This user ID is already in use",
    emailInUse: "This e-mail is already in use",
    companyNotIbcCr: "This company does not use bureau credentials",
    companyNotCompanyCr: "This company does not use company credentials",
    brokerNoSponsor: "This broker has no sponsor",
    notGrantable: "You may not grant this function or company"
  }
} satisfies BaseTranslation

export default en_userProfile
