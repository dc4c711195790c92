import type { BaseTranslation } from "../i18n-types"

const en = {
  common: {
    appName: "Driver and Vehicle Data Portal",
    bureauName: "Insurance Data Bureau",
    loading: "Loading…",
    ok: "OK",
    cancel: "Cancel",
    confirm: "Confirm",
    save: "Save",
    saving: "Saving…",
    retry: "Try again",
    loadingChoices: "Loading the choices…",
    choicesFailed: "The choices could not be loaded.",
    back: "Back",
    skipToContent: "Skip to content",
    notAvailableYet: "This screen is not available yet.",
    backHome: "Back to home",
    dateFormat: "yyyy-mm-dd",
    dateFormatHint: "Format: yyyy-mm-dd",
    /** A field the contract refuses before any rule (code invalidValue): a value of the wrong type or form. */
    invalidValue: "This value is not valid",
    showPassword: "Show password",
    showPasswordShort: "Show",
    passwordStrength: "Password strength",
    passwordStrengthIs: "Password strength: {level}",
    passwordStrengthLevels: {
      veryWeak: "Very weak",
      weak: "Weak",
      fair: "Fair",
      strong: "Strong",
      veryStrong: "Very strong"
    }
  },
  language: {
    toggle: "Français",
    toggleLabel: "Afficher le portail en français"
  },
  login: {
    title: "Sign in",
    intro: "Sign in with your User ID to pull driver and vehicle history reports.",
    userId: "User ID",
    rememberUserId: "Remember my User ID",
    submit: "Next",
    invalidUserId: "Please enter a valid User ID",
    lookingUp: "Checking your User ID…",
    forgotPassword: "Forgot your User ID or password?",
    learnMore: "Learn more about the portal",
    advancedSignIn: "Advanced sign-in",
    back: "Back",
    logoEn: "Insurance Data Bureau",
    logoFr: "Bureau des données d'assurance",
    cookieNotice:
      "This site uses cookies that are needed for signing in and for remembering your language. By continuing you accept their use.",
    cookieOk: "OK",
    systemMessage: "System message",
    idleSignedOut:
      "You were signed out because the portal was not used for a while. Sign in again to return to the page you were on."
  },
  loginFailed: {
    title: "Sign-in error",
    error404: "You are not authorized to log in. Please contact the system administrator.",
    error401: "Your account has been disabled. Please contact the User Administrator.",
    error500: "System error [500]",
    backToLogin: "Back to sign in"
  },
  auth: {
    signingIn: "Signing you in…",
    signingOut: "Signing you out…",
    loggedOut: "You have been signed out successfully.",
    loggedOutIdle: "You have been signed out because the portal was not used for a while.",
    logoutNotInitiated: "The logout was not initiated from within the page",
    returningToLogin: "Returning to the sign-in page…",
    accountDisabledTitle: "Account disabled",
    accountDisabled: "Your account has been disabled. You will now be signed out. Please contact your User Administrator."
  },
  shell: {
    logo: "Driver and Vehicle Data Portal — home",
    menu: "Menu",
    closeMenu: "Close menu",
    navigation: "Main navigation",
    home: "Home",
    changePassword: "Change password",
    sessions: "Sessions",
    downloadMyData: "Download my data",
    signOut: "Sign out",
    copyright: "© {year:number} Insurance Data Bureau. All rights reserved.",
    terms: "Terms",
    contactUs: "Contact us",
    about: "About",
    notifications: "Notifications",
    close: "Close"
  },
  home: {
    title: "Home",
    welcome: "Welcome, {firstName:string}",
    lastSignIn: "Your last sign-in: {date:string}",
    firstSignIn: "This is your first sign-in.",
    tiles: "Your functions",
    unread: "{count:string} unread"
  },
  reauthentication: {
    title: "Confirm it is you",
    message: "This change needs your password again: you last gave it more than 15 minutes ago.",
    password: "Password",
    confirm: "Confirm",
    cancel: "Cancel",
    required: "Enter your password.",
    wrongPassword: "The password is not correct."
  },
  idle: {
    title: "Automatic logout",
    message: "For your security you will be logged out automatically in {seconds:number} seconds.",
    finalWarning: "You will be signed out in {seconds:number} seconds.",
    stay: "Keep me signed in",
    logout: "Sign out"
  },
  termsAcceptance: {
    title: "Terms of service",
    intro: "Please read and accept the terms of service to continue.",
    accept: "I accept",
    decline: "Sign out",
    saving: "Saving…"
  },
  errors: {
    reference: "Reference: {requestId:string}",
    connection: "System error [connection]",
    login: "System error [login]",
    error400: "System error [400]",
    error401: "System error [401]",
    error404: "System error [404]",
    error413: "System error [413]: the request is too large",
    error429: "System error [429]",
    tooManyReports: "Too many reports in a short time; try again in {seconds:number} seconds",
    tooManySearches: "Too many searches in a short time; try again in {seconds:number} seconds",
    serviceBusy: "The service is busy; try again in {seconds:number} seconds",
    pdfWaiting: "Many reports are being printed; yours will follow in {seconds:number} seconds.",
    pdfBusy: "Many reports are being printed; please try again in a minute.",
    error500: "System error [500]",
    error409: "Duplicate record",
    error405: "Access denied due to security measures",
    forbiddenDefault: "You are not allowed to do this.",
    forbiddenManage: "You are not allowed to manage this account.",
    forbiddenCompanies: "You do not have access to the selected companies.",
    forbiddenFunction: "You do not have access to this function.",
    forbiddenReauthentication: "Not saved: this change needs your password again.",
    privileges: "The selected account is granted privileges that you cannot access.",
    renderFailed: "System error [connection]. The page could not be shown; please reload it."
  },
  notFound: {
    title: "Page not found",
    message: "The page you asked for does not exist. Check the address, or start again from the home page.",
    home: "Go to the home page"
  },
  pageTitles: {
    page: "{page:string} — Driver and Vehicle Data Portal",
    home: "Home",
    login: "Sign in",
    loginFailed: "Sign-in error",
    about: "About",
    terms: "Terms of service",
    contactUs: "Contact us",
    signingIn: "Signing in",
    signingOut: "Signing out",
    loggedOut: "Signed out",
    driverSearch: "Driver search",
    driverReport: "Driver report",
    vehicleSearch: "Vehicle search",
    vehicleReport: "Vehicle report",
    reportHistory: "Report history",
    ninetyDaysReport: "90-day report",
    correctionReport: "Correction report",
    changePassword: "Change password",
    accountSessions: "Sessions",
    eventNotifications: "Event notifications"
  },
  about: {
    title: "About",
    subtitle: "Driver and vehicle history reports for the insurance industry",
    version: "Version {version:string}",
    licences: "Licences",
    licenceName: "Package",
    licenceVersion: "Version",
    licenceType: "Licence"
  },
  terms: {
    title: "Terms of service"
  },
  contactUs: {
    title: "Contact us"
  },
  functions: {
    driverReport: "Driver Report",
    vehicleReport: "Vehicle Report",
    reportHistory: "Report History",
    ninetyDaysReport: "90-Day Report",
    dataCorrection: "Data Correction",
    userAccessReport: "User Access Report",
    companyAdministration: "Company Profile",
    userAdministration: "User Administration",
    usageReport: "Usage Report",
    manageSystemFunction: "Settings",
    manageDashClients: "Clients",
    correctionReport: "Correction Report",
    sdcReport: "SDC Report"
  },
  functionDescriptions: {
    driverReport: "Search a driver and generate a driver history report.",
    vehicleReport: "Generate a vehicle history report from a VIN.",
    reportHistory: "Find and reopen reports generated by your company.",
    ninetyDaysReport: "Review reports changed by a data correction in the last 90 days.",
    dataCorrection: "Correct report data.",
    userAccessReport: "Review who accessed the portal and when.",
    companyAdministration: "Manage units, permitted domains and notification recipients.",
    userAdministration: "Create and manage user accounts.",
    usageReport: "Count the reports generated by company and period.",
    manageSystemFunction: "Edit the system message, terms of service and contact page.",
    manageDashClients: "Manage clients and sponsors.",
    correctionReport: "List the data corrections made.",
    sdcReport: "Upload and follow supplementary data files."
  }
} satisfies BaseTranslation

export default en
