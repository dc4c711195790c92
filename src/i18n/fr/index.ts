import type { Translation } from "../i18n-types";

const fr = {
  common: {
    appName: "Portail des données sur les conducteurs et les véhicules",
    loading: "Chargement…",
    ok: "OK",
    cancel: "Annuler",
    save: "Enregistrer",
    back: "Retour",
    noResults: "Aucun résultat.",
  },
  login: {
    title: "Connexion",
    userId: "Code d’utilisateur",
    rememberUserId: "Mémoriser mon code d’utilisateur",
    submit: "Se connecter",
    forgotPassword: "Code d’utilisateur ou mot de passe oublié?",
    learnMore: "En savoir plus",
  },
  shell: {
    menu: "Menu",
    home: "Accueil",
    changePassword: "Changer le mot de passe",
    switchLanguage: "English",
    signOut: "Se déconnecter",
    copyright: "© {year} Bureau d’assurance",
    terms: "Conditions",
    contactUs: "Nous joindre",
  },
  home: {
    welcome: "Bienvenue, {firstName}",
    lastSignIn: "Dernière connexion : {date}",
  },
  idle: {
    title: "Session sur le point d’expirer",
    message: "Vous serez déconnecté automatiquement dans {seconds} secondes.",
    stay: "Rester connecté",
    logout: "Se déconnecter",
  },
  errors: {
    connectionLost: "Erreur système [connexion]",
    login: "Erreur système [connexion]",
    status: "Erreur système [{code}]",
    duplicate: "Enregistrement en double",
    securityDenied: "Accès refusé en raison de mesures de sécurité",
  },
  about: {
    title: "À propos",
    subtitle: "Portail des données sur les conducteurs et les véhicules",
    version: "Version {version}",
    licences: "Licences",
  },
  terms: {
    title: "Conditions d’utilisation",
  },
  contactUs: {
    title: "Nous joindre",
  },
  auth: {
    signingIn: "Connexion en cours…",
    loggedOut: "Vous avez été déconnecté.",
    logoutNotInitiated: "La déconnexion n’a pas été lancée à partir de la page",
  },
  loginFailed: {
    title: "Erreur de connexion",
    notAuthorized: "Vous n’êtes pas autorisé à vous connecter. Veuillez communiquer avec l’administrateur du système.",
    disabled: "Votre compte a été désactivé. Veuillez communiquer avec l’administrateur des utilisateurs.",
    backToLogin: "Retour à la connexion",
  },
  functions: {
    driverReport: "Rapport de conducteur",
    vehicleReport: "Rapport de véhicule",
    reportHistory: "Historique des rapports",
    ninetyDaysReport: "Liste des 90 jours",
  },
} satisfies Translation;

export default fr;
