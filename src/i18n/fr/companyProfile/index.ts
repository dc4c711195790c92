import type { NamespaceCompanyProfileTranslation } from "../../i18n-types"

const fr_companyProfile = {
  title: "Profil de l'entreprise",
  loading: "Chargement du profil de l'entreprise…",
  loadFailed: "Le profil de l'entreprise n'a pas pu être chargé.",
  retry: "Réessayer",
  scope: {
    organization: "Organisation",
    company: "Entreprise",
    selectOrganization: "Choisissez une organisation",
    selectCompany: "Choisissez une entreprise",
    loadingCompanies: "Chargement des entreprises…",
    choose: "Choisissez une organisation et une entreprise pour voir son profil."
  },
  credentials: {
    label: "Identifiants du Bureau",
    hint: "Les utilisateurs de cette entreprise se connectent avec les identifiants du Bureau plutôt qu'avec la connexion de leur entreprise.",
    saving: "Enregistrement…"
  },
  reuse: {
    label: "Période de réutilisation des rapports",
    hint: "Un rapport que l'entreprise demande de nouveau sur le même conducteur pendant cette période est fourni à partir de celui déjà obtenu, sans nouveaux frais.",
    none: "Aucune : toujours obtenir un nouveau rapport",
    sameDay: "Le même jour",
    hours24: "24 heures",
    saving: "Enregistrement…"
  },
  lists: {
    units: "Unités",
    options: "Options du rapport de conducteur",
    domains: "Domaines autorisés",
    recipients: "Destinataires des avis",
    empty: "Aucun pour l'instant.",
    add: "Ajouter",
    addTo: "Ajouter : {list}",
    loadingOptions: "Chargement des options…"
  },
  columns: {
    name: "Nom",
    years: "Années de données",
    note: "Note",
    users: "Utilisateurs",
    usersCount: "Utilisateurs : {count}",
    domain: "Domaine",
    email: "Courriel",
    actions: "Actions"
  },
  buttons: {
    rename: "Renommer",
    edit: "Modifier",
    delete: "Supprimer",
    deleting: "Suppression…"
  },
  linkedToUsers: "Lié à des utilisateurs : ne peut pas être supprimé.",
  rowLabel: {
    rename: "Renommer {name}",
    edit: "Modifier {name}",
    delete: "Supprimer {name}"
  },
  years: "{years} ans",
  maximum: "Maximum",
  dialogs: {
    addUnit: "Ajouter une unité",
    renameUnit: "Renommer l'unité",
    addOption: "Ajouter une option du rapport de conducteur",
    editOption: "Modifier l'option du rapport de conducteur",
    addDomain: "Ajouter un domaine autorisé",
    addRecipient: "Ajouter un destinataire des avis",
    editRecipient: "Modifier le destinataire des avis",
    unitName: "Nom de l'unité",
    unitNameEn: "Nom de l'unité en anglais",
    unitNameFr: "Nom de l'unité en français",
    unitNameHint: "Lettres et chiffres seulement, au plus {max} caractères.",
    years: "Années de données",
    note: "Note",
    noteHint: "Au plus {max} caractères.",
    assignToAllUsers: "Attribuer à tous les utilisateurs",
    makeDefault: "Option par défaut",
    makeDefaultHint: "Offert lorsque l'option est attribuée à tous les utilisateurs.",
    domain: "Domaine",
    domainHint: "Commence par @, en minuscules, par exemple @exemple.com (au plus {max} caractères).",
    recipientEmail: "Courriel",
    recipientHint: "Au plus {max} caractères."
  },
  deleteConfirm: {
    title: "Supprimer cet élément?",
    unit: "Supprimer l'unité {name}?",
    option: "Supprimer l'option du rapport de conducteur {name}?",
    domain: "Supprimer le domaine autorisé {name}?",
    recipient: "Supprimer le destinataire des avis {name}?"
  },
  notices: {
    saved: "L'enregistrement a été sauvegardé.",
    credentialsSaved: "Le paramètre des identifiants du Bureau a été enregistré.",
    reuseSaved: "La période de réutilisation des rapports a été enregistrée.",
    unitDeleted: "L'unité a été supprimée.",
    optionDeleted: "L'option du rapport de conducteur a été supprimée.",
    domainDeleted: "Le domaine autorisé a été supprimé.",
    recipientDeleted: "Le destinataire des avis a été supprimé.",
    duplicate: "Enregistrement en double",
    notSaved: "L'enregistrement n'a pas été sauvegardé. Vérifiez le champ en évidence.",
    linkedToUsers: "Cet élément est lié à des utilisateurs et ne peut pas être supprimé."
  },
  messages: {
    blank: "Ce champ ne peut pas être vide",
    required: "Ce champ est obligatoire",
    tooLong: "Cette valeur est trop longue",
    notAlphanumeric: "Accepte seulement des lettres et des chiffres",
    invalidDomain: "Domaine non valide : @ puis un nom d'hôte en minuscules, comme @exemple.com",
    invalidEmail: "Courriel non valide",
    yearsOutOfRange: "Choisissez de 6 à 25 ans, ou Maximum",
    defaultWithoutAssignToAll: "« Option par défaut » va seulement avec « Attribuer à tous les utilisateurs »",
    duplicate: "Enregistrement en double"
  }
} satisfies NamespaceCompanyProfileTranslation

export default fr_companyProfile
