import type { NamespaceSettingsTranslation } from "../../i18n-types"

const fr_settings = {
  claimsProviders: {
    intro: "Les utilisateurs dont le courriel est sur un domaine ci-dessous sont envoyés à son domaine de connexion.",
    caption: "Fournisseurs d'identité",
    add: "Ajouter un fournisseur",
    empty: "Aucun domaine de courriel n'est associé : chaque utilisateur se connecte là où son organisation le fait.",
    columns: {
      emailDomainName: "Domaine de courriel",
      b2cDomainName: "Domaine de connexion",
      actions: "Actions"
    },
    edit: "Modifier",
    delete: "Supprimer",
    deleting: "Suppression…",
    rowLabel: {
      edit: "Modifier le fournisseur de {name}",
      delete: "Supprimer le fournisseur de {name}"
    },
    dialog: {
      addTitle: "Ajouter un fournisseur d'identité",
      editTitle: "Modifier le fournisseur d'identité",
      emailDomainName: "Domaine de courriel",
      emailDomainNameHint: "Un domaine en minuscules, sans @, p. ex. assureur.example. Au plus {max} caractères.",
      b2cDomainName: "Domaine de connexion",
      b2cDomainNameHint: "Où ces utilisateurs se connectent, p. ex. login.assureur.example. Au plus {max} caractères."
    },
    deleteConfirm: {
      title: "Supprimer le fournisseur d'identité?",
      text: "Les utilisateurs de {name} se connecteront là où leur organisation le fait."
    },
    notices: {
      saved: "Le fournisseur d'identité a été sauvegardé.",
      deleted: "Le fournisseur d'identité a été supprimé.",
      duplicate: "Enregistrement en double",
      notSaved: "Non sauvegardé. Vérifiez les champs en évidence."
    },
    messages: {
      required: "Ce champ est obligatoire",
      tooLong: "Cette valeur est trop longue",
      invalidDomain: "Entrez un domaine en minuscules sans @, p. ex. assureur.example",
      duplicate: "Ce domaine de courriel a déjà un fournisseur"
    }
  },
  clientMappings: {
    intro:
      "Chaque identifiant client représente une organisation, une entreprise et le compte d'utilisateur au nom duquel son système agit.",
    caption: "Correspondances des identifiants clients",
    add: "Ajouter une correspondance",
    empty: "Aucun identifiant client n'est associé.",
    columns: {
      clientId: "Identifiant client",
      organization: "Organisation",
      company: "Entreprise",
      user: "Compte d'utilisateur",
      isVendor: "Est un fournisseur",
      status: "Statut",
      actions: "Actions"
    },
    enabled: "Activée",
    disabled: "Désactivée",
    yes: "Oui",
    no: "Non",
    edit: "Modifier",
    delete: "Supprimer",
    deleting: "Suppression…",
    restore: "Restaurer",
    restoring: "Restauration…",
    issueSecret: "Émettre un secret",
    issuingSecret: "Émission…",
    rowLabel: {
      edit: "Modifier la correspondance de {name}",
      delete: "Supprimer la correspondance de {name}",
      restore: "Restaurer la correspondance de {name}",
      issueSecret: "Émettre un secret pour {name}"
    },
    dialog: {
      addTitle: "Ajouter une correspondance d'identifiant client",
      editTitle: "Modifier la correspondance d'identifiant client",
      clientId: "Identifiant client",
      clientIdHint: "Lettres, chiffres, point, trait de soulignement et trait d'union. Au plus {max} caractères.",
      organization: "Organisation",
      company: "Entreprise",
      user: "Compte d'utilisateur",
      selectOrganization: "Sélectionnez une organisation",
      selectCompany: "Sélectionnez une entreprise",
      selectUser: "Sélectionnez un compte d'utilisateur",
      loadingChoices: "Chargement des entreprises et des comptes d'utilisateur…",
      noUsers: "Cette entreprise n'a aucun compte d'utilisateur.",
      isVendor: "Est un fournisseur"
    },
    deleteConfirm: {
      title: "Supprimer la correspondance?",
      text: "L'identifiant client {name} sera désactivé. Il reste dans la liste et peut être restauré."
    },
    restoreConfirm: {
      title: "Restaurer la correspondance?",
      text: "L'identifiant client {name} sera de nouveau activé."
    },
    secretConfirm: {
      title: "Émettre un nouveau secret client?",
      text: "Un nouveau secret pour {name} remplace aussitôt tout secret antérieur : le système de l'assureur devra alors utiliser le nouveau secret pour obtenir ses jetons."
    },
    secretShown: {
      title: "Le secret client de {name}",
      clientId: "Identifiant client",
      secret: "Secret client",
      copy: "Copier le secret",
      copied: "Copié",
      once: "Ce secret ne sera plus affiché. Copiez-le maintenant et remettez-le au système de l'assureur; s'il est perdu, émettez-en un nouveau.",
      close: "Je l'ai copié"
    },
    notices: {
      saved: "La correspondance d'identifiant client a été sauvegardée.",
      deleted: "La correspondance d'identifiant client a été désactivée.",
      restored: "La correspondance d'identifiant client a été restaurée.",
      duplicate: "Enregistrement en double : une correspondance activée a cet identifiant client.",
      notSaved: "Non sauvegardé. Vérifiez les champs en évidence.",
      secretRefused: "Aucun secret n'a été émis : cette correspondance est désactivée ou n'existe plus."
    },
    messages: {
      required: "Ce champ est obligatoire",
      tooLong: "Cette valeur est trop longue",
      invalidClientId: "Utilisez seulement des lettres, des chiffres, le point, le trait de soulignement et le trait d'union",
      userNotOfCompany: "Ce compte d'utilisateur n'est pas de l'organisation et de l'entreprise choisies",
      unknownValue: "Ce choix n'est pas offert",
      duplicate: "Une correspondance activée a cet identifiant client"
    }
  },
  identityProviders: {
    title: "Paramètres de connexion",
    intro:
      "Où les utilisateurs se connectent et comment les systèmes des assureurs joignent le portail : les domaines de courriel envoyés au service de connexion propre d'un assureur, et les identifiants clients associés à des comptes du portail. Les deux listes sont aussi des onglets des paramètres.",
    otherSettings: "Tous les paramètres"
  },
  title: "Paramètres",
  loading: "Chargement…",
  loadFailed: "Ce paramètre n'a pas pu être chargé.",
  retry: "Réessayer",
  tabs: {
    label: "Paramètres",
    claimsProviders: "Fournisseurs d'identité",
    clientMappings: "Correspondances des identifiants clients",
    contactUs: "Nous joindre",
    termsOfService: "Conditions d'utilisation",
    systemMessage: "Message système"
  },
  contactUs: {
    intro: "Le texte de la page Nous joindre, dans la langue choisie.",
    language: "Langue",
    english: "Anglais",
    french: "Français",
    text: "Texte de Nous joindre",
    textHint: "Affiché tel qu'il est écrit, avec ses sauts de ligne.",
    unsaved: {
      en: "Le texte anglais a des modifications non sauvegardées : choisissez de nouveau l'anglais pour les retrouver et les sauvegarder.",
      fr: "Le texte français a des modifications non sauvegardées : choisissez de nouveau le français pour les retrouver et les sauvegarder."
    }
  },
  termsOfService: {
    intro: "Publier de nouvelles conditions demande à chaque utilisateur de les accepter à sa prochaine visite.",
    textEn: "Conditions d'utilisation (anglais)",
    textFr: "Conditions d'utilisation (français)",
    publish: "Publier",
    publishing: "Publication…",
    confirmTitle: "Publier les nouvelles conditions d'utilisation?",
    confirmText: "Chaque utilisateur devra accepter les nouvelles conditions à sa prochaine visite avant de continuer."
  },
  systemMessage: {
    intro: "Affiché sur les pages d'accueil et de connexion entre sa date de début et sa date de fin.",
    messageEn: "Message (anglais)",
    messageFr: "Message (français)",
    messageHint: "Au plus {max} caractères. Laissez les deux vides pour n'afficher aucun message.",
    startDate: "Date et heure de début",
    endDate: "Date et heure de fin",
    dateHint: "Laissez vide pour aucune limite. La fin doit suivre le début."
  },
  notices: {
    contactUsSaved: "Le texte de Nous joindre a été sauvegardé.",
    termsPublished: "Les nouvelles conditions d'utilisation ont été publiées.",
    systemMessageSaved: "Le message système a été sauvegardé.",
    notSaved: "Non sauvegardé. Vérifiez les champs en évidence."
  },
  messages: {
    blank: "Ce champ ne peut pas être vide",
    required: "Ce champ est obligatoire",
    tooLong: "Cette valeur est trop longue",
    invalidDate: "Date invalide",
    endNotAfterStart: "La date de fin doit suivre la date de début"
  }
} satisfies NamespaceSettingsTranslation

export default fr_settings
