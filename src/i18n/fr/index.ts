import type { Translation } from "../i18n-types"

const fr = {
  common: {
    appName: "Portail des données sur les conducteurs et les véhicules",
    bureauName: "Bureau des données d'assurance",
    loading: "Chargement…",
    ok: "OK",
    cancel: "Annuler",
    confirm: "Confirmer",
    save: "Enregistrer",
    saving: "Enregistrement…",
    retry: "Réessayer",
    loadingChoices: "Chargement des choix…",
    choicesFailed: "Les choix n'ont pas pu être chargés.",
    back: "Retour",
    skipToContent: "Passer au contenu",
    notAvailableYet: "Cet écran n'est pas encore disponible.",
    backHome: "Retour à l'accueil",
    dateFormat: "aaaa-mm-jj",
    dateFormatHint: "Format : aaaa-mm-jj",
    invalidValue: "Cette valeur n'est pas valide",
    showPassword: "Afficher le mot de passe",
    showPasswordShort: "Afficher",
    passwordStrength: "Robustesse du mot de passe",
    passwordStrengthIs: "Robustesse du mot de passe : {level}",
    passwordStrengthLevels: {
      veryWeak: "Très faible",
      weak: "Faible",
      fair: "Moyenne",
      strong: "Bonne",
      veryStrong: "Très bonne"
    }
  },
  language: {
    toggle: "English",
    toggleLabel: "Show the portal in English"
  },
  login: {
    title: "Connexion",
    intro: "Connectez-vous avec votre code d'utilisateur pour obtenir des rapports d'historique de conducteurs et de véhicules.",
    userId: "Code d'utilisateur",
    rememberUserId: "Mémoriser mon code d'utilisateur",
    submit: "Suivant",
    invalidUserId: "Veuillez entrer un code d'utilisateur valide",
    lookingUp: "Vérification de votre code d'utilisateur…",
    forgotPassword: "Code d'utilisateur ou mot de passe oublié?",
    learnMore: "En savoir plus sur le portail",
    advancedSignIn: "Connexion avancée",
    back: "Retour",
    logoEn: "Insurance Data Bureau",
    logoFr: "Bureau des données d'assurance",
    cookieNotice:
      "Ce site utilise des témoins nécessaires à la connexion et à la mémorisation de votre langue. En continuant, vous acceptez leur utilisation.",
    cookieOk: "OK",
    systemMessage: "Message du système",
    idleSignedOut:
      "Vous avez été déconnecté parce que le portail n'a pas été utilisé depuis un moment. Connectez-vous de nouveau pour revenir à la page où vous étiez."
  },
  loginFailed: {
    title: "Erreur de connexion",
    error404: "Vous n'êtes pas autorisé à vous connecter. Veuillez communiquer avec l'administrateur du système.",
    error401: "Votre compte a été désactivé. Veuillez communiquer avec l'administrateur des utilisateurs.",
    error500: "Erreur du système [500]",
    backToLogin: "Retour à la connexion"
  },
  auth: {
    signingIn: "Connexion en cours…",
    signingOut: "Déconnexion en cours…",
    loggedOut: "Vous avez été déconnecté avec succès.",
    loggedOutIdle: "Vous avez été déconnecté parce que le portail n'a pas été utilisé depuis un moment.",
    logoutNotInitiated: "La déconnexion n'a pas été lancée à partir de la page",
    returningToLogin: "Retour à la page de connexion…",
    accountDisabledTitle: "Compte désactivé",
    accountDisabled:
      "Votre compte a été désactivé. Vous allez maintenant être déconnecté. Veuillez communiquer avec votre administrateur des utilisateurs."
  },
  shell: {
    logo: "Portail des données sur les conducteurs et les véhicules — accueil",
    menu: "Menu",
    closeMenu: "Fermer le menu",
    navigation: "Navigation principale",
    home: "Accueil",
    changePassword: "Changer le mot de passe",
    sessions: "Sessions actives",
    downloadMyData: "Télécharger mes données",
    signOut: "Se déconnecter",
    copyright: "© {year} Bureau des données d'assurance. Tous droits réservés.",
    terms: "Conditions",
    contactUs: "Nous joindre",
    about: "À propos",
    notifications: "Notifications",
    close: "Fermer"
  },
  home: {
    title: "Accueil",
    welcome: "Bienvenue, {firstName}",
    lastSignIn: "Votre dernière connexion : {date}",
    firstSignIn: "Ceci est votre première connexion.",
    tiles: "Vos fonctions",
    unread: "{count} non lus"
  },
  reauthentication: {
    title: "Confirmez votre identité",
    message: "Cette modification demande de nouveau votre mot de passe : vous l'avez donné il y a plus de 15 minutes.",
    password: "Mot de passe",
    confirm: "Confirmer",
    cancel: "Annuler",
    required: "Entrez votre mot de passe.",
    wrongPassword: "Le mot de passe n'est pas correct."
  },
  idle: {
    title: "Déconnexion automatique",
    message: "Pour votre sécurité, vous serez déconnecté automatiquement dans {seconds} secondes.",
    finalWarning: "Vous serez déconnecté dans {seconds} secondes.",
    stay: "Rester connecté",
    logout: "Se déconnecter"
  },
  termsAcceptance: {
    title: "Conditions d'utilisation",
    intro: "Veuillez lire et accepter les conditions d'utilisation pour continuer.",
    accept: "J'accepte",
    decline: "Se déconnecter",
    saving: "Enregistrement…"
  },
  errors: {
    reference: "Référence : {requestId}",
    connection: "Erreur du système [connexion]",
    login: "Erreur du système [connexion au compte]",
    error400: "Erreur du système [400]",
    error401: "Erreur du système [401]",
    error404: "Erreur du système [404]",
    error413: "Erreur du système [413] : la demande est trop volumineuse",
    error429: "Erreur du système [429]",
    tooManyReports: "Trop de rapports en peu de temps; réessayez dans {seconds} secondes",
    tooManySearches: "Trop de recherches en peu de temps; réessayez dans {seconds} secondes",
    serviceBusy: "Le service est occupé; réessayez dans {seconds} secondes",
    pdfWaiting: "Beaucoup de rapports sont en cours d'impression; le vôtre suivra dans {seconds} secondes.",
    pdfBusy: "Beaucoup de rapports sont en cours d'impression; veuillez réessayer dans une minute.",
    error500: "Erreur du système [500]",
    error409: "Enregistrement en double",
    error405: "Accès refusé en raison des mesures de sécurité",
    forbiddenDefault: "Vous n'êtes pas autorisé à faire cette opération.",
    forbiddenManage: "Vous n'êtes pas autorisé à gérer ce compte.",
    forbiddenCompanies: "Vous n'avez pas accès aux entreprises choisies.",
    forbiddenFunction: "Vous n'avez pas accès à cette fonction.",
    forbiddenReauthentication: "Non enregistré : cette modification demande de nouveau votre mot de passe.",
    privileges: "Le compte choisi détient des privilèges auxquels vous n'avez pas accès.",
    renderFailed: "Erreur du système [connexion]. La page n'a pas pu être affichée; veuillez la recharger."
  },
  notFound: {
    title: "Page introuvable",
    message: "La page demandée n'existe pas. Vérifiez l'adresse ou recommencez à partir de la page d'accueil.",
    home: "Aller à la page d'accueil"
  },
  pageTitles: {
    page: "{page} — Portail des données sur les conducteurs et les véhicules",
    home: "Accueil",
    login: "Connexion",
    loginFailed: "Erreur de connexion",
    about: "À propos",
    terms: "Conditions d'utilisation",
    contactUs: "Nous joindre",
    signingIn: "Connexion en cours",
    signingOut: "Déconnexion en cours",
    loggedOut: "Déconnecté",
    driverSearch: "Recherche de conducteur",
    driverReport: "Rapport de conducteur",
    vehicleSearch: "Recherche de véhicule",
    vehicleReport: "Rapport de véhicule",
    reportHistory: "Historique des rapports",
    ninetyDaysReport: "Rapport de 90 jours",
    correctionReport: "Rapport de corrections",
    changePassword: "Changer le mot de passe",
    accountSessions: "Sessions actives",
    eventNotifications: "Notifications d'événements"
  },
  about: {
    title: "À propos",
    subtitle: "Rapports d'historique de conducteurs et de véhicules pour l'industrie de l'assurance",
    version: "Version {version}",
    licences: "Licences",
    licenceName: "Paquet",
    licenceVersion: "Version",
    licenceType: "Licence"
  },
  terms: {
    title: "Conditions d'utilisation"
  },
  contactUs: {
    title: "Nous joindre"
  },
  functions: {
    driverReport: "Rapport de conducteur",
    vehicleReport: "Rapport de véhicule",
    reportHistory: "Historique des rapports",
    ninetyDaysReport: "Rapport de 90 jours",
    dataCorrection: "Correction des données",
    userAccessReport: "Rapport d'accès des utilisateurs",
    companyAdministration: "Profil de l'entreprise",
    userAdministration: "Administration des utilisateurs",
    usageReport: "Rapport d'utilisation",
    manageSystemFunction: "Paramètres",
    manageDashClients: "Clients",
    correctionReport: "Rapport de corrections",
    sdcReport: "Rapport CDS"
  },
  functionDescriptions: {
    driverReport: "Rechercher un conducteur et générer son rapport d'historique.",
    vehicleReport: "Générer le rapport d'historique d'un véhicule à partir de son NIV.",
    reportHistory: "Trouver et rouvrir les rapports générés par votre entreprise.",
    ninetyDaysReport: "Revoir les rapports touchés par une correction de données depuis 90 jours.",
    dataCorrection: "Corriger les données des rapports.",
    userAccessReport: "Voir qui a accédé au portail et quand.",
    companyAdministration: "Gérer les unités, les domaines permis et les destinataires des avis.",
    userAdministration: "Créer et gérer les comptes d'utilisateurs.",
    usageReport: "Compter les rapports générés par entreprise et par période.",
    manageSystemFunction: "Modifier le message du système, les conditions d'utilisation et la page Nous joindre.",
    manageDashClients: "Gérer les clients et les commanditaires.",
    correctionReport: "Lister les corrections de données effectuées.",
    sdcReport: "Téléverser et suivre les fichiers de données supplémentaires."
  }
} satisfies Translation

export default fr
