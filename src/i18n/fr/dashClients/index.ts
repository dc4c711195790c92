import type { NamespaceDashClientsTranslation } from "../../i18n-types"

/** Clients et parrains (document 2). */
const fr_dashClients = {
  listTitle: "Clients",
  newTitle: "Nouveau client",
  profileTitle: "Profil du client",
  loading: "Chargement des clients…",
  loadingProfile: "Chargement du client…",
  loadFailed: "Les clients n'ont pas pu être chargés.",
  profileLoadFailed: "Le client n'a pas pu être chargé.",
  retry: "Réessayer",
  newClient: "Nouveau client",
  empty: "Aucun client pour l'instant.",
  columns: {
    clientId: "ID du client",
    name: "Nom",
    type: "Type",
    status: "Statut",
    sponsors: "Parrains"
  },
  status: {
    active: "Actif",
    inactive: "Inactif"
  },
  openClient: "Ouvrir le client {name}",
  fields: {
    clientId: "ID du client",
    clientIdHint: "Lettres et chiffres seulement, au plus {max} caractères.",
    nameEn: "Nom anglais",
    nameFr: "Nom français",
    nameHint: "Lettres et chiffres seulement, au plus {max} caractères.",
    type: "Type",
    selectType: "Choisissez un type",
    status: "Statut"
  },
  readOnly: "Les clients des types BAC, Organisation et Entreprise ne peuvent être ni modifiés ni supprimés.",
  sponsors: {
    title: "Parrains",
    add: "Ajouter un parrain",
    empty: "Aucun parrain pour l'instant.",
    onlyBrokers: "Seuls les clients de type Courtier ont des parrains.",
    saveFirst: "Enregistrez le client pour ajouter ses parrains.",
    lastSponsor: "Le dernier parrain d'un courtier qui a des employés ne peut pas être retiré.",
    remove: "Retirer",
    removing: "Retrait…",
    removeLabel: "Retirer le parrain {name}",
    dialogTitle: "Ajouter un parrain",
    dialogIntro: "Un parrain est une entreprise d'un assureur pour laquelle le courtier travaille.",
    organization: "Organisation",
    company: "Entreprise",
    selectOrganization: "Choisissez une organisation",
    selectCompany: "Choisissez une entreprise"
  },
  buttons: {
    save: "Enregistrer",
    cancel: "Annuler",
    delete: "Supprimer",
    deleting: "Suppression…"
  },
  confirm: {
    deleteTitle: "Supprimer ce client?",
    deleteText: "Supprimer le client {name}?",
    removeTitle: "Retirer ce parrain?",
    removeText: "Retirer le parrain {name}?"
  },
  notices: {
    created: "Le client a été créé.",
    updated: "Le client a été mis à jour.",
    deleted: "Le client a été supprimé.",
    sponsorAdded: "Le parrain a été ajouté.",
    sponsorRemoved: "Le parrain a été retiré.",
    notSaved: "Le client n'a pas été enregistré. Vérifiez les champs en évidence.",
    duplicateName: "Un autre client a déjà ce nom.",
    duplicateClientId: "Un autre client a déjà cet ID de client.",
    assignedToUser: "Ce client est attribué à des utilisateurs et ne peut pas être supprimé.",
    notModifiable: "Les clients des types BAC, Organisation et Entreprise ne peuvent être ni modifiés ni supprimés.",
    lastSponsor: "Le dernier parrain d'un courtier qui a des employés ne peut pas être retiré.",
    duplicateSponsor: "Le courtier a déjà ce parrain."
  },
  messages: {
    blank: "Ce champ ne peut pas être vide",
    required: "Ce champ est obligatoire",
    tooLong: "Cette valeur est trop longue",
    notAlphanumeric: "N'accepte que des lettres et des chiffres",
    typeNotAllowed: "Ce type ne peut pas être choisi",
    unknownValue: "Choisissez une valeur de la liste",
    duplicateName: "Un autre client a déjà ce nom",
    duplicateClientId: "Un autre client a déjà cet ID de client"
  }
} satisfies NamespaceDashClientsTranslation

export default fr_dashClients
