import type { BaseTranslation } from "../i18n-types";

const en = {
  common: {
    appName: "Driver and Vehicle Data Portal",
    loading: "Loading…",
    ok: "OK",
    cancel: "Cancel",
    save: "Save",
    back: "Back",
    noResults: "No results.",
  },
  login: {
    title: "Sign in",
    userId: "User ID",
    rememberUserId: "Remember my User ID",
    submit: "Sign in",
    forgotPassword: "Forgot your User ID or password?",
    learnMore: "Learn more",
  },
  shell: {
    menu: "Menu",
    home: "Home",
    changePassword: "Change password",
    switchLanguage: "Français",
    signOut: "Sign out",
    copyright: "© {year:number} Insurance bureau",
    terms: "Terms",
    contactUs: "Contact us",
  },
  home: {
    welcome: "Welcome, {firstName:string}!",
    lastSignIn: "Last sign-in: {date:string}",
  },
  idle: {
    title: "Session about to expire",
    message: "You will be logged out automatically in {seconds:number} seconds.",
    stay: "Stay Logged In",
    logout: "Log Out",
  },
  errors: {
    connectionLost: "System error [connection]",
    login: "System error [login]",
    status: "System error [{code:number}]",
    duplicate: "Duplicate record",
    securityDenied: "Access denied due to security measures",
  },
  about: {
    title: "About",
    subtitle: "Driver and Vehicle Data Portal",
    version: "Version {version:string}",
    licences: "Licences",
  },
  terms: {
    title: "Terms of service",
  },
  contactUs: {
    title: "Contact us",
  },
  auth: {
    signingIn: "Signing in…",
    loggedOut: "You have been signed out.",
    logoutNotInitiated: "The logout was not initiated from within the page",
  },
  loginFailed: {
    title: "Sign-in error",
    notAuthorized: "You are not authorized to log in. Please contact the system administrator.",
    disabled: "Your account has been disabled. Please contact the User Administrator.",
    backToLogin: "Back to sign in",
  },
  functions: {
    driverReport: "Driver report",
    vehicleReport: "Vehicle report",
    reportHistory: "Report history",
    ninetyDaysReport: "90-day list",
  },
} satisfies BaseTranslation;

export default en;
