import type { NamespaceUserProfileTranslation } from "../../i18n-types"

const fr_userProfile = {
  title: {
    create: "Nouvel utilisateur",
    update: "Profil de l'utilisateur"
  },
  loading: "Chargement du profil…",
  loadFailed: "Le profil n'a pas pu être chargé.",
  sections: {
    user: "Utilisateur",
    employer: "Employé chez",
    functions: "Fonctions",
    options: "Options du rapport de conducteur"
  },
  fields: {
    accessType: "Type d'accès",
    company: "Identifiants de l'entreprise",
    bureauCredentials: "Identifiants du Bureau",
    userId: "Code d'utilisateur",
    userIdDerived: "Formé à partir du courriel pour les identifiants du Bureau.",
    firstName: "Prénom",
    middleName: "Second prénom",
    lastName: "Nom",
    email: "Courriel",
    mfaPhone: "Téléphone mobile (AMF)",
    mfaPhoneHint: "Dix chiffres, sans +1.",
    copyFrom: "Copier l'utilisateur",
    copyFromHint:
      "Le courriel d'un utilisateur dont les organisations, l'entreprise, l'unité, les fonctions et les options passent à cet utilisateur.",
    organization: "Organisation",
    reportingCompany: "Entreprise",
    unit: "Unité",
    assignedOrganizations: "Organisations assignées",
    moreTags: "+{count}",
    choose: "Sélectionner…",
    companiesFor: "Entreprises pour {function}",
    noCompanyOffered: "Aucune de vos entreprises ne fait partie des organisations assignées.",
    isDefault: "Par défaut",
    defaultFor: "Option par défaut : {option}",
    years: "{years} ans",
    maximum: "Maximum",
    noOptions: "Aucune option du rapport de conducteur n'est offerte pour les entreprises choisies.",
    status: "Statut",
    statusIs: "Statut : {state}",
    enabled: "Activé",
    disabled: "Désactivé",
    notSignedIn: "Cet utilisateur ne s'est pas encore connecté."
  },
  copy: {
    lookingUp: "Recherche de l'utilisateur…",
    notFound: "Aucun utilisateur avec ce courriel dont vous pouvez copier le profil.",
    choose: "Choisissez l'utilisateur à copier",
    title: "Copier ce profil?",
    text: "Les organisations, l'entreprise, l'unité, les fonctions et les options du rapport de conducteur de {name} ({userId}) remplacent celles de cet utilisateur.",
    confirm: "Copier"
  },
  buttons: {
    save: "Enregistrer",
    saving: "Enregistrement…",
    cancel: "Annuler",
    disable: "Désactiver le compte",
    enable: "Activer le compte",
    resendInvitation: "Renvoyer l'invitation",
    delete: "Supprimer le compte",
    resetSecondFactor: "Réinitialiser le deuxième facteur",
    retry: "Réessayer"
  },
  confirm: {
    disableTitle: "Désactiver ce compte?",
    disableText:
      "{name} ne pourra plus se connecter. Les organisations assignées, les fonctions et les options du rapport de conducteur du compte sont retirées.",
    enableTitle: "Activer ce compte?",
    enableText: "{name} pourra de nouveau se connecter.",
    deleteTitle: "Supprimer ce compte?",
    deleteText: "{name} ne s'est jamais connecté. Le compte est supprimé.",
    resetSecondFactorTitle: "Réinitialiser le deuxième facteur?",
    resetSecondFactorText:
      "L'application d'authentification et les codes de récupération de {name} cessent de fonctionner. À la prochaine connexion, {name} configure de nouveau une application d'authentification.",
    busy: "En cours…"
  },
  notices: {
    created: "L'utilisateur a été créé et l'invitation envoyée.",
    updated: "L'utilisateur a été mis à jour.",
    enabled: "Le compte a été activé.",
    disabled: "Le compte a été désactivé.",
    invitationSent: "L'invitation a été envoyée.",
    deleted: "Le compte a été supprimé.",
    secondFactorReset: "Le deuxième facteur a été réinitialisé.",
    notSaved: "L'utilisateur n'a pas été enregistré. Vérifiez les champs indiqués et réessayez.",
    privileges: "Le compte sélectionné détient des privilèges auxquels vous n'avez pas accès.",
    deleteNotFound: "Le compte à supprimer est introuvable.",
    inviteNotFound: "L'invitation n'a pas pu être envoyée : le compte est introuvable."
  },
  messages: {
    blank: "Ce champ ne peut pas être vide",
    required: "Ce champ est obligatoire",
    tooLong: "Cette valeur est trop longue",
    invalidUserId: "Code d'utilisateur invalide",
    invalidEmail: "Courriel invalide",
    invalidPhone: "Numéro de téléphone invalide : dix chiffres",
    noFunction: "Choisissez au moins une fonction",
    noCompanySelected: "Aucune entreprise sélectionnée",
    noOptionSelected: "Aucune option sélectionnée",
    noDefaultOption: "Choisissez une option par défaut",
    domainNotPermittedEmail: "Le domaine du courriel n'est pas permis pour cette entreprise",
    domainNotPermittedUserId: "Le domaine du code d'utilisateur n'est pas permis pour cette entreprise",
    userIdInUse: "Ce code d'utilisateur est déjà utilisé",
    emailInUse: "Ce courriel est déjà utilisé",
    companyNotIbcCr: "Cette entreprise n'utilise pas les identifiants du Bureau",
    companyNotCompanyCr: "Cette entreprise n'utilise pas les identifiants de l'entreprise",
    brokerNoSponsor: "Ce courtier n'a pas de commanditaire",
    notGrantable: "Vous ne pouvez pas accorder cette fonction ou cette entreprise"
  }
} satisfies NamespaceUserProfileTranslation

export default fr_userProfile
